// What the app's middleware stack costs per request: a bare node:http server and the app
// (`node src/server/main.ts`, embedded database) answer in turn, a few short autocannon runs
// each, alternating so that both see the same machine load; medians of requests per second and
// the app's share of the bare server's rate (docs/architecture.md#scale). Figures go in reports,
// never in tests.
//
//   node tests/bench/http-overhead.ts          alone (run.ts runs it too, unless BENCH_HTTP=0)
//   BENCH_HTTP_ROUNDS=3  BENCH_HTTP_SECONDS=3  BENCH_HTTP_CONNECTIONS=20  BENCH_HTTP_PORT=3580
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import autocannon from 'autocannon'
import { startServer } from './server.ts'

const ROUNDS = Math.max(1, Number(process.env.BENCH_HTTP_ROUNDS ?? 3))
const SECONDS = Math.max(1, Number(process.env.BENCH_HTTP_SECONDS ?? 3))
const CONNECTIONS = Math.max(1, Number(process.env.BENCH_HTTP_CONNECTIONS ?? 20))

// The smallest useful server: a fixed JSON answer, no framework, no middleware.
const BARE_SERVER = `
const body = JSON.stringify({ status: 'ok' })
require('node:http')
  .createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) })
    res.end(body)
  })
  .listen(Number(process.env.PORT), () => console.log('listening'))
`

async function startBareServer(port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['-e', BARE_SERVER], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolveListening, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)))
    child.stdout?.once('data', () => resolveListening())
  })
  return {
    url: `http://localhost:${port}`,
    async stop() {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
    },
  }
}

/** Requests per second over one short run; a run with errors or non-2xx answers is refused. */
async function rate(url: string, seconds: number, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds })
  if (result.errors || result.non2xx || result.timeouts) {
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts`)
  }
  return result.requests.average
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

export async function benchHttpOverhead(options: { root: string; clientDir: string; port: number }): Promise<void> {
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')
  const loadBefore = load()
  const bare = await startBareServer(options.port + 1)
  const app = await startServer({ root: options.root, port: options.port, clientDir: options.clientDir })
  try {
    // Measured once the start-up work (reference data, demo accounts) no longer competes.
    await app.waitForHealth((body) => (body.communes as { status?: string } | undefined)?.status !== 'loading')
    await app.waitForLog(/Comptes de démonstration créés/)
    const targets = [
      { label: 'bare node:http', url: `${bare.url}/` },
      { label: 'app GET /api/health', url: `${app.url}/api/health` },
      { label: 'app GET /api/config', url: `${app.url}/api/config` },
      // As a browser asks: the answer is then read to be measured for compression.
      { label: 'app GET /api/config, Accept-Encoding: br', url: `${app.url}/api/config`, headers: { 'Accept-Encoding': 'br' } },
    ]
    for (const target of targets) await rate(target.url, 1, target.headers) // warm-up (JIT, connections)
    const rates = new Map<string, number[]>(targets.map((t) => [t.label, []]))
    for (let round = 0; round < ROUNDS; round++) {
      for (const target of targets) rates.get(target.label)?.push(await rate(target.url, SECONDS, target.headers))
    }
    const bareMedian = median(rates.get('bare node:http') ?? [])
    console.log(
      `HTTP overhead (${ROUNDS} alternating runs of ${SECONDS} s, ${CONNECTIONS} connections; load average ${loadBefore} before, ${load()} after):`,
    )
    for (const target of targets) {
      const values = rates.get(target.label) ?? []
      const m = median(values)
      const ratio = target.label === 'bare node:http' ? '' : `, ${((m / bareMedian) * 100).toFixed(1)} % of bare`
      console.log(`  ${target.label}: median ${Math.round(m)} req/s [${values.map(Math.round).join(', ')}]${ratio}`)
    }
  } finally {
    await app.stop()
    await bare.stop()
  }
}

if (import.meta.main) {
  const root = new URL('../../', import.meta.url).pathname
  const clientDir = resolve(root, process.env.BENCH_CLIENT_DIR ?? 'dist/client')
  if (!existsSync(join(clientDir, 'index.html'))) throw new Error(`No build in ${clientDir} (npm run build)`)
  await benchHttpOverhead({ root, clientDir, port: Number(process.env.BENCH_HTTP_PORT ?? 3580) })
}
