import { mkdir } from 'node:fs/promises'
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely'
import type { Database } from './database.ts'

export type Db = Kysely<Database>

export interface ConnectOptions {
  /** postgres:// URL; without it, embedded PGlite in dataDir. */
  url?: string | undefined
  /** PGlite's folder, or 'memory://' (tests). */
  dataDir: string
  /** A PGlite data folder dump to start from instead of an empty cluster (tests: a migrated copy). */
  pgliteSnapshot?: Blob
  /** Schema searched first (tests give each file its own schema on a shared server). */
  searchPath?: string
  /** PostgreSQL connections at most (DATABASE_POOL_SIZE); PGlite has one. */
  poolSize?: number
  /** Told about connections the pool dropped (server restart, network); they are replaced. */
  onPoolError?: (error: Error) => void
}

/**
 * PostgreSQL when a URL is given, else PGlite. Every wait is bounded (docs/security.md R4): a
 * database that is down or stuck gives a quick error (then a 503), never a hung request.
 */
export async function connectDatabase(options: ConnectOptions): Promise<Db> {
  if (options.searchPath !== undefined && !/^[a-z_][a-z0-9_]*$/.test(options.searchPath)) {
    throw new Error(`Invalid schema name: ${options.searchPath}`)
  }
  if (options.url) {
    const { default: pg } = await import('pg')
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      application_name: 'releve',
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
      statement_timeout: 15_000,
      query_timeout: 20_000,
      idle_in_transaction_session_timeout: 30_000,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath},public` } : {}),
    })
    // A dropped connection must not crash the process: the pool opens a new one when needed. The
    // pool listens for errors only on idle clients; one cut while checked out emits 'error' on the
    // client itself, which with no listener is an uncaught exception (node-postgres #1324). So every
    // client gets a listener for life; the query it was running still fails, and becomes a 503.
    pool.on('error', (error) => options.onPoolError?.(error))
    pool.on('connect', (client) => client.on('error', (error) => options.onPoolError?.(error)))
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  }
  const pglite = await createPglite(options.dataDir, options.pgliteSnapshot)
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) })
}

/** An embedded PostgreSQL with the extensions the migrations create, its folder made if needed. */
export async function createPglite(dataDir: string, snapshot?: Blob) {
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent')
  const { cube } = await import('@electric-sql/pglite/contrib/cube')
  const { earthdistance } = await import('@electric-sql/pglite/contrib/earthdistance')
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true })
  return PGlite.create(dataDir, {
    extensions: { pg_trgm, unaccent, cube, earthdistance },
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  })
}
