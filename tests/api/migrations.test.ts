import { sql } from 'kysely'
import { describe, expect, it, onTestFinished } from 'vitest'
import { connectDatabase } from '#server/db/connect.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { migrations } from '#server/db/migrations/index.ts'
import { createTestDatabase, createTestSchema, testDatabaseUrl } from './helpers/test-database.ts'

describe('migrations', () => {
  it('apply once: a second start applies nothing', async () => {
    const { db, drop } = await createTestDatabase()
    onTestFinished(drop)
    expect(await migrateToLatest(db)).toEqual([])
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)
    expect(rows.map((r) => r.name)).toEqual(Object.keys(migrations))
  })

  it.skipIf(!testDatabaseUrl())('migrate their own schema when another schema of the database is already migrated', async () => {
    const url = testDatabaseUrl() ?? ''
    const first = await createTestDatabase()
    onTestFinished(first.drop)
    const schema = await createTestSchema(url)
    onTestFinished(schema.drop)
    const second = await connectDatabase({ url, dataDir: '', searchPath: schema.name, poolSize: 1 })
    onTestFinished(() => second.destroy())
    await migrateToLatest(second)
    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = ${schema.name} order by table_name`.execute(second)
    expect(rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        'contact_messages',
        'idempotency_keys',
        'kysely_migration',
        'kysely_migration_lock',
        'rate_limits',
      ]),
    )
  })
})
