// The replacement search under load: GET /api/replacements around varied communes
// within 30 km and a date range, 50 connections at once, against a real server on PostgreSQL
// holding 100,000 offers and 20,000 replacement nurses; p50/p95 latency and the EXPLAIN (ANALYZE)
// of the search query as the server runs it. Figures go in reports, never in tests.
//
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres   the server (a database of its own
//                                                              is created and dropped)
//   BENCH_SEARCH_SECONDS=20  BENCH_SEARCH_CONNECTIONS=50  BENCH_SEARCH_OFFERS=100000  BENCH_SEARCH_PORT=3570
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createRequire } from 'node:module'
import autocannon from 'autocannon'
import { type CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import type { Database } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { createPasswordHasher } from '#server/modules/auth/password-hasher.ts'
import { loadCommunes } from '#server/modules/communes/communes.loader.ts'
import { searchReplacementIds } from '#server/modules/replacements/replacements.repository.ts'
import { parisToday } from '#shared/dates.ts'
import { replacementSearchSchema } from '#shared/replacements.ts'

const require = createRequire(import.meta.url)
// autocannon reports p90 and p97.5; p95 is read from its latency histogram (HdrHistogram).
const { decodeHist } = require('autocannon/lib/histUtil.js') as {
  decodeHist(encoded: string): { getValueAtPercentile(p: number): number; destroy(): void } | null
}

export interface SearchBenchOptions {
  root: string
  clientDir: string
  port?: number
}

const OFFERS = Number(process.env.BENCH_SEARCH_OFFERS ?? 100_000)
const NURSES = 20_000
const HOLDERS = 5_000
const SECONDS = Number(process.env.BENCH_SEARCH_SECONDS ?? 20)
const CONNECTIONS = Number(process.env.BENCH_SEARCH_CONNECTIONS ?? 50)
const EMAIL = 'bench@bench.releve.local'

async function reachable(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.end()
    return null
  } catch (error) {
    return (error as Error).message
  }
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/**
 * 25,000 people (20,000 replacement nurses with a zone, 5,000 holders), 100,000 offers and
 * about 100,000 applications, written by set-based SQL (a few seconds). Positions follow the
 * population: most offers are in and around towns, as in life. Deterministic (setseed).
 */
async function fill(db: Kysely<Database>, password: string): Promise<void> {
  await sql`select setseed(0.42)`.execute(db)
  await sql`
    create table bench_places as
    select row_number() over (order by population desc, insee)::int as n, insee, name, postal_code, department, lat, lng
    from (select distinct on (insee) insee, name, postal_code, department, lat, lng, population
          from communes where type in ('COM', 'ARM') order by insee, postal_code) c
  `.execute(db)
  const places = Number((await sql<{ n: string }>`select count(*) as n from bench_places`.execute(db)).rows[0]?.n ?? 0)
  // power(random(), 3): the first (most populated) places get most of the picks.
  const pick = sql`1 + floor(power(random(), 3) * ${places})::int`

  await sql`
    insert into users (email, email_verified_at, status, first_name, last_name, roles, active_role,
      commune_insee, commune_name, lat, lng, created_at, updated_at)
    select 'bench-' || s.g || '@bench.releve.local', now(), 'active', 'Prénom', 'Nom ' || s.g,
      case when s.g <= ${NURSES} then array['remplacant'] else array['titulaire'] end,
      case when s.g <= ${NURSES} then 'remplacant' else 'titulaire' end,
      p.insee, p.name, p.lat, p.lng, now(), now()
    from (select g, ${pick} as n from generate_series(1, ${NURSES + HOLDERS}) g) s
    join bench_places p using (n)
  `.execute(db)
  await sql`
    insert into nurses (user_id, care_types, zone_commune_insee, zone_commune_name, radius_km, urgent_help_opt_in, validated_at)
    select u.id,
      array[(array['pansements','injections','perfusions','prises-de-sang','diabete','soins-d-hygiene'])[1 + floor(random() * 6)::int],
            (array['soins-palliatifs','chimiotherapie','stomies','education-therapeutique'])[1 + floor(random() * 4)::int]],
      u.commune_insee, u.commune_name, (array[10, 20, 30, 50])[1 + floor(random() * 4)::int], random() < 0.4,
      case when random() < 0.9 then now() end
    from users u where u.email like 'bench-%'
  `.execute(db)
  await sql`create table bench_holders as select row_number() over (order by id)::int as n, id from users where 'titulaire' = any(roles)`.execute(
    db,
  )
  await sql`create table bench_nurses as select row_number() over (order by id)::int as n, id from users where 'remplacant' = any(roles)`.execute(
    db,
  )
  await sql`
    insert into replacements (author_user_id, status, urgency, commune_insee, commune_name, postal_code, department, lat, lng,
      start_date, end_date, shifts, care_types, patients_per_day, retrocession_percent, housing_offered, vehicle_required,
      software, description, published_at, created_at, updated_at)
    select h.id,
      case when s.start_offset + s.len < 0 then (array['expired','expired','filled','cancelled'])[1 + floor(s.r1 * 4)::int]
           when s.r1 < 0.82 then 'published' when s.r1 < 0.92 then 'filled' when s.r1 < 0.96 then 'cancelled' else 'draft' end,
      case when s.r2 < 0.85 then 'normal' when s.r2 < 0.95 then 'urgent' else 'immediate' end,
      p.insee, p.name, p.postal_code, p.department, p.lat, p.lng,
      current_date + s.start_offset, current_date + s.start_offset + s.len,
      case floor(s.r3 * 4)::int when 0 then array['matin'] when 1 then array['matin', 'soir'] when 2 then array['journee']
        else array['apres_midi'] end,
      array[(array['pansements','injections','perfusions','prises-de-sang','diabete','soins-d-hygiene','stomies'])[1 + floor(s.r2 * 7)::int]],
      10 + floor(s.r3 * 30)::int, (array[70, 75, 80, 85, 90, 95])[1 + floor(s.r1 * 6)::int], s.r2 < 0.2, s.r3 < 0.35,
      'Vega', 'Cabinet en centre-ville, tournée surtout à domicile.', now() - interval '3 days', now() - interval '4 days', now()
    from (select g, ${pick} as n, 1 + floor(random() * ${HOLDERS})::int as hn, floor(random() * 240)::int - 60 as start_offset,
            floor(random() * 21)::int as len, random() as r1, random() as r2, random() as r3
          from generate_series(1, ${OFFERS}) g) s
    join bench_places p using (n)
    join bench_holders h on h.n = s.hn
  `.execute(db)
  await sql`
    insert into applications (replacement_id, applicant_user_id, status, message, created_at, updated_at)
    select a.replacement_id, n.id, a.status, '', now(), now()
    from (select r.id as replacement_id, 1 + floor(random() * ${NURSES})::int as nn,
            (array['pending','pending','pending','declined','withdrawn'])[1 + floor(random() * 5)::int] as status
          from replacements r cross join generate_series(1, 2) k
          where r.status <> 'draft') a
    join bench_nurses n on n.n = a.nn
    on conflict do nothing
  `.execute(db)
  const hash = await createPasswordHasher().hash(password)
  await sql`
    insert into users (email, password_hash, email_verified_at, status, first_name, last_name, roles, active_role, created_at, updated_at)
    values (${EMAIL}, ${hash}, now(), 'active', 'Banc', 'Essai', array['remplacant'], 'remplacant', now(), now())
  `.execute(db)
  await sql`drop table bench_holders`.execute(db)
  await sql`drop table bench_nurses`.execute(db)
  await sql`analyze`.execute(db)
}

/** The server as production runs it (`node src/server/main.ts`) on the bench database. */
async function startServer(options: SearchBenchOptions & { databaseUrl: string; port: number }) {
  const url = `http://localhost:${options.port}`
  const child: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: options.root,
    env: {
      ...process.env,
      PORT: String(options.port),
      APP_URL: url,
      CLIENT_DIR: options.clientDir,
      DATABASE_URL: options.databaseUrl,
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

/** Search URLs around varied communes (the populated ones people search most), 30 km, date ranges. */
async function searchPaths(db: Kysely<Database>, count: number): Promise<string[]> {
  const { rows } = await sql<{ insee: string }>`select insee from bench_places where n <= 2000 order by n`.execute(db)
  const paths: string[] = []
  const today = parisToday(new Date())
  const day = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10)
  for (let i = 0; i < count; i++) {
    // A spread of communes: big towns often, smaller ones too (deterministic by index).
    const commune = rows[(i * i * 7 + i * 13) % rows.length]?.insee ?? '69266'
    const from = day((i * 11) % 90)
    const to = day(((i * 11) % 90) + 7 + (i % 4) * 7)
    const extra = i % 5 === 0 ? '&shifts=matin' : i % 7 === 0 ? '&sort=start_date' : ''
    paths.push(`/api/replacements?commune=${commune}&radius_km=30&from=${from}&to=${to}${extra}`)
  }
  return paths
}

/** The search query exactly as the repository builds it, then its plan as PostgreSQL runs it. */
async function explainSearch(databaseUrl: string, commune: string): Promise<string> {
  let captured: CompiledQuery | undefined
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 })
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query' && /from replacements r/.test(event.query.sql)) captured ??= event.query
    },
  })
  try {
    const center = (
      await sql<{ lat: number; lng: number }>`select lat, lng from bench_places where insee = ${commune}`.execute(db)
    ).rows[0]
    const today = parisToday(new Date())
    const search = replacementSearchSchema.parse({ commune, radius_km: '30', from: today, to: today.replace(/-\d\d$/, '-28') })
    await searchReplacementIds(db, search, center ?? null, today)
    if (!captured) return '  (the search query was not seen)'
    const plan = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${captured.sql}`,
      captured.parameters as unknown[],
    )
    return plan.rows.map((row) => `  ${row['QUERY PLAN']}`).join('\n')
  } finally {
    await db.destroy()
  }
}

/** Runs the whole search bench; prints a line saying why when PostgreSQL is not there. */
export async function benchSearch(options: SearchBenchOptions): Promise<void> {
  const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const problem = await reachable(serverUrl)
  if (problem) {
    console.log(`Search bench skipped: no PostgreSQL at ${serverUrl.replace(/\/\/[^@]*@/, '//')} (${problem})`)
    return
  }
  const port = Number(process.env.BENCH_SEARCH_PORT ?? options.port ?? 3570)
  // Another process on the port would answer instead of ours: refuse rather than measure it.
  const busy = await fetch(`http://localhost:${port}/api/health`).then(
    () => true,
    () => false,
  )
  if (busy) {
    console.log(`Search bench skipped: port ${port} is already in use (set BENCH_SEARCH_PORT to another one)`)
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
    const started = performance.now()
    await migrateToLatest(db)
    await loadCommunes(db, new Date())
    const password = randomBytes(12).toString('base64url')
    await fill(db, password)
    const counts = (
      await sql<{ offers: number; open: number; nurses: number; applications: number }>`
        select (select count(*)::int from replacements) as offers,
          (select count(*)::int from replacements where status = 'published' and end_date >= current_date) as open,
          (select count(*)::int from nurses n join users u on u.id = n.user_id where 'remplacant' = any(u.roles)) as nurses,
          (select count(*)::int from applications) as applications
      `.execute(db)
    ).rows[0]
    console.log(
      `Search bench data: ${counts?.offers} offers (${counts?.open} open), ${counts?.nurses} replacement nurses, ` +
        `${counts?.applications} applications, in ${((performance.now() - started) / 1000).toFixed(1)} s (PostgreSQL)`,
    )

    server = await startServer({ ...options, databaseUrl: databaseUrl.toString(), port })
    const cookie = await signIn(server.url, password)
    const paths = await searchPaths(db, 1000)
    let next = 0
    const probe = await fetch(`${server.url}${paths[0]}`, { headers: { Cookie: cookie } })
    const sample = (await probe.json()) as { count?: number; replacements?: unknown[] }
    if (!probe.ok) throw new Error(`search answered ${probe.status}: ${JSON.stringify(sample)}`)
    console.log(`Search sample: ${paths[0]} → ${sample.count} offers, ${sample.replacements?.length} on the page`)

    const run = (duration: number, connections = CONNECTIONS) =>
      autocannon({
        url: server?.url ?? '',
        connections,
        duration,
        headers: { Cookie: cookie, Accept: 'application/json' },
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] ?? '/api/replacements' }),
          },
        ],
        skipAggregateResult: true,
      })
    await run(3) // warm-up: connections, plans, caches
    // One request at a time first: what a request costs, without waiting behind others.
    const alone = (await run(5, 1)) as unknown as { latencies: string; totalCompletedRequests: number; duration: number }
    const aloneHistogram = decodeHist(alone.latencies)
    console.log(
      `Search, one connection, 5 s: p50 ${aloneHistogram?.getValueAtPercentile(50)} ms, p95 ${aloneHistogram?.getValueAtPercentile(95)} ms; ` +
        `${(alone.totalCompletedRequests / alone.duration).toFixed(0)} req/s`,
    )
    aloneHistogram?.destroy()
    const result = (await run(SECONDS)) as unknown as {
      latencies: string
      totalCompletedRequests: number
      non2xx: number
      errors: number
      duration: number
    }
    const histogram = decodeHist(result.latencies)
    const at = (p: number) => histogram?.getValueAtPercentile(p) ?? Number.NaN
    console.log(
      `Search GET /api/replacements, ${CONNECTIONS} concurrent, ${SECONDS} s: p50 ${at(50)} ms, p95 ${at(95)} ms, ` +
        `p99 ${at(99)} ms; ${(result.totalCompletedRequests / result.duration).toFixed(0)} req/s; ` +
        `${result.non2xx} non-2xx, ${result.errors} errors`,
    )
    histogram?.destroy()
    const commune = /commune=([^&]+)/.exec(paths[0] ?? '')?.[1] ?? '69266'
    console.log(
      `EXPLAIN (ANALYZE, BUFFERS) of the search around ${commune}, 30 km, this month:\n${await explainSearch(databaseUrl.toString(), commune)}`,
    )
  } finally {
    await server?.stop()
    await db.destroy()
    await admin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`))
  }
}
