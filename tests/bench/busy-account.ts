// A busy account's lists: GET /api/notifications and GET /api/applications/me for one replacement
// nurse holding 1,000 notifications and 1,000 applications, among 2,000 other accounts holding
// 50 of each, against a real server on PostgreSQL. One client (autocannon -c 1) on each list, its
// pages taken in turns, p50/p95 latency, then the EXPLAIN (ANALYZE, BUFFERS) of each list's main
// query as the server runs it. Figures go in reports, never in tests.
//
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres   the server (a database of its own
//                                                              is created and dropped)
//   BENCH_BUSY_SECONDS=5  BENCH_BUSY_PORT=3575
import { randomBytes } from 'node:crypto'
import { createRequire } from 'node:module'
import autocannon from 'autocannon'
import { type Kysely, sql } from 'kysely'
import type { Database } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { listApplications } from '#server/modules/applications/applications.repository.ts'
import { createPasswordHasher } from '#server/modules/auth/password-hasher.ts'
import { loadCommunes } from '#server/modules/communes/communes.loader.ts'
import { listNotifications } from '#server/modules/notifications/notifications.repository.ts'
import { benchDatabase, explainQueries, signIn, startServer, unreachable, withoutCredentials } from './postgres-app.ts'

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
const explainList = async (databaseUrl: string, list: (db: Kysely<Database>) => Promise<unknown>) =>
  (await explainQueries(databaseUrl, list)).join('\n  --\n')

export async function benchBusyAccount(options: BusyAccountBenchOptions): Promise<void> {
  const problem = await unreachable(serverUrl)
  if (problem) {
    console.log(`Busy account bench skipped: no PostgreSQL at ${withoutCredentials(serverUrl)} (${problem})`)
    return
  }
  const { url: databaseUrl, db, drop } = await benchDatabase(serverUrl)
  let server: Awaited<ReturnType<typeof startServer>> | undefined
  try {
    const password = randomBytes(12).toString('base64url')
    await migrateToLatest(db)
    await loadCommunes(db, new Date())
    const busyId = await fill(db, password)
    server = await startServer({ ...options, databaseUrl: databaseUrl, port: options.port ?? 3575 })
    const cookie = await signIn(server.url, EMAIL, password)
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
      `EXPLAIN (ANALYZE, BUFFERS) of GET /api/notifications (first page):\n${await explainList(databaseUrl, (bench) =>
        listNotifications(bench, busyId, { unreadOnly: false, page: 1, perPage: 20 }),
      )}`,
    )
    console.log(
      `EXPLAIN (ANALYZE, BUFFERS) of GET /api/applications/me (first page):\n${await explainList(databaseUrl, (bench) =>
        listApplications(bench, { applicantId: busyId, page: 1, perPage: 20, order: 'newest' }),
      )}`,
    )
  } finally {
    await server?.stop()
    await drop()
  }
}
