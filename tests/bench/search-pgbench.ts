// The search's own SQL run alone by pgbench, at the app's concurrency, on the bench database: what
// PostgreSQL gives without the app, beside what the app gives (search.ts calls it right after
// its runs). Two mixes: the search statement only, and every statement one GET /api/replacements
// sends (the session lookup, the search, the page's offers). Figures go in reports, never in tests.
//
// The statements are captured as the repositories send them (their exact text, the `prepared`
// mark included) for each of the app's search URLs, one pgbench script per statement text (the
// sort and the filters given make the text), weighted by how many URLs have it, and run with
// `-M prepared` since the server sends named prepared statements. pgbench's variables are numbers
// (or constant strings from -D), so a URL's varying values are picked by one random index:
// positions as they are, dates as YYYYMMDD numbers (an ISO 8601 date PostgreSQL reads the same).
// What cannot vary that way is held at the first URL's value and said so (the page's ids in the
// offers' statement). A quoted `:name` in a statement (to_char's 'HH24:MI:SS') would be taken
// for a pgbench variable, so such a literal is sent as E'…' with the colon escaped: same value.
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { type CompiledQuery, Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { Database } from '#server/db/database.ts'
import { sha256 } from '#server/modules/auth/tokens.ts'
import { findCommunePosition } from '#server/modules/communes/commune-positions.ts'
import { findReplacementViews, searchQuery, searchReplacementIds } from '#server/modules/replacements/replacements.repository.ts'
import { findLiveSessionUser } from '#server/modules/sessions/sessions.repository.ts'
import { parisToday } from '#shared/dates.ts'
import { replacementSearchSchema } from '#shared/replacements.ts'

const require = createRequire(import.meta.url)
// How node-postgres writes a parameter as text (a Date as a timestamp with its offset).
const { prepareValue } = require('pg/lib/utils') as { prepareValue(value: unknown): unknown }
const run = promisify(execFile)

export interface PgbenchOptions {
  databaseUrl: string
  /** The app's search URLs (/api/replacements?…), all with a commune. */
  paths: string[]
  /** The signed-in user the app's runs used: its latest live session is the one looked up. */
  email: string
  connections: number
  /**
   * The server's pool (DATABASE_POOL_SIZE): PostgreSQL never sees more than that many at once from
   * the app, so pgbench runs there too, as a second line (0: not run).
   */
  poolSize: number
  seconds: number
  /** The app's figures at `connections` (medians), for the side-by-side line. */
  app: { rate: number; p95: number }
}

interface Statement {
  name: 'session' | 'search' | 'page'
  sql: string
  /** One row of parameters per URL of the script (only the first for statements held constant). */
  parameters: unknown[][]
}

interface Script {
  statements: Statement[]
  /** How many of the app's URLs run this search text. */
  weight: number
}

interface PgbenchFigures {
  tps: number
  latencyAvg: number
  p50: number
  p95: number
  failed: number
  /** Average latency per statement (ms), over all scripts, weighted by their transactions. */
  perStatement: Map<string, number>
}

/** The queries `work` sends, as sent (text and parameters), in order. */
async function capture(databaseUrl: string, work: (db: Kysely<Database>) => Promise<unknown>): Promise<CompiledQuery[]> {
  const captured: CompiledQuery[] = []
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 1 }) }),
    log: (event) => {
      if (event.level === 'query') captured.push(event.query)
    },
  })
  try {
    await work(db)
    return captured
  } finally {
    await db.destroy()
  }
}

/** The scripts: one per search text, each URL's parameters, and the session and page statements. */
async function buildScripts(options: PgbenchOptions): Promise<{ scripts: Script[]; notes: string[] }> {
  const today = parisToday(new Date())
  const notes: string[] = []
  const groups = new Map<string, { urls: string[]; parameters: unknown[][] }>()
  // The app's session: the server sends its token's hash (sha256 of the cookie's token).
  const client = new pg.Client({ connectionString: options.databaseUrl })
  await client.connect()
  const latest = await client
    .query<{ token_hash: string; user_id: number }>(
      `select s.token_hash, s.user_id from sessions s join users u on u.id = s.user_id
       where u.email = $1 and s.revoked_at is null and s.expires_at > now() order by s.created_at desc limit 1`,
      [options.email],
    )
    .finally(() => client.end())
  const { token_hash: tokenHash, user_id: viewerId } = latest.rows[0] ?? {}
  if (!tokenHash || !viewerId) throw new Error(`No live session for ${options.email}: the app's runs sign in first`)
  const live = await capture(options.databaseUrl, (db) => findLiveSessionUser(db, 'bench-token', new Date()))
  const sessionQuery = live[0]
  if (!sessionQuery) throw new Error('findLiveSessionUser sent no query')
  const sessionParameters = sessionQuery.parameters.map((value) => (value === sha256('bench-token') ? tokenHash : value))

  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: options.databaseUrl, max: 1 }) }),
  })
  try {
    for (const path of options.paths) {
      const search = replacementSearchSchema.parse(Object.fromEntries(new URL(path, 'http://bench').searchParams))
      const center = search.commune ? await findCommunePosition(db, search.commune) : undefined
      const around = searchQuery(search, center ?? null, today).around
      if (!around) throw new Error(`Only searches around a commune are run by pgbench: ${path}`)
      const compiled = around.compile(db)
      const group = groups.get(compiled.sql) ?? { urls: [], parameters: [] }
      group.urls.push(path)
      group.parameters.push([...compiled.parameters])
      groups.set(compiled.sql, group)
    }
  } finally {
    await db.destroy()
  }

  const scripts: Script[] = []
  for (const group of groups.values()) {
    // The first URL as the server runs it: the search's exact text (prepared mark included), its page's ids.
    const first = group.urls[0] ?? ''
    const search = replacementSearchSchema.parse(Object.fromEntries(new URL(first, 'http://bench').searchParams))
    let ids: number[] = []
    const sent = await capture(options.databaseUrl, async (db) => {
      const center = search.commune ? await findCommunePosition(db, search.commune) : undefined
      const { hits } = await searchReplacementIds(db, search, center ?? null, today)
      ids = hits.map((hit) => hit.id)
    })
    const searchSent = sent.find((query) => /from replacements r/.test(query.sql))
    if (!searchSent) throw new Error('The search query was not seen')
    const page = (await capture(options.databaseUrl, (db) => findReplacementViews(db, ids, viewerId, today)))[0]
    if (!page) throw new Error(`No offers on the page of ${first}`)
    scripts.push({
      weight: group.urls.length,
      statements: [
        { name: 'session', sql: sessionQuery.sql, parameters: [sessionParameters] },
        { name: 'search', sql: searchSent.sql, parameters: group.parameters },
        { name: 'page', sql: page.sql, parameters: [[...page.parameters]] },
      ],
    })
  }
  notes.push(
    `${scripts.length} search texts over ${options.paths.length} URLs; the page's offers read with each text's first URL's ids ` +
      `(the page's ids are one text parameter, which pgbench variables cannot pick per URL)`,
  )
  return { scripts, notes }
}

/** A pgbench number: dates (YYYY-MM-DD) as YYYYMMDD, which PostgreSQL reads as the same date. */
function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\d$/.test(value)) return Number(value.replaceAll('-', ''))
  return undefined
}

/** The statement's text with its parameters as pgbench variables; quoted `:name`s escaped. */
function pgbenchText(text: string, variable: (index: number) => string): string {
  const quoted = text.replace(/'(?:[^']|'')*'/g, (literal) =>
    /:[A-Za-z_]/.test(literal) ? `E${literal.replaceAll('\\', '\\\\').replaceAll(':', '\\072')}` : literal,
  )
  return `${quoted.replace(/\$(\d+)\b/g, (_, n: string) => `:${variable(Number(n) - 1)}`)};`
}

/** The script files and the -D definitions of their constant strings. */
function writeScripts(dir: string, scripts: Script[], names: Statement['name'][]): { files: string[]; defines: string[] } {
  const files: string[] = []
  const defines: string[] = []
  scripts.forEach((script, s) => {
    const count = script.statements.find((statement) => statement.name === 'search')?.parameters.length ?? 1
    const lines = [`\\set k random(0, ${count - 1})`]
    const body: string[] = []
    for (const statement of script.statements) {
      if (!names.includes(statement.name)) continue
      const variable = (i: number) => `s${s}_${statement.name}_${i}`
      const width = statement.parameters[0]?.length ?? 0
      for (let i = 0; i < width; i++) {
        const values = statement.parameters.map((row) => row[i])
        const same = values.every((value) => value === values[0] || String(value) === String(values[0]))
        const numbers = values.map(asNumber)
        if (same) {
          defines.push('-D', `${variable(i)}=${String(prepareValue(values[0]))}`)
        } else if (numbers.every((value) => value !== undefined)) {
          const cases = numbers.slice(0, -1).map((value, k) => `when :k = ${k} then ${value}`)
          lines.push(`\\set ${variable(i)} case ${cases.join(' ')} else ${numbers.at(-1)} end`)
        } else {
          throw new Error(`A varying parameter pgbench cannot pick: ${String(values[0])}`)
        }
      }
      body.push(pgbenchText(statement.sql, variable))
    }
    const file = join(dir, `search-${names.join('-')}-${s}.sql`)
    writeFileSync(file, `${[...lines, ...body].join('\n')}\n`)
    files.push(`${file}@${script.weight}`)
  })
  return { files, defines }
}

/** One pgbench run; its transactions' latencies from its log (--log: one line each, µs in the 3rd field). */
async function pgbench(
  binary: string,
  options: PgbenchOptions,
  files: string[],
  defines: string[],
  seconds: number,
  names: Statement['name'][],
  clients: number,
  commandFile?: string,
): Promise<PgbenchFigures> {
  const logDir = mkdtempSync(join(tmpdir(), 'releve-pgbench-log-'))
  try {
    const args = [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(seconds),
      '-r',
      '--log',
      `--log-prefix=${join(logDir, 'pgbench')}`,
      ...files.flatMap((file) => ['-f', file]),
      ...defines,
      options.databaseUrl,
    ]
    // By hand, without the log (its folder goes away): `sh <file>`.
    const byHand = [binary, ...args].filter((arg) => !arg.startsWith('--log'))
    if (commandFile) writeFileSync(commandFile, `${byHand.map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ')}\n`)
    const { stdout } = await run(binary, args, { maxBuffer: 64 * 1024 * 1024 })
    const latencies: number[] = []
    for (const file of readdirSync(logDir)) {
      for (const line of readFileSync(join(logDir, file), 'utf8').split('\n')) {
        const micros = Number(line.split(' ')[2])
        if (line && Number.isFinite(micros)) latencies.push(micros / 1000)
      }
    }
    latencies.sort((a, b) => a - b)
    const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? Number.NaN
    // -r: per script, its transactions and each command's average latency, SQL commands in script order.
    const perStatement = new Map<string, { sum: number; weight: number }>()
    for (const section of stdout.split(/^SQL script \d+: /m).slice(1)) {
      const transactions = Number(/ - (\d+) transactions/.exec(section)?.[1] ?? 0)
      const sqlLatencies = [...section.matchAll(/^\s+([\d.]+)\s+\d+\s+(.*)$/gm)]
        .filter((match) => !(match[2] ?? '').startsWith('\\'))
        .map((match) => Number(match[1]))
      sqlLatencies.forEach((ms, i) => {
        const name = names[i] ?? `#${i}`
        const entry = perStatement.get(name) ?? { sum: 0, weight: 0 }
        perStatement.set(name, { sum: entry.sum + ms * transactions, weight: entry.weight + transactions })
      })
    }
    return {
      tps: Number(/^tps = ([\d.]+)/m.exec(stdout)?.[1] ?? Number.NaN),
      latencyAvg: Number(/^latency average = ([\d.]+) ms/m.exec(stdout)?.[1] ?? Number.NaN),
      p50: at(50),
      p95: at(95),
      failed: Number(/^number of failed transactions: (\d+)/m.exec(stdout)?.[1] ?? 0),
      perStatement: new Map([...perStatement].map(([name, { sum, weight }]) => [name, weight ? sum / weight : Number.NaN])),
    }
  } finally {
    rmSync(logDir, { recursive: true, force: true })
  }
}

/** pgbench's path, or null when it is not installed. */
async function findPgbench(): Promise<string | null> {
  const binary = process.env.BENCH_PGBENCH ?? 'pgbench'
  return run(binary, ['--version']).then(
    () => binary,
    () => null,
  )
}

/** Runs both mixes and prints them beside the app's figures; a line says why when pgbench is missing. */
export async function benchSearchPgbench(options: PgbenchOptions): Promise<void> {
  const binary = await findPgbench()
  if (!binary) {
    console.log('Search pgbench skipped: no pgbench (install postgresql-client, or set BENCH_PGBENCH to its path)')
    return
  }
  const version = (await run(binary, ['--version'])).stdout.trim()
  const { scripts, notes } = await buildScripts(options)
  // BENCH_SEARCH_PGBENCH_DIR keeps the scripts (and the command) there, to run pgbench again by hand.
  const kept = process.env.BENCH_SEARCH_PGBENCH_DIR
  const dir = kept ?? mkdtempSync(join(tmpdir(), 'releve-pgbench-'))
  if (kept) mkdirSync(kept, { recursive: true })
  try {
    const mixes = [
      { label: 'search SQL only', names: ['search'] as Statement['name'][] },
      {
        label: 'all statements of one request (session, search, page)',
        names: ['session', 'search', 'page'] as Statement['name'][],
      },
    ]
    const app = options.app
    console.log(
      `Search SQL by pgbench (${version}, -M prepared, 2 threads, ${options.seconds} s, same database, right after the app):\n` +
        `  ${notes.join('\n  ')}`,
    )
    const runs = [
      options.connections,
      ...(options.poolSize > 0 && options.poolSize !== options.connections ? [options.poolSize] : []),
    ]
    for (const [r, clients] of runs.entries()) {
      for (const [m, mix] of mixes.entries()) {
        const { files, defines } = writeScripts(dir, scripts, mix.names)
        // Warm-up as the app had: connections, prepared statements, caches.
        if (r === 0 && m === 0) await pgbench(binary, options, files, defines, 3, mix.names, clients)
        const command = kept ? join(dir, `pgbench-${mix.names.join('-')}-${clients}.sh`) : undefined
        const figures = await pgbench(binary, options, files, defines, options.seconds, mix.names, clients, command)
        const statements = [...figures.perStatement].map(([name, ms]) => `${name} ${ms.toFixed(2)} ms`).join(', ')
        const why = clients === options.connections ? "the app's concurrency" : "the server's pool size"
        console.log(
          `  ${mix.label}, ${clients} clients (${why}): ${figures.tps.toFixed(0)} tps, latency avg ${figures.latencyAvg.toFixed(1)} ms, ` +
            `p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms, ${figures.failed} failed; per statement: ${statements}\n` +
            `    app at ${options.connections} ${app.rate.toFixed(0)} req/s (p95 ${app.p95} ms) / pgbench ${figures.tps.toFixed(0)} tps = ` +
            `${(app.rate / figures.tps).toFixed(2)}`,
        )
      }
    }
  } finally {
    if (!kept) rmSync(dir, { recursive: true, force: true })
  }
}
