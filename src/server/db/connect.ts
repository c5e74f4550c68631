import { createHash } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import { type CompiledQuery, Kysely, PGliteDialect, PostgresDialect, type QueryResult } from 'kysely'
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
    pool.on('connect', (client) => {
      client.on('error', (error) => options.onPoolError?.(error))
      nameMarkedStatements(client)
    })
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    sources.set(db, { kind: 'postgres', url: options.url, ...(options.searchPath ? { searchPath: options.searchPath } : {}) })
    return db
  }
  const pglite = await createPglite(options.dataDir, options.pgliteSnapshot)
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) })
  sources.set(db, { kind: 'pglite', pglite })
  return db
}

/**
 * Where a Db's connections come from, for the one connection kept outside its pool: the realtime
 * events' LISTEN (modules/events/events.listener.ts, docs/architecture.md#realtime-events).
 */
export type DatabaseSource =
  | { kind: 'postgres'; url: string; searchPath?: string }
  | { kind: 'pglite'; pglite: Awaited<ReturnType<typeof createPglite>> }

const sources = new WeakMap<Db, DatabaseSource>()

export function databaseSource(db: Db): DatabaseSource | undefined {
  return sources.get(db)
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

/**
 * Marks the start of a hot statement's text (executePrepared): on PostgreSQL it is prepared once
 * per connection, under a name derived from its text, then only bound and run — no parsing and,
 * once PostgreSQL settles on a generic plan, no planning per request (docs/architecture.md#scale).
 */
const PREPARED_MARK = '/* prepared */ '

/**
 * Runs a hot read as a named prepared statement (PostgreSQL; PGlite runs it as any other). Only
 * for statements whose text comes from a few fixed shapes: each text is kept prepared on every
 * pooled connection for its life, and whose plan does not depend on the parameters' values
 * (PostgreSQL may switch to one generic plan after five runs).
 */
export async function executePrepared<R>(db: Db, query: CompiledQuery<R>): Promise<QueryResult<R>> {
  return db.executeQuery<R>({ ...query, sql: PREPARED_MARK + query.sql })
}

/** Each marked text's statement name, hashed once for the process: the texts are a few fixed shapes. */
const statementNames = new Map<string, string>()

function statementName(text: string): string {
  let name = statementNames.get(text)
  if (name === undefined) {
    name = `releve_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`
    statementNames.set(text, name)
  }
  return name
}

/** node-postgres sends `{ name, text, values }` as a named statement, parsed once per connection. */
function nameMarkedStatements(client: { query: (...args: never[]) => unknown }): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown
  Object.assign(client, {
    query: (...args: unknown[]) => {
      const [text, values] = args
      if (typeof text === 'string' && Array.isArray(values) && text.startsWith(PREPARED_MARK) && args.length === 2) {
        return query({ name: statementName(text), text, values })
      }
      return query(...args)
    },
  })
}
