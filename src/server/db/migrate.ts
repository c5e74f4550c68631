import { sql } from 'kysely'
import { Migrator } from 'kysely/migration'
import type { Db } from './connect.ts'
import { migrations } from './migrations/index.ts'

export async function migrateToLatest(db: Db) {
  // Kysely looks for its migration tables in every schema unless told which one: another schema of
  // the same database (another app, another test file) holding them would make it skip creating
  // its own. Ours live in the first schema of the search_path, where the tables go.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(rows[0]?.schema ? { migrationTableSchema: rows[0].schema } : {}),
  })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error })
  }
  return results ?? []
}
