// A busy account's lists: GET /api/notifications and GET /api/applications/me for one replacement
// nurse holding 1,000 notifications and 1,000 applications, among 2,000 other accounts holding
// 50 of each, against a real server on PostgreSQL. One client (autocannon -c 1) on each list, its
// pages taken in turns, p50/p95 latency, then the EXPLAIN (ANALYZE, BUFFERS) of each list's main
// query as the server runs it. Figures go in reports, never in tests.
//
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres   the server (a database of its own
//                                                              is created and dropped)
//   BENCH_BUSY_SECONDS=5  BENCH_BUSY_PORT=3575
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createRequire } from 'node:module'
import autocannon from 'autocannon'
import { type CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import type { Database } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { listApplications } from '#server/modules/applications/applications.repository.ts'
import { createPasswordHasher } from '#server/modules/auth/password-hasher.ts'
import { loadCommunes } from '#server/modules/communes/communes.loader.ts'
import { listNotifications } from '#server/modules/notifications/notifications.repository.ts'

const require = createRequire(import.meta.url)
// autocannon reports p90 and p97.5; p95 is read from its latency histogram (HdrHistogram).
const { decodeHist } = require('autocannon/lib/histUtil.js') as {
  decodeHist(encoded: string): { getValueAtPercentile(p: number): number; destroy(): void } | null
}

export interface BusyAccountBenchOptions {
  root: string
  clientDir: string
  port?: number
}

const ROWS = 1000
const OTHERS = 2000
const SECONDS = Number(process.env.BENCH_BUSY_SECONDS ?? 5)
const EMAIL = 'busy@bench.releve.local'
const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/**
 * The busy nurse, OTHERS other replacement nurses and 50 holders with 1,000 published offers; the
 * busy nurse applied to each offer and holds ROWS notifications (a third unread), the others 50
 * applications and 50 notifications each. Set-based SQL, deterministic (setseed).
 */
async function fill(db: Kysely<Database>, password: string): Promise<number> {
  await sql`select setseed(0.42)`.execute(db)
  const hash = await createPasswordHasher().hash(password)
  const busy = await sql<{ id: number }>`
    insert into users (email, password_hash, email_verified_at, status, first_name, last_name, roles, active_role, created_at, updated_at)
    values (${EMAIL}, ${hash}, now(), 'active', 'Banc', 'Occupé', array['remplacant'], 'remplacant', now(), now())
    returning id
  `.execute(db)
  const busyId = busy.rows[0]?.id ?? 0
  await sql`
    insert into users (email, email_verified_at, status, first_name, last_name, roles, active_role, created_at, updated_at)
    select 'bench-' || g || '@bench.releve.local', now(), 'active', 'Prénom', 'Nom ' || g,
      case when g <= ${OTHERS} then array['remplacant'] else array['titulaire'] end,
      case when g <= ${OTHERS} then 'remplacant' else 'titulaire' end, now(), now()
    from generate_series(1, ${OTHERS + 50}) g
  `.execute(db)
  await sql`
    insert into nurses (user_id, care_types, zone_commune_insee, zone_commune_name, radius_km, validated_at)
    select id, array['pansements'], '69123', 'Lyon', 30, now() from users where 'remplacant' = any(roles)
  `.execute(db)
  await sql`
    insert into replacements (author_user_id, status, urgency, commune_insee, commune_name, postal_code, department, lat, lng,
      start_date, end_date, shifts, care_types, patients_per_day, retrocession_percent, housing_offered, vehicle_required,
      software, description, published_at, created_at, updated_at)
    select h.id, 'published', 'normal', '69123', 'Lyon', '69001', '69', 45.758, 4.835,
      current_date + g % 200, current_date + g % 200 + 7, array['matin'], array['pansements'], 20, 80, false, false,
      'Vega', 'Cabinet en centre-ville, tournée surtout à domicile.', now() - interval '3 days', now() - interval '4 days', now()
    from generate_series(1, ${ROWS}) g
    join (select row_number() over (order by id) - 1 as k, id from users where 'titulaire' = any(roles)) h on h.k = g % 50
  `.execute(db)
  // Each application and notification a minute apart, so that the newest-first order is that of time.
  await sql`
    insert into applications (replacement_id, applicant_user_id, status, message, created_at, updated_at)
    select r.id, u.id, (array['pending','pending','declined','withdrawn'])[1 + floor(random() * 4)::int], '',
      now() - (row_number() over ()) * interval '1 minute', now()
    from users u
    join lateral (select id from replacements where u.id = ${busyId} or random() < 0.05 limit ${ROWS}) r on true
    where 'remplacant' = any(u.roles)
    on conflict do nothing
  `.execute(db)
  await sql`
    insert into notifications (user_id, event, data, read_at, created_at)
    select u.id, 'application_declined',
      jsonb_build_object('replacement_id', 1, 'commune_name', 'Lyon', 'start_date', current_date::text,
        'end_date', current_date::text, 'application_id', 1, 'holder_name', 'Nom'),
      case when g % 3 = 0 then null else now() end, now() - g * interval '1 minute'
    from users u
    cross join lateral generate_series(1, case when u.id = ${busyId} then ${ROWS} else 50 end) g
    where 'remplacant' = any(u.roles)
  `.execute(db)
  // As autovacuum would soon after such a load: statistics, and the visibility map that lets
  // index-only scans skip the table.
  await sql`vacuum analyze`.execute(db)
  return busyId
}

async function startServer(root: string, clientDir: string, databaseUrl: string, port: number) {
  const url = `http://localhost:${port}`
  const child: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: url,
      CLIENT_DIR: clientDir,
      DATABASE_URL: databaseUrl,
      APP_KEY: randomBytes(32).toString('base64'),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`)
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

/** Signs in as the web client does (CSRF cookie, POST /api/login) and returns the Cookie header. */
async function signIn(url: string, password: string): Promise<string> {
  const jar = new Map<string, string>()
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? ''
      const at = pair.indexOf('=')
      jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim())
    }
  }
  const header = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  keep(await fetch(`${url}/sanctum/csrf-cookie`))
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Origin: url,
      Cookie: header(),
      'X-XSRF-TOKEN': jar.get('XSRF-TOKEN') ?? '',
    },
    body: JSON.stringify({ email: EMAIL, password }),
  })
  if (!response.ok) throw new Error(`bench sign-in answered ${response.status}: ${await response.text()}`)
  keep(response)
  return header()
}

/** One client on these paths in turns: p50/p95 in ms. */
async function oneClient(url: string, cookie: string, paths: string[]): Promise<string> {
  let next = 0
  const run = (duration: number) =>
    autocannon({
      url,
      connections: 1,
      duration,
      headers: { Cookie: cookie, Accept: 'application/json' },
      requests: [
        { method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] ?? '/api/health' }) },
      ],
      skipAggregateResult: true,
    })
  await run(1) // warm-up: connection, prepared plans, caches
  const result = (await run(SECONDS)) as unknown as { latencies: string; non2xx: number; errors: number }
  const histogram = decodeHist(result.latencies)
  const at = (p: number) => histogram?.getValueAtPercentile(p) ?? Number.NaN
  const figures = `p50 ${at(50)} ms, p95 ${at(95)} ms; ${result.non2xx} non-2xx, ${result.errors} errors`
  histogram?.destroy()
  return figures
}

/** Each query the repository runs for one list, exactly as built, then its plan as PostgreSQL runs it. */
async function explain(databaseUrl: string, list: (db: Kysely<Database>) => Promise<unknown>): Promise<string> {
  const captured: CompiledQuery[] = []
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 })
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') captured.push(event.query)
    },
  })
  try {
    await list(db)
    const plans: string[] = []
    for (const query of captured) {
      const plan = await pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${query.sql}`,
        query.parameters as unknown[],
      )
      plans.push(plan.rows.map((row) => `  ${row['QUERY PLAN']}`).join('\n'))
    }
    return plans.join('\n  --\n')
  } finally {
    await db.destroy()
  }
}

export async function benchBusyAccount(options: BusyAccountBenchOptions): Promise<void> {
  const problem = await admin(serverUrl, async () => null).catch((error: Error) => error.message)
  if (problem) {
    console.log(`Busy account bench skipped: no PostgreSQL at ${serverUrl.replace(/\/\/[^@]*@/, '//')} (${problem})`)
    return
  }
  const name = `releve_bench_${randomBytes(4).toString('hex')}`
  const databaseUrl = new URL(serverUrl)
  databaseUrl.pathname = `/${name}`
  await admin(serverUrl, (client) => client.query(`create database ${name}`))
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl.toString(), max: 2 }) }),
  })
  let server: Awaited<ReturnType<typeof startServer>> | undefined
  try {
    const password = randomBytes(12).toString('base64url')
    await migrateToLatest(db)
    await loadCommunes(db, new Date())
    const busyId = await fill(db, password)
    server = await startServer(options.root, options.clientDir, databaseUrl.toString(), options.port ?? 3575)
    const cookie = await signIn(server.url, password)
    for (const [label, paths] of [
      ['GET /api/notifications', ['/api/notifications', '/api/notifications?page=2', '/api/notifications?unread=true']],
      [
        'GET /api/applications/me',
        ['/api/applications/me', '/api/applications/me?page=2', '/api/applications/me?status=pending'],
      ],
    ] as const) {
      const probe = await fetch(`${server.url}${paths[0]}`, { headers: { Cookie: cookie, Accept: 'application/json' } })
      const body = (await probe.json()) as { count?: number }
      if (!probe.ok) throw new Error(`${paths[0]} answered ${probe.status}: ${JSON.stringify(body)}`)
      console.log(
        `Busy account ${label} (${body.count} rows), one client, ${SECONDS} s: ${await oneClient(server.url, cookie, [...paths])}`,
      )
    }
    console.log(
      `EXPLAIN (ANALYZE, BUFFERS) of GET /api/notifications (first page):\n${await explain(databaseUrl.toString(), (bench) =>
        listNotifications(bench, busyId, { unreadOnly: false, page: 1, perPage: 20 }),
      )}`,
    )
    console.log(
      `EXPLAIN (ANALYZE, BUFFERS) of GET /api/applications/me (first page):\n${await explain(databaseUrl.toString(), (bench) =>
        listApplications(bench, { applicantId: busyId, page: 1, perPage: 20, order: 'newest' }),
      )}`,
    )
  } finally {
    await server?.stop()
    await db.destroy()
    await admin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`))
  }
}
