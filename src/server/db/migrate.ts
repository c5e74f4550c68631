import { Migrator } from 'kysely/migration'
import type { Db } from './connect.ts'
import { migrations } from './migrations/index.ts'

export async function migrateToLatest(db: Db) {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error })
  }
  return results ?? []
}
