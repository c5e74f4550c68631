import { mkdir } from 'node:fs/promises'
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely'
import type { Database } from './database.ts'

export type Db = Kysely<Database>

/** PostgreSQL when a URL is given, else PGlite in dataDir ('memory://' for tests). */
export async function connectDatabase(options: { url?: string | undefined; dataDir: string }): Promise<Db> {
  if (options.url) {
    const { default: pg } = await import('pg')
    const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 })
    // A dropped connection must not crash the process: the pool reconnects on the next query.
    pool.on('error', () => {})
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent')
  const { cube } = await import('@electric-sql/pglite/contrib/cube')
  const { earthdistance } = await import('@electric-sql/pglite/contrib/earthdistance')
  if (!options.dataDir.startsWith('memory://')) await mkdir(options.dataDir, { recursive: true })
  const pglite = await PGlite.create(options.dataDir, { extensions: { pg_trgm, unaccent, cube, earthdistance } })
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) })
}
