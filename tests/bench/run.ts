// Prints the figures the foundation is judged on (docs/architecture.md#quality-bars): first-load weight of the
// home page and of the app shell, time from `npm run serve` to a listening server, a healthy API
// and the reference data loaded, then to a healthy API on a restart on that data folder, Lighthouse
// mobile scores of the public pages, /login, /register and the signed-in /dashboard (holder and
// replacement nurse) and /dashboard/replacements, the cost of the middleware stack beside a bare
// node:http server (http-overhead.ts), repeat visits of the installed app (repeat-visit.ts).
// Figures go in reports, never in tests.
//
//   npm run bench                              the build in dist/client (built first if missing)
//   BENCH_CLIENT_DIR=dist/other npm run bench  another build
//   BENCH_RUNS=5 npm run bench                 Lighthouse five times per page, median shown
//   BENCH_BASELINE_DIR=/tmp/prev/dist/client   Lighthouse on that build too (the previous one), served
//                                              beside this one, the runs of a page taken in turns
//   BENCH_REPORT_DIR=/tmp/lh npm run bench     full Lighthouse JSON reports kept there
//   BENCH_SEARCH=0 npm run bench               without the search under load (tests/bench/search.ts)
//   BENCH_SEARCH=only npm run bench            the search under load alone (its options: search.ts)
//   BENCH_BUSY=0 npm run bench                 without a busy account's lists (tests/bench/busy-account.ts)
//   BENCH_BUSY=only npm run bench              a busy account's lists alone
//   BENCH_HTTP=0 npm run bench                 without the HTTP overhead runs (tests/bench/http-overhead.ts)
//   BENCH_PAGES=/login,/dashboard npm run bench  Lighthouse on these pages only (comma-separated)
//   BENCH_LIGHTHOUSE=only npm run bench        Lighthouse alone (with the weights above)
//   BENCH_REPEAT=0 | only npm run bench        without the repeat visits, or those alone (repeat-visit.ts)
//   BENCH_SSE=0 | only npm run bench           without the 1,000 event streams, or those alone (sse.ts)
import { execSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { benchBusyAccount } from './busy-account.ts'
import { benchHttpOverhead } from './http-overhead.ts'
import { type LighthouseResult, lighthouseScores } from './lighthouse.ts'
import { hasPage, pageWeight } from './page-weight.ts'
import { benchRepeatVisits } from './repeat-visit.ts'
import { benchSearch } from './search.ts'
import { type BenchServer, startServer } from './server.ts'
import { type BrowserCookie, type DemoAccount, signInDemo } from './sign-in.ts'
import { benchSse } from './sse.ts'

const port = Number(process.env.BENCH_PORT ?? 3666)
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1))
const reportDir = process.env.BENCH_REPORT_DIR ? resolve(process.env.BENCH_REPORT_DIR) : undefined
const root = new URL('../../', import.meta.url).pathname
const clientDir = resolve(root, process.env.BENCH_CLIENT_DIR ?? 'dist/client')
const baselineDir = process.env.BENCH_BASELINE_DIR ? resolve(process.env.BENCH_BASELINE_DIR) : undefined
const lighthouseOnly = process.env.BENCH_LIGHTHOUSE === 'only'

if (!existsSync(join(clientDir, 'index.html'))) {
  if (process.env.BENCH_CLIENT_DIR) throw new Error(`No build in ${clientDir}`)
  execSync('npm run build', { cwd: root, stdio: 'inherit' })
}
if (reportDir) mkdirSync(reportDir, { recursive: true })
if (process.env.BENCH_BUSY === 'only') {
  await benchBusyAccount({ root, clientDir, port: 3575 })
  process.exit(0)
}
if (baselineDir && !existsSync(join(baselineDir, 'index.html'))) throw new Error(`No build in ${baselineDir}`)
if (process.env.BENCH_SSE === 'only') {
  await benchSse({ root, clientDir, port: 3590 })
  process.exit(0)
}
if (process.env.BENCH_REPEAT === 'only') {
  await benchRepeatVisits({ root, clientDir, port: 3585 })
  process.exit(0)
}
if (process.env.BENCH_SEARCH === 'only') {
  await benchSearch({ root, clientDir, port: 3570 })
  process.exit(0)
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
for (const [label, file] of [
  ['Home', 'index.html'],
  ['App shell', 'shell.html'],
] as const) {
  if (!hasPage(clientDir, file)) continue
  const weight = pageWeight(clientDir, file)
  console.log(
    `${label} (${file}) first-load JS: ${kb(weight.js)} gzip (${weight.jsFiles} files), CSS: ${kb(weight.css)} gzip (${weight.cssFiles} files)`,
  )
}

// The server's own data folder, kept for a restart on it once the first run is over.
const dataDir = mkdtempSync(join(tmpdir(), 'releve-bench-'))
process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }))
const server = await startServer({ root, port, clientDir, dataDir })
try {
  console.log(
    `Serve → listening: ${server.listeningMs.toFixed(0)} ms; → first 200 on /api/health: ${server.healthyMs.toFixed(0)} ms (fresh data dir)`,
  )
  const communesMs = await server.waitForHealth((body) => {
    const communes = body.communes as { status?: string } | undefined
    return communes === undefined || communes.status === 'ok'
  })
  const seeded = await server.waitForLog(/Comptes de démonstration créés/)
  console.log(`Serve → communes loaded: ${communesMs.toFixed(0)} ms; → demo accounts created: ${seeded.ms.toFixed(0)} ms`)

  const baseline = baselineDir ? await startServer({ root, port: port + 1, clientDir: baselineDir }) : undefined
  try {
    await lighthousePages(
      baseline
        ? [
            { label: 'this build', server },
            { label: 'baseline', server: baseline },
          ]
        : [{ label: '', server }],
    )
  } finally {
    await baseline?.stop()
  }
} finally {
  await server.stop()
}

if (lighthouseOnly) process.exit(0)

// A restart on that folder: migrations current, communes and demo accounts already there.
const restarted = await startServer({ root, port, clientDir, dataDir })
console.log(`Restart on that data dir → first 200 on /api/health: ${restarted.healthyMs.toFixed(0)} ms`)
await restarted.stop()

// GET /api/health and /api/config against a bare node:http server, alternating (about a minute).
if (process.env.BENCH_HTTP !== '0') await benchHttpOverhead({ root, clientDir, port: 3580 })

// The replacement search at 50 concurrent on 100,000 offers (PostgreSQL; a line says why when skipped).
if (process.env.BENCH_SEARCH !== '0') await benchSearch({ root, clientDir, port: 3570 })

// One client on a busy account's notifications and applications, 1,000 of each (PostgreSQL; a line says why when skipped).
if (process.env.BENCH_BUSY !== '0') await benchBusyAccount({ root, clientDir, port: 3575 })

// 1,000 event streams on one instance, then on two on PostgreSQL (a line says why when skipped).
if (process.env.BENCH_SSE !== '0') await benchSse({ root, clientDir, port: 3590 })

// The installed app opened again, offline and online in turns (a few minutes).
if (process.env.BENCH_REPEAT !== '0') await benchRepeatVisits({ root, clientDir, port: 3585 })

/**
 * Lighthouse mobile on each page, BENCH_RUNS times, per build served (this one, and the baseline
 * when given: its run of a page comes right after this build's, so that both see the same machine);
 * the median run by performance is shown.
 */
async function lighthousePages(builds: { label: string; server: BenchServer }[]) {
  const accounts = new Map<string, Map<DemoAccount, BrowserCookie[]>>()
  const cookiesFor = async (server: BenchServer, account: DemoAccount) => {
    const byAccount = accounts.get(server.url) ?? new Map<DemoAccount, BrowserCookie[]>()
    accounts.set(server.url, byAccount)
    const known = byAccount.get(account)
    if (known) return known
    const cookies = await signInDemo(server, account)
    byAccount.set(account, cookies)
    return cookies
  }
  const only = process.env.BENCH_PAGES?.split(',')
  const pages: { path: string; account?: DemoAccount }[] = [
    { path: '/' },
    { path: '/about' },
    { path: '/login' },
    { path: '/register' },
    { path: '/pricing' },
    { path: '/dashboard', account: 'titulaire' },
    { path: '/dashboard', account: 'remplacant' },
    { path: '/dashboard/replacements', account: 'remplacant' },
  ]
  for (const page of pages.filter((p) => !only || only.includes(p.path))) {
    const results = new Map<string, LighthouseResult[]>(builds.map((build) => [build.label, []]))
    for (let run = 0; run < runs; run++) {
      for (const build of builds) {
        const name = `${page.path === '/' ? 'home' : page.path.slice(1).replaceAll('/', '-')}${page.account ? `-${page.account}` : ''}`
        results.get(build.label)?.push(
          await lighthouseScores(`${build.server.url}${page.path}`, {
            cookies: page.account ? await cookiesFor(build.server, page.account) : undefined,
            reportDir,
            reportName: `${name}${build.label ? `-${build.label.replace(' ', '-')}` : ''}-${run + 1}`,
          }),
        )
      }
    }
    for (const build of builds) printLighthouse(page.path, page.account, build.label, results.get(build.label) ?? [])
  }
}

function printLighthouse(path: string, account: DemoAccount | undefined, build: string, results: LighthouseResult[]) {
  const failed = results.filter((r) => r.error).map((r) => r.error)
  const measured = results.filter((r) => !r.error).sort((a, b) => a.performance - b.performance)
  const median = measured[Math.floor(measured.length / 2)]
  const label = `${path}${account ? ` (signed in, ${account})` : ''}${build ? ` [${build}]` : ''}`
  if (failed.length) console.log(`Lighthouse could not measure ${failed.length} run(s) of ${label}: ${failed.join(', ')}`)
  if (!median) return
  const all =
    measured.length > 1
      ? ` [each run: performance ${measured.map((r) => r.performance).join(', ')}; TBT ${measured.map((r) => r.tbtMs).join(', ')} ms]`
      : ''
  console.log(
    `Lighthouse mobile ${label}: performance ${median.performance}, accessibility ${median.accessibility}, ` +
      `best practices ${median['best-practices']}, SEO ${median.seo}${all}\n` +
      `  FCP ${median.fcpMs} ms, LCP ${median.lcpMs} ms, TBT ${median.tbtMs} ms, SI ${median.siMs} ms, CLS ${median.cls}; ` +
      `transferred JS ${median.scriptKb} KB, CSS ${median.stylesheetKb} KB` +
      (median.finalUrl.endsWith(path) ? '' : `; ended on ${median.finalUrl}`) +
      (median.failedAudits.length ? `; failed: ${median.failedAudits.join(', ')}` : ''),
  )
}
