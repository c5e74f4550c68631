// What the benches on PostgreSQL share (search.ts, busy-account.ts, nurse-search.ts): the
// server's admin database, the app started as production runs it on a bench database, a
// signed-in client, and the plans of the queries a repository runs.
import { randomBytes } from 'node:crypto'
import { type CompiledQuery, Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { Database } from '#server/db/database.ts'
import { spawnApp } from './server.ts'
import { cookieHeader, signInCookies } from './sign-in.ts'

/** One client on the server's admin database (`BENCH_PG_URL`) for `work`, then closed. */
export async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** Why PostgreSQL at `url` cannot be reached, or null when it can. */
export const unreachable = (url: string): Promise<string | null> =>
  admin(url, async () => null).catch((error: Error) => error.message)

/** The server's address without its credentials, for a message. */
export const withoutCredentials = (url: string) => url.replace(/\/\/[^@]*@/, '//')

export interface PostgresAppOptions {
  root: string
  port: number
  databaseUrl: string
  /** The web build it serves; CLIENT_DIR is left as it is without it. */
  clientDir?: string
  /** More environment, e.g. PUBLIC_SEARCH_RATE_LIMIT. */
  env?: Record<string, string>
  /** Keep the last lines of its log (warnings and errors) for the error when it exits before answering. */
  keepLog?: boolean
}

/** The server as production runs it (`node src/server/main.ts`) on the bench database; SIGTERM stops it. */
export async function startServer(options: PostgresAppOptions) {
  const url = `http://localhost:${options.port}`
  const child = spawnApp({
    root: options.root,
    port: options.port,
    env: {
      ...(options.clientDir === undefined ? {} : { CLIENT_DIR: options.clientDir }),
      DATABASE_URL: options.databaseUrl,
      APP_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ...options.env,
    },
    stdout: options.keepLog ? 'pipe' : 'ignore',
  })
  let log = ''
  child.stdout?.setEncoding('utf8')
  child.stdout?.on('data', (chunk: string) => {
    log = (log + chunk).slice(-4000)
  })
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})${options.keepLog ? `: ${log}` : ''}`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/**
 * A database of its own on the server (`releve_bench_<random>`), and a client on it; `drop` closes
 * the client and drops the database.
 */
export async function benchDatabase(serverUrl: string) {
  const name = `releve_bench_${randomBytes(4).toString('hex')}`
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  await admin(serverUrl, (client) => client.query(`create database ${name}`))
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.toString(), max: 2 }) }),
  })
  return {
    url: url.toString(),
    db,
    drop: async () => {
      await db.destroy()
      await admin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`))
    },
  }
}

/** Signs in as the web client does (CSRF cookie, POST /api/login) and returns the Cookie header. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  return cookieHeader(await signInCookies(url, email, password, 'bench'))
}

/**
 * The queries `work` runs through the repository, exactly as built (all of them, or the first that
 * matches `only`), then the plan of each as PostgreSQL runs it: `EXPLAIN (ANALYZE, BUFFERS)`,
 * each line indented.
 */
export async function explainQueries(
  databaseUrl: string,
  work: (db: Kysely<Database>) => Promise<unknown>,
  only?: RegExp,
): Promise<string[]> {
  const captured: CompiledQuery[] = []
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 })
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level !== 'query') return
      if (!only) captured.push(event.query)
      else if (captured.length === 0 && only.test(event.query.sql)) captured.push(event.query)
    },
  })
  try {
    await work(db)
    const plans: string[] = []
    for (const query of captured) {
      const plan = await pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${query.sql}`,
        query.parameters as unknown[],
      )
      plans.push(plan.rows.map((row) => `  ${row['QUERY PLAN']}`).join('\n'))
    }
    return plans
  } finally {
    await db.destroy()
  }
}
