import { sql } from 'kysely'
import pg from 'pg'
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

  it.skipIf(!testDatabaseUrl())(
    'migrate while another connection creates and drops tables (an instance starting beside one loading the communes)',
    { timeout: 120_000 },
    async () => {
      const url = testDatabaseUrl() ?? ''
      const busy = await createTestSchema(url)
      onTestFinished(busy.drop)
      const churn = new pg.Client({ connectionString: url })
      await churn.connect()
      onTestFinished(() => churn.end())
      let churning = true
      const churned = (async () => {
        for (let i = 0; churning; i++) {
          const table = `${busy.name}.staging_${i}`
          await churn.query(`create table ${table} (id integer generated always as identity, name text)`)
          await churn.query(`drop table ${table}`)
        }
      })()
      try {
        for (let round = 0; round < 3; round++) {
          const schema = await createTestSchema(url)
          onTestFinished(schema.drop)
          const db = await connectDatabase({ url, dataDir: '', searchPath: schema.name, poolSize: 1 })
          onTestFinished(() => db.destroy())
          await migrateToLatest(db)
          expect(await migrateToLatest(db)).toEqual([])
        }
      } finally {
        churning = false
        await churned
      }
    },
  )
})
