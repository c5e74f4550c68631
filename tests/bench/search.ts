// The replacement search under load: GET /api/replacements around varied communes
// within 30 km and a date range (both sorts, some with shifts or care types), 50 connections at
// once, against a real server on PostgreSQL holding 100,000 offers and 20,000 replacement nurses;
// p50/p95 latency and the EXPLAIN (ANALYZE) of the search query as the server runs it, for both
// sorts. Figures go in reports, never in tests.
//
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres   the server (a database of its own
//                                                              is created and dropped)
//   BENCH_OFFERS=1000000  BENCH_NURSES=100000                 more data (set-based SQL: minutes)
//   BENCH_SEARCH_DATABASE=releve_bench_1m                     keep the filled database under this
//                                                              name and reuse it on the next run
//   BENCH_SEARCH_BASELINE=/work/other-checkout                the same runs against that checkout's
//                                                              server too, on the same data, in turns
//   BENCH_SEARCH_ROUNDS=2                                     turns per server; medians are printed
//   BENCH_SEARCH_SECONDS=20  BENCH_SEARCH_CONNECTIONS=50  BENCH_SEARCH_PORT=3570
//   BENCH_SEARCH_PGBENCH=0                                    without the search's own SQL run by pgbench
//                                                              after the app's runs (search-pgbench.ts:
//                                                              same database, clients and seconds; then
//                                                              as many clients as the server's pool)
//   BENCH_PGBENCH=/usr/lib/postgresql/15/bin/pgbench          that pgbench (default: pgbench on the PATH)
//   BENCH_SEARCH_PGBENCH_DIR=/tmp/pgbench-search              keep its scripts and commands there
import { randomBytes } from 'node:crypto'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import autocannon from 'autocannon'
import { Kysely, PostgresDialect, sql } from 'kysely'
import { Migrator } from 'kysely/migration'
import pg from 'pg'
import type { Database } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { migrations } from '#server/db/migrations/index.ts'
import { createPasswordHasher } from '#server/modules/auth/password-hasher.ts'
import { loadCommunes } from '#server/modules/communes/communes.loader.ts'
import { searchReplacementIds } from '#server/modules/replacements/replacements.repository.ts'
import { parisToday } from '#shared/dates.ts'
import { replacementSearchSchema } from '#shared/replacements.ts'
import { admin, explainQueries, signIn, startServer, unreachable, withoutCredentials } from './postgres-app.ts'
import { benchSearchPgbench } from './search-pgbench.ts'

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

const OFFERS = Number(process.env.BENCH_OFFERS ?? process.env.BENCH_SEARCH_OFFERS ?? 100_000)
const NURSES = Number(process.env.BENCH_NURSES ?? 20_000)
const HOLDERS = Math.max(5_000, Math.round(OFFERS / 20))
const ROUNDS = Math.max(1, Number(process.env.BENCH_SEARCH_ROUNDS ?? 1))
const SECONDS = Number(process.env.BENCH_SEARCH_SECONDS ?? 20)
const CONNECTIONS = Number(process.env.BENCH_SEARCH_CONNECTIONS ?? 50)
const EMAIL = 'bench@bench.releve.local'

/**
 * NURSES replacement nurses with a zone and HOLDERS holders, OFFERS offers and about two
 * applications per offer, written by set-based SQL (a few seconds at 100,000 offers, minutes at a
 * million). Positions follow the
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
  // As autovacuum would soon after such a load: statistics, and the visibility map that lets
  // index-only scans skip the table.
  await sql`vacuum analyze`.execute(db)
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
    const extra = [
      i % 5 === 0 ? '&shifts=matin' : '',
      i % 3 === 0 ? '&care_types=pansements,injections' : '',
      i % 4 === 1 ? '&sort=start_date' : '',
    ].join('')
    paths.push(`/api/replacements?commune=${commune}&radius_km=30&from=${from}&to=${to}${extra}`)
  }
  return paths
}

/** The search query exactly as the repository builds it, then its plan as PostgreSQL runs it. */
async function explainSearch(databaseUrl: string, commune: string, sort: 'distance' | 'start_date'): Promise<string> {
  const [plan] = await explainQueries(
    databaseUrl,
    async (db) => {
      const center = (
        await sql<{ lat: number; lng: number }>`select lat, lng from bench_places where insee = ${commune}`.execute(db)
      ).rows[0]
      const today = parisToday(new Date())
      const search = replacementSearchSchema.parse({
        commune,
        radius_km: '30',
        from: today,
        to: today.replace(/-\d\d$/, '-28'),
        sort,
      })
      await searchReplacementIds(db, search, center ?? null, today)
    },
    /from replacements r/,
  )
  return plan ?? '  (the search query was not seen)'
}

interface Figures {
  aloneP50: number
  aloneP95: number
  aloneRate: number
  p50: number
  p95: number
  p99: number
  rate: number
  failures: number
}

/** One server's turn: started on the bench database, warmed up, one connection, then CONNECTIONS. */
async function measure(
  options: SearchBenchOptions & { databaseUrl: string; port: number },
  password: string,
  paths: string[],
): Promise<Figures> {
  const server = await startServer({ ...options, keepLog: true })
  try {
    const cookie = await signIn(server.url, EMAIL, password)
    const probe = await fetch(`${server.url}${paths[0]}`, { headers: { Cookie: cookie } })
    const sample = (await probe.json()) as { count?: number; replacements?: unknown[] }
    if (!probe.ok) throw new Error(`search answered ${probe.status}: ${JSON.stringify(sample)}`)
    console.log(`  sample: ${paths[0]} → ${sample.count} offers, ${sample.replacements?.length} on the page`)
    let next = 0
    const run = async (duration: number, connections: number) => {
      const result = (await autocannon({
        url: server.url,
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
      })) as unknown as { latencies: string; totalCompletedRequests: number; non2xx: number; errors: number; duration: number }
      const histogram = decodeHist(result.latencies)
      const at = (p: number) => histogram?.getValueAtPercentile(p) ?? Number.NaN
      const figures = {
        p50: at(50),
        p95: at(95),
        p99: at(99),
        rate: result.totalCompletedRequests / result.duration,
        failures: result.non2xx + result.errors,
      }
      histogram?.destroy()
      return figures
    }
    await run(3, CONNECTIONS) // warm-up: connections, plans, caches
    // One request at a time first: what a request costs, without waiting behind others.
    const alone = await run(5, 1)
    console.log(`  one connection, 5 s: p50 ${alone.p50} ms, p95 ${alone.p95} ms; ${alone.rate.toFixed(0)} req/s`)
    const loaded = await run(SECONDS, CONNECTIONS)
    console.log(
      `  ${CONNECTIONS} concurrent, ${SECONDS} s: p50 ${loaded.p50} ms, p95 ${loaded.p95} ms, p99 ${loaded.p99} ms; ` +
        `${loaded.rate.toFixed(0)} req/s; ${loaded.failures} non-2xx or errors`,
    )
    return { ...loaded, aloneP50: alone.p50, aloneP95: alone.p95, aloneRate: alone.rate }
  } finally {
    await server.stop()
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

function summary(label: string, runs: Figures[]): string {
  const m = (pick: (f: Figures) => number) => median(runs.map(pick))
  return (
    `${label} (median of ${runs.length}): one connection p50 ${m((f) => f.aloneP50)} ms, p95 ${m((f) => f.aloneP95)} ms; ` +
    `${CONNECTIONS} concurrent p50 ${m((f) => f.p50)} ms, p95 ${m((f) => f.p95)} ms, ${m((f) => f.rate).toFixed(0)} req/s`
  )
}

function connect(url: string): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 2 })
  // Idle connections ended by the baseline's copy (baselineDatabase) are simply replaced.
  pool.on('error', () => {})
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
}

/**
 * The baseline's own database: a copy of the bench data (`create database … template`, seconds),
 * with this checkout's migrations that the baseline does not know undone, so that each server
 * runs on its own schema. Kept as long as the bench database is.
 */
async function baselineDatabase(serverUrl: string, name: string, root: string, passwordHash: string): Promise<string> {
  const copy = `${name}_baseline`
  const url = new URL(serverUrl)
  url.pathname = `/${copy}`
  await admin(serverUrl, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [copy])
    // A template must have no other connection: the bench's own pool to it is idle, so forced out.
    if (found.rowCount === 0) {
      await client.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      )
      await client.query(`create database ${copy} template ${name}`)
    }
  })
  const db = connect(url.toString())
  try {
    const known = (await import(pathToFileURL(join(root, 'src/server/db/migrations/index.ts')).href)) as {
      migrations: Record<string, unknown>
    }
    const last = Object.keys(known.migrations).sort().at(-1)
    if (!last) throw new Error(`No migrations in ${root}`)
    const { error, results } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo(last)
    if (error) throw new Error('The baseline database could not be migrated down', { cause: error })
    if (results && results.length > 0) await sql`vacuum analyze`.execute(db)
    await sql`update users set password_hash = ${passwordHash} where email = ${EMAIL}`.execute(db)
  } finally {
    await db.destroy()
  }
  return url.toString()
}

/** Runs the whole search bench; prints a line saying why when PostgreSQL is not there. */
export async function benchSearch(options: SearchBenchOptions): Promise<void> {
  const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const problem = await unreachable(serverUrl)
  if (problem) {
    console.log(`Search bench skipped: no PostgreSQL at ${withoutCredentials(serverUrl)} (${problem})`)
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
  const kept = process.env.BENCH_SEARCH_DATABASE
  if (kept !== undefined && !/^[a-z_][a-z0-9_]*$/.test(kept)) throw new Error(`Invalid database name: ${kept}`)
  const name = kept ?? `releve_bench_${randomBytes(4).toString('hex')}`
  const databaseUrl = new URL(serverUrl)
  databaseUrl.pathname = `/${name}`
  const exists = await admin(serverUrl, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount === 0) await client.query(`create database ${name}`)
    return found.rowCount !== 0
  })
  const db = connect(databaseUrl.toString())
  const baseline = process.env.BENCH_SEARCH_BASELINE ? resolve(process.env.BENCH_SEARCH_BASELINE) : undefined
  try {
    const started = performance.now()
    // A kept database is filled once; its bench user gets a new password each run.
    const password = randomBytes(12).toString('base64url')
    const hash = await createPasswordHasher().hash(password)
    const filled = exists && (await sql`select 1 from users where email = ${EMAIL}`.execute(db)).rows.length > 0
    if (filled) {
      await sql`update users set password_hash = ${hash} where email = ${EMAIL}`.execute(db)
      // Migrations added since it was filled (the server would apply them at start anyway).
      if ((await migrateToLatest(db)).length > 0) await sql`vacuum analyze`.execute(db)
    } else {
      await migrateToLatest(db)
      await loadCommunes(db, new Date())
      await fill(db, password)
    }
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
        `${counts?.applications} applications, ${filled ? 'kept from an earlier run' : 'written'} in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s (PostgreSQL)`,
    )
    const paths = await searchPaths(db, 1000)
    const baselineUrl = baseline ? await baselineDatabase(serverUrl, name, baseline, hash) : undefined
    const targets = [
      ...(baseline && baselineUrl ? [{ label: `Baseline (${baseline})`, root: baseline, databaseUrl: baselineUrl }] : []),
      { label: 'This checkout', root: options.root, databaseUrl: databaseUrl.toString() },
    ]
    const figures = new Map<string, Figures[]>(targets.map((target) => [target.label, []]))
    // In turns, so that the machine's other load falls on both alike.
    for (let round = 1; round <= ROUNDS; round++) {
      for (const target of targets) {
        console.log(`Search GET /api/replacements, ${target.label}, turn ${round}:`)
        const result = await measure({ ...options, root: target.root, databaseUrl: target.databaseUrl, port }, password, paths)
        figures.get(target.label)?.push(result)
      }
    }
    for (const target of targets) console.log(summary(target.label, figures.get(target.label) ?? []))
    // The same searches' SQL without the app, by pgbench, beside this checkout's figures.
    if (process.env.BENCH_SEARCH_PGBENCH !== '0') {
      const ours = figures.get('This checkout') ?? []
      await benchSearchPgbench({
        databaseUrl: databaseUrl.toString(),
        paths,
        email: EMAIL,
        connections: CONNECTIONS,
        poolSize: Number(process.env.DATABASE_POOL_SIZE ?? 10),
        seconds: SECONDS,
        app: { rate: median(ours.map((f) => f.rate)), p95: median(ours.map((f) => f.p95)) },
      })
    }
    // The busiest commune of the mix, and the least populated one, where walking the start-date index and
    // filtering by position would read most of the country's offers.
    const small = (await sql<{ insee: string }>`select insee from bench_places order by n desc limit 1`.execute(db)).rows[0]
      ?.insee
    const busiest = /commune=([^&]+)/.exec(paths[0] ?? '')?.[1] ?? '69266'
    for (const commune of small ? [busiest, small] : [busiest]) {
      for (const sort of ['distance', 'start_date'] as const) {
        console.log(
          `EXPLAIN (ANALYZE, BUFFERS) of the search around ${commune}, 30 km, this month, sort=${sort}:\n` +
            (await explainSearch(databaseUrl.toString(), commune, sort)),
        )
      }
    }
  } finally {
    await db.destroy()
    if (kept === undefined) {
      await admin(serverUrl, async (client) => {
        await client.query(`drop database if exists ${name} with (force)`)
        await client.query(`drop database if exists ${name}_baseline with (force)`)
      })
    }
  }
}
