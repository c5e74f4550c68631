// Realtime events under load (docs/architecture.md#realtime-events): 1,000 SSE clients (tabs of one
// holder) open on one instance, then spread over two instances on one PostgreSQL; each round a
// nurse applies through the API of the first instance and we time, from the POST, the arrival of
// its `application.updated` on every stream. Reports the servers' RSS with the streams open and the
// p50/p95/max delay. The clients run in this process: their own CPU is part of the delay.
//
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres   the server (a database of its own is made)
//   BENCH_SSE_CLIENTS=1000   BENCH_SSE_ROUNDS=20
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import { memberWithSession, publishedOffer, vapidKeys } from '#tests/api/helpers/instance-fixtures.ts'
import { benchDatabase, unreachable, withoutCredentials } from './postgres-app.ts'
import { spawnApp } from './server.ts'

const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const CLIENTS = Number(process.env.BENCH_SSE_CLIENTS ?? 1000)
const ROUNDS = Number(process.env.BENCH_SSE_ROUNDS ?? 20)

export interface SseBenchOptions {
  root: string
  clientDir: string
  port: number
}

async function startInstance(options: SseBenchOptions, port: number, env: Record<string, string>) {
  const child = spawnApp({
    root: options.root,
    port,
    env: { CLIENT_DIR: options.clientDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env },
    stdout: 'ignore',
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on ${port} exited (${child.exitCode})`)
    if (Date.now() > deadline) throw new Error(`the server on ${port} did not answer`)
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    rssMb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** An SSE client that calls `onData` with each chunk's text; resolves once the headers came. */
function openStream(agent: http.Agent, base: string, token: string, onData: (text: string) => void): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/api/events`, { agent, headers: { Authorization: `Bearer ${token}` } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`GET /api/events: ${response.statusCode}`))
      response.setEncoding('utf8')
      response.on('data', onData)
      resolve(request)
    })
    request.on('error', reject)
  })
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

async function run(options: SseBenchOptions, instances: 1 | 2) {
  const database = await benchDatabase(serverUrl)
  const env = { DATABASE_URL: database.url, APP_KEY: randomBytes(32).toString('base64'), ...vapidKeys() }
  const servers = []
  const streams: http.ClientRequest[] = []
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY })
  try {
    // The first migrates, then the second starts on the migrated database.
    for (let i = 0; i < instances; i++) servers.push(await startInstance(options, options.port + i, env))
    const holder = await memberWithSession(database.db, ['titulaire'])
    const replacementId = await publishedOffer(database.db, holder.id)
    const applicants = []
    for (let i = 0; i < ROUNDS; i++) applicants.push(await memberWithSession(database.db, ['remplacant']))

    // Arrivals of each application's event, by id: found in whatever chunk they come, even before
    // the POST's answer says which id is this round's.
    const idleRss = servers.map((server) => server.rssMb())
    const arrivals = new Map<number, number[]>()
    let waiting: { id: number; done: () => void } | null = null
    const pattern = /"application_id":(\d+),"replacement_id"/g
    for (let i = 0; i < CLIENTS; i++) {
      const server = servers[i % servers.length]
      if (!server) throw new Error('no server')
      streams.push(
        await openStream(agent, server.url, holder.token, (text) => {
          const now = performance.now()
          for (const match of text.matchAll(pattern)) {
            const id = Number(match[1])
            const list = arrivals.get(id) ?? []
            list.push(now)
            arrivals.set(id, list)
            if (waiting?.id === id && list.length === CLIENTS) waiting.done()
          }
        }),
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const rss = servers.map((server) => server.rssMb())

    const delays: number[] = []
    for (const applicant of applicants) {
      const startedAt = performance.now()
      const response = await fetch(`${servers[0]?.url}/api/replacements/${replacementId}/applications`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${applicant.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ message: 'Disponible.' }),
      })
      if (response.status !== 201) throw new Error(`apply: ${response.status} ${await response.text()}`)
      const { application } = (await response.json()) as { application: { id: number } }
      if ((arrivals.get(application.id)?.length ?? 0) < CLIENTS) {
        await Promise.race([
          new Promise<void>((resolve) => {
            waiting = { id: application.id, done: resolve }
          }),
          new Promise((resolve) => setTimeout(resolve, 15_000)),
        ])
        waiting = null
      }
      const times = arrivals.get(application.id) ?? []
      if (times.length < CLIENTS) console.log(`  ${CLIENTS - times.length} streams missed application ${application.id}`)
      for (const time of times) delays.push(time - startedAt)
    }
    delays.sort((a, b) => a - b)
    console.log(
      `SSE, ${CLIENTS} clients on ${instances} instance${instances > 1 ? 's' : ''} (PostgreSQL), ${ROUNDS} POSTs: ` +
        `delay p50 ${percentile(delays, 50).toFixed(0)} ms, p95 ${percentile(delays, 95).toFixed(0)} ms, max ${(delays.at(-1) ?? 0).toFixed(0)} ms ` +
        `(${delays.length} deliveries); server RSS ${rss.map((mb, i) => `${mb.toFixed(0)} MB (${(idleRss[i] ?? 0).toFixed(0)} before the streams)`).join(' + ')}`,
    )
  } finally {
    for (const stream of streams) stream.destroy()
    agent.destroy()
    for (const server of servers) await server.stop()
    await database.drop()
  }
}

/** The bench of `npm run bench` (tests/bench/run.ts calls it). */
export async function benchSse(options: SseBenchOptions): Promise<void> {
  const why = await unreachable(serverUrl)
  if (why) {
    console.log(`SSE bench skipped: PostgreSQL at ${withoutCredentials(serverUrl)} unreachable (${why})`)
    return
  }
  await run(options, 1)
  await run(options, 2)
}

if (import.meta.main) {
  const root = new URL('../../', import.meta.url).pathname
  const clientDir = process.env.BENCH_CLIENT_DIR ?? `${root}dist/client`
  await benchSse({ root, clientDir, port: Number(process.env.BENCH_SSE_PORT ?? 3590) })
}
