// The public nurse search under load: GET /api/nurses/search around varied communes, one client
// then 50 connections at once, against a real server on PostgreSQL holding 20,000 nurses (most of
// them validated and taking new patients, placed as the population is); p50/p95 latency and the
// EXPLAIN (ANALYZE) of the search query as the server runs it. Figures go in reports,
// never in tests.
//
//   node tests/bench/nurse-search.ts
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres   the server (a database of its own
//                                                              is created and dropped)
//   BENCH_NURSES=20000  BENCH_SEARCH_SECONDS=20  BENCH_SEARCH_CONNECTIONS=50  BENCH_NURSE_SEARCH_PORT=3561
import { createRequire } from 'node:module'
import autocannon from 'autocannon'
import { type Kysely, sql } from 'kysely'
import type { Database } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { loadCommunes } from '#server/modules/communes/communes.loader.ts'
import { findCommunePosition, searchNurses } from '#server/modules/nurse-search/nurse-search.repository.ts'
import { benchDatabase, explainQueries, startServer, unreachable, withoutCredentials } from './postgres-app.ts'

const require = createRequire(import.meta.url)
// autocannon reports p90 and p97.5; p95 is read from its latency histogram (HdrHistogram).
const { decodeHist } = require('autocannon/lib/histUtil.js') as {
  decodeHist(encoded: string): { getValueAtPercentile(p: number): number; destroy(): void } | null
}

const root = new URL('../../', import.meta.url).pathname
const NURSES = Number(process.env.BENCH_NURSES ?? 20_000)
const SECONDS = Number(process.env.BENCH_SEARCH_SECONDS ?? 20)
const CONNECTIONS = Number(process.env.BENCH_SEARCH_CONNECTIONS ?? 50)
const PORT = Number(process.env.BENCH_NURSE_SEARCH_PORT ?? 3561)
const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/**
 * 20,000 nurses in set-based SQL: zones follow the population (most nurses in and around towns),
 * radius 5 to 50 km, two or three care types, 90 % validated and 70 % taking new patients.
 * Deterministic (setseed).
 */
async function fill(db: Kysely<Database>): Promise<void> {
  await sql`select setseed(0.42)`.execute(db)
  await sql`
    create table bench_places as
    select row_number() over (order by population desc, insee)::int as n, insee, name
    from (select distinct on (insee) insee, name, population from communes where type in ('COM', 'ARM') order by insee, id) c
  `.execute(db)
  const places = Number((await sql<{ n: string }>`select count(*) as n from bench_places`.execute(db)).rows[0]?.n ?? 0)
  // power(random(), 3): the first (most populated) places get most of the picks.
  const pick = sql`1 + floor(power(random(), 3) * ${places})::int`
  await sql`
    insert into users (email, email_verified_at, status, first_name, last_name, roles, active_role, created_at, updated_at)
    select 'bench-nurse-' || g || '@bench.releve.local', now(), 'active', 'Prénom', 'Nom ' || g, array['titulaire'], 'titulaire', now(), now()
    from generate_series(1, ${NURSES}) g
  `.execute(db)
  await sql`
    insert into nurses (user_id, care_types, zone_commune_insee, zone_commune_name, radius_km, accepts_new_patients, validated_at)
    select u.id,
      array[(array['pansements','injections','perfusions','prises-de-sang','diabete','soins-d-hygiene'])[1 + floor(random() * 6)::int],
            (array['soins-palliatifs','chimiotherapie','stomies','education-therapeutique'])[1 + floor(random() * 4)::int]],
      p.insee, p.name, 5 + floor(random() * 46)::int, random() < 0.7, case when random() < 0.9 then now() end
    from (select id, ${pick} as n from users where email like 'bench-nurse-%') u
    join bench_places p using (n)
  `.execute(db)
  // As autovacuum would soon after such a load: statistics, and the visibility map that lets
  // index-only scans skip the table.
  await sql`vacuum analyze`.execute(db)
}

/** Searches around the 2,000 most populated communes (where people search most), a care type one time in two. */
async function searchPaths(db: Kysely<Database>, count: number): Promise<string[]> {
  const { rows } = await sql<{ insee: string }>`select insee from bench_places where n <= 2000 order by n`.execute(db)
  const careTypes = ['pansements', 'injections', 'diabete', 'soins-palliatifs']
  return Array.from({ length: count }, (_, i) => {
    const commune = rows[(i * i * 7 + i * 13) % rows.length]?.insee ?? '69266'
    return `/api/nurses/search?commune=${commune}${i % 2 ? `&care_type=${careTypes[i % careTypes.length]}` : ''}`
  })
}

/** The search query exactly as the repository builds it, then its plan as PostgreSQL runs it. */
async function explainSearch(db: Kysely<Database>, databaseUrl: string, commune: string): Promise<string> {
  const point = await findCommunePosition(db, commune)
  if (!point) return `  (no commune ${commune})`
  const [plan] = await explainQueries(
    databaseUrl,
    (bench) => searchNurses(bench, { lat: point.lat, lng: point.lng, careType: 'pansements', page: 1, perPage: 10 }),
    /with matches as/,
  )
  return plan ?? '  (the search query was not seen)'
}

const problem = await unreachable(serverUrl)
if (problem) {
  console.log(`Nurse search bench skipped: no PostgreSQL at ${withoutCredentials(serverUrl)} (${problem})`)
} else {
  const { url: databaseUrl, db, drop } = await benchDatabase(serverUrl)
  let server: Awaited<ReturnType<typeof startServer>> | undefined
  try {
    const started = performance.now()
    await migrateToLatest(db)
    await loadCommunes(db, new Date())
    await fill(db)
    const listed = (
      await sql<{
        n: number
      }>`select count(*)::int as n from nurses where validated_at is not null and accepts_new_patients`.execute(db)
    ).rows[0]?.n
    console.log(
      `Nurse search bench data: ${NURSES} nurses (${listed} listed), in ${((performance.now() - started) / 1000).toFixed(1)} s (PostgreSQL)`,
    )

    server = await startServer({
      root,
      port: PORT,
      databaseUrl,
      // Every search comes from this one address: the per-address limit would measure itself.
      env: { PUBLIC_SEARCH_RATE_LIMIT: '0' },
    })
    const paths = await searchPaths(db, 1000)
    const probe = await fetch(`${server.url}${paths[0]}`)
    const sample = (await probe.json()) as { count?: number; nurses?: unknown[] }
    if (!probe.ok) throw new Error(`search answered ${probe.status}: ${JSON.stringify(sample)}`)
    console.log(`Nurse search sample: ${paths[0]} → ${sample.count} nurses, ${sample.nurses?.length} on the page`)

    let next = 0
    const run = (duration: number, connections: number) =>
      autocannon({
        url: server?.url ?? '',
        connections,
        duration,
        headers: { Accept: 'application/json' },
        requests: [
          { method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] ?? '/api/health' }) },
        ],
        skipAggregateResult: true,
      })
    await run(3, CONNECTIONS) // warm-up: connections, plans, caches
    // One client (each search's own time), then CONNECTIONS at once (the server's throughput).
    for (const [connections, duration] of [
      [1, Math.max(3, Math.round(SECONDS / 2))],
      [CONNECTIONS, SECONDS],
    ] as const) {
      const result = (await run(duration, connections)) as unknown as {
        latencies: string
        totalCompletedRequests: number
        non2xx: number
        errors: number
        duration: number
      }
      const histogram = decodeHist(result.latencies)
      const at = (p: number) => histogram?.getValueAtPercentile(p) ?? Number.NaN
      console.log(
        `Nurse search GET /api/nurses/search, ${connections} concurrent, ${duration} s: p50 ${at(50)} ms, p95 ${at(95)} ms, ` +
          `p99 ${at(99)} ms; ${(result.totalCompletedRequests / result.duration).toFixed(0)} req/s; ` +
          `${result.non2xx} non-2xx, ${result.errors} errors`,
      )
      histogram?.destroy()
    }
    const commune = /commune=([^&]+)/.exec(paths[0] ?? '')?.[1] ?? '69266'
    console.log(
      `EXPLAIN (ANALYZE, BUFFERS) of the nurse search around ${commune}:\n${await explainSearch(db, databaseUrl, commune)}`,
    )
  } finally {
    await server?.stop()
    await drop()
  }
}
