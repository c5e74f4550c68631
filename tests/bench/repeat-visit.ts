// Repeat visits of the installed app: a user who opened /dashboard once (the service worker
// controls the app, the query cache is in IndexedDB, docs/offline.md) comes back to it, offline
// and online in turns. Per visit, measured in the page from navigation start: when the dashboard's
// frame is first painted (the shell), when the user's data is (the persisted data), both possibly
// in the last screen's picture the shell paints (docs/offline.md#last-screen), when the app's own
// frame is live, and online
// when the server's fresh answers arrived and how much the page moved after the data was shown
// (layout shifts, CLS). On an emulated mid-range phone CPU (4x slowdown, as Lighthouse's mobile
// run), then without slowdown. Figures go in reports, never in tests.
//
//   BENCH_REPEAT_RUNS=5       visits per mode (offline, online), taken in turns; medians shown
//   BENCH_REPEAT_CPU=4,1      CPU slowdowns to run with, in order (1: none)
//   BENCH_REPEAT_RTT=562      also an "online, slow network" mode: this round trip added to each
//                             /api request (Lighthouse's slow 4G is 562.5 ms in DevTools' terms)
//   BENCH_REPEAT_ACCOUNTS=titulaire,remplacant   the demo accounts visited
import { cpus, loadavg } from 'node:os'
import { type Browser, type BrowserContext, chromium, devices, type Page } from '@playwright/test'
import { startServer } from './server.ts'
import { demoPassword, signInCookies } from './sign-in.ts'

export interface RepeatVisitBenchOptions {
  root: string
  clientDir: string
  port?: number
}

type Mode = 'offline' | 'online' | 'online-slow'

/** One visit's marks, in ms from navigation start (performance.now() in the page). */
export interface VisitMarks {
  mode: Mode
  /** The dashboard's frame (its section navigation) in the DOM, then at the next frame (≈ painted). */
  shellDomMs: number | null
  shellMs: number | null
  /** The user's own data (the greeting with their name) in the DOM, then painted. */
  dataDomMs: number | null
  dataMs: number | null
  /**
   * The frame drawn by the app itself, live, then painted: until then the shell may show the last
   * screen's picture (public/last-screen.js), which counts for the two marks above but is inert.
   */
  liveDomMs: number | null
  liveMs: number | null
  /** Response end of the first GET /api/user, and of the last /api answer before the marks were read. */
  freshUserMs: number | null
  freshAllMs: number | null
  /** Where the time went before: the shell page's response end, the splash's first paint, DOMContentLoaded. */
  documentMs: number | null
  splashMs: number | null
  domContentLoadedMs: number | null
  /** When the device's copy of the query cache began to be read from IndexedDB, and was read. */
  cacheReadFromMs: number | null
  cacheReadToMs: number | null
  /** The last script asked for before the frame appeared (the app's chunks, from the precache): asked at, loaded at. */
  scriptsAskedMs: number | null
  scriptsMs: number | null
  /** Layout shifts summed after the data was painted, and over the whole visit. */
  clsAfterData: number
  clsTotal: number
  /** Where the visit ended (a guard sending elsewhere shows here). */
  finalPath: string
}

const RUNS = Math.max(1, Number(process.env.BENCH_REPEAT_RUNS ?? 5))
const CPU_RATES = (process.env.BENCH_REPEAT_CPU ?? '4,1')
  .split(',')
  .map(Number)
  .filter((rate) => rate >= 1)
const RTT = Number(process.env.BENCH_REPEAT_RTT ?? 0)
const ACCOUNTS = (process.env.BENCH_REPEAT_ACCOUNTS ?? 'titulaire,remplacant').split(',')

/** The seeded demo accounts (src/server/scripts/seed-demo.ts), with the first name the dashboard greets. */
const demoAccounts: Record<string, { email: string; firstName: string; label: string }> = {
  titulaire: { email: 'titulaire@demo.releve.local', firstName: 'Claire', label: 'practice holder' },
  remplacant: { email: 'remplacant@demo.releve.local', firstName: 'Hugo', label: 'replacement nurse' },
}

// The dashboard layout's section navigation (app/layouts/dashboard-layout.tsx): drawn by the
// frame itself, never by the splash, a public page or the login page. Its label is French: the
// context's locale is fr-FR.
const SHELL_SELECTOR = 'nav[aria-label="Sections du tableau de bord"]'

/**
 * Installed before any script of the page: a MutationObserver notes when the frame and the data
 * first enter the DOM, and a requestAnimationFrame callback the frame where they are painted
 * (rendering follows the rAF callbacks), so that Playwright's polling adds nothing; a
 * PerformanceObserver keeps every layout shift.
 */
function watchMarks({ shell, name }: { shell: string; name: string }) {
  const marks = {
    shellDom: null as number | null,
    shell: null as number | null,
    dataDom: null as number | null,
    data: null as number | null,
    liveDom: null as number | null,
    live: null as number | null,
    shifts: [] as { at: number; value: number; input: boolean }[],
    cacheReadFrom: null as number | null,
    cacheReadTo: null as number | null,
  }
  // When the device's copy is read (query-persistence.ts: idb-keyval's get on "query-cache"):
  // what the first screen waits for besides the code.
  const get = IDBObjectStore.prototype.get
  IDBObjectStore.prototype.get = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['get']>) {
    const request = get.apply(this, args)
    if (this.name === 'query-cache' && marks.cacheReadFrom === null) {
      marks.cacheReadFrom = performance.now()
      request.addEventListener('success', () => {
        marks.cacheReadTo = performance.now()
      })
    }
    return request
  }
  ;(window as unknown as { __repeatVisit: typeof marks }).__repeatVisit = marks
  const dataShown = () => [...document.querySelectorAll('h1')].some((h1) => h1.textContent?.includes(name))
  const check = () => {
    const now = performance.now()
    if (marks.shellDom === null && document.querySelector(shell)) {
      marks.shellDom = now
      requestAnimationFrame(() => {
        marks.shell = performance.now()
      })
    }
    if (marks.dataDom === null && dataShown()) {
      marks.dataDom = now
      requestAnimationFrame(() => {
        marks.data = performance.now()
      })
    }
    if (marks.liveDom === null && document.querySelector(`#root ${shell}`) && !document.getElementById('last-screen')) {
      marks.liveDom = now
      requestAnimationFrame(() => {
        marks.live = performance.now()
      })
    }
    if (marks.shellDom !== null && marks.dataDom !== null && marks.liveDom !== null) observer.disconnect()
  }
  const observer = new MutationObserver(check)
  observer.observe(document, { childList: true, subtree: true, characterData: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      marks.shifts.push({ at: entry.startTime, value: entry.value, input: entry.hadRecentInput })
  }).observe({ type: 'layout-shift', buffered: true })
}

async function readMarks(page: Page, mode: Mode): Promise<VisitMarks> {
  return page.evaluate((visitMode) => {
    const marks = (
      window as unknown as {
        __repeatVisit: {
          shellDom: number | null
          shell: number | null
          dataDom: number | null
          data: number | null
          liveDom: number | null
          live: number | null
          shifts: { at: number; value: number; input: boolean }[]
          cacheReadFrom: number | null
          cacheReadTo: number | null
        }
      }
    ).__repeatVisit
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    const scripts = resources.filter(
      (entry) => new URL(entry.name).pathname.endsWith('.js') && entry.startTime < (marks.shellDom ?? Number.POSITIVE_INFINITY),
    )
    const api = resources.filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
    const user = api.find((entry) => new URL(entry.name).pathname === '/api/user')
    const shown = marks.data ?? Number.POSITIVE_INFINITY
    const sum = (shifts: typeof marks.shifts) => shifts.filter((s) => !s.input).reduce((total, s) => total + s.value, 0)
    return {
      mode: visitMode,
      shellDomMs: marks.shellDom,
      shellMs: marks.shell,
      dataDomMs: marks.dataDom,
      dataMs: marks.data,
      liveDomMs: marks.liveDom,
      liveMs: marks.live,
      freshUserMs: user && user.responseEnd > 0 ? user.responseEnd : null,
      freshAllMs: api.length ? Math.max(...api.map((entry) => entry.responseEnd)) : null,
      documentMs: navigation ? navigation.responseEnd : null,
      splashMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      domContentLoadedMs: navigation ? navigation.domContentLoadedEventEnd || null : null,
      scriptsAskedMs: scripts.length ? Math.max(...scripts.map((entry) => entry.startTime)) : null,
      scriptsMs: scripts.length ? Math.max(...scripts.map((entry) => entry.responseEnd)) : null,
      cacheReadFromMs: marks.cacheReadFrom,
      cacheReadToMs: marks.cacheReadTo,
      clsAfterData: sum(marks.shifts.filter((s) => s.at >= shown)),
      clsTotal: sum(marks.shifts),
      finalPath: location.pathname,
    }
  }, mode)
}

/** The device's copy for the signed-in user (query-persistence.ts) holds their current user. */
function persistedUser(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const owner = localStorage.getItem('releve.cache-owner')
    if (!owner) return false
    const opening = indexedDB.open('releve')
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      opening.onsuccess = () => resolve(opening.result)
      opening.onerror = () => reject(opening.error)
    })
    try {
      if (!db.objectStoreNames.contains('query-cache')) return false
      const store = db.transaction('query-cache').objectStore('query-cache')
      const read = <T>(request: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(request.error)
        })
      const [copies, keys] = await Promise.all([read(store.getAll()), read(store.getAllKeys())])
      const mine = copies.find((_, index) => String(keys[index]).endsWith(`:${owner}`))
      if (typeof mine !== 'string') return false
      const { clientState } = JSON.parse(mine) as { clientState: { queries: { queryKey: unknown }[] } }
      return clientState.queries.some((query) => JSON.stringify(query.queryKey) === '["session","current-user"]')
    } finally {
      db.close()
    }
  })
}

async function pollUntil(probe: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await probe()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`)
}

/** The first visit: online, the dashboard opened, the service worker in control, the cache written. */
async function install(context: BrowserContext, url: string) {
  const page = await context.newPage()
  await page.goto(`${url}/dashboard`, { waitUntil: 'commit', timeout: 60_000 })
  await page.waitForSelector(SHELL_SELECTOR, { state: 'attached', timeout: 60_000 })
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
    }
  })
  await pollUntil(() => persistedUser(page), 15_000, 'the query cache persisted')
  await page.close()
}

/**
 * A cold start of the installed app: every page closed, the service worker stopped (as the
 * browser does with an idle one, so that its start-up is part of the visit), a new page at
 * /dashboard with the CPU slowed down.
 */
async function visit(context: BrowserContext, url: string, mode: Mode, cpuRate: number, name: string): Promise<VisitMarks> {
  for (const open of context.pages()) await open.close()
  await context.setOffline(mode === 'offline')
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.stopAllWorkers')
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
  if (mode === 'online-slow') {
    // The app's navigation is answered by the service worker; what goes to the network here is /api.
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: RTT,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
  }
  await page.addInitScript(watchMarks, { shell: SHELL_SELECTOR, name })
  await page.goto(`${url}/dashboard`, { waitUntil: 'commit' })
  await page
    .waitForFunction(() => (window as unknown as { __repeatVisit?: { live: number | null } }).__repeatVisit?.live != null, null, {
      timeout: 20_000,
      polling: 100,
    })
    .catch(() => {})
  // Online, the fresh answers and anything they move come after: a quiet second and a half.
  await page.waitForTimeout(mode === 'offline' ? 500 : 1500)
  const marks = await readMarks(page, mode)
  await cdp.detach()
  return marks
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

function summary(values: (number | null)[], digits = 0): string {
  const known = values.filter((value): value is number => value !== null)
  if (!known.length) return 'n/a'
  const missing = values.length - known.length
  const f = (value: number) => value.toFixed(digits)
  const without = missing ? ` (${missing} without)` : ''
  return `${f(median(known))} [${f(Math.min(...known))}–${f(Math.max(...known))}]${without}`
}

function report(label: string, visits: VisitMarks[]) {
  const modes: Mode[] = ['offline', 'online', 'online-slow']
  // The slowdown multiplies whatever else the machine runs: its load says how far to trust the figures.
  const load = `load ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`
  console.log(`Repeat visits of /dashboard, ${label}, ${RUNS} per mode (${load}) — median [min–max], ms from navigation start:`)
  for (const mode of modes) {
    const these = visits.filter((v) => v.mode === mode)
    if (!these.length) continue
    const before = [
      `document ${summary(these.map((v) => v.documentMs))}`,
      `splash painted ${summary(these.map((v) => v.splashMs))}`,
      `DOMContentLoaded ${summary(these.map((v) => v.domContentLoadedMs))}`,
      `last script asked ${summary(these.map((v) => v.scriptsAskedMs))}, loaded ${summary(these.map((v) => v.scriptsMs))}`,
      `cache read from ${summary(these.map((v) => v.cacheReadFromMs))} to ${summary(these.map((v) => v.cacheReadToMs))}`,
    ]
    const parts = [
      `shell ${summary(these.map((v) => v.shellMs))}`,
      `data ${summary(these.map((v) => v.dataMs))}`,
      `live ${summary(these.map((v) => v.liveMs))}`,
    ]
    if (mode !== 'offline') {
      parts.push(`fresh /api/user ${summary(these.map((v) => v.freshUserMs))}`)
      parts.push(`last /api answer ${summary(these.map((v) => v.freshAllMs))}`)
    }
    const cls = summary(
      these.map((v) => v.clsAfterData),
      3,
    )
    const clsTotal = summary(
      these.map((v) => v.clsTotal),
      3,
    )
    parts.push(`CLS after data ${cls} (whole visit ${clsTotal})`)
    const elsewhere = these.filter((v) => v.finalPath !== '/dashboard').map((v) => v.finalPath)
    if (elsewhere.length) parts.push(`ended elsewhere: ${elsewhere.join(', ')}`)
    console.log(`  ${mode === 'online-slow' ? `online, +${RTT} ms RTT` : mode}: ${parts.join('; ')}`)
    console.log(`    before: ${before.join('; ')}`)
  }
}

export interface RepeatVisitResult {
  account: string
  cpuRate: number
  visits: VisitMarks[]
}

/** Starts its own server on a fresh data folder; prints one block per account and CPU rate. */
export async function benchRepeatVisits(options: RepeatVisitBenchOptions): Promise<RepeatVisitResult[]> {
  const server = await startServer({ root: options.root, port: options.port ?? 3585, clientDir: options.clientDir })
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-sync'],
  })
  const results: RepeatVisitResult[] = []
  try {
    await server.waitForLog(/Comptes de démonstration créés/)
    const modes: Mode[] = RTT > 0 ? ['offline', 'online', 'online-slow'] : ['offline', 'online']
    for (const key of ACCOUNTS) {
      const account = demoAccounts[key]
      if (!account) throw new Error(`No demo account "${key}" (${Object.keys(demoAccounts).join(', ')})`)
      const cookies = await signInCookies(server.url, account.email, await demoPassword(server, account.email), key)
      const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'fr-FR', serviceWorkers: 'allow' })
      try {
        await context.addCookies(cookies.map((c) => ({ name: c.name, value: c.value, url: server.url, httpOnly: c.httpOnly })))
        await install(context, server.url)
        for (const cpuRate of CPU_RATES) {
          const visits: VisitMarks[] = []
          for (let run = 0; run < RUNS; run++)
            for (const mode of modes) visits.push(await visit(context, server.url, mode, cpuRate, account.firstName))
          report(`${account.label} (${account.email}), CPU ${cpuRate === 1 ? 'not slowed' : `${cpuRate}x slower`}`, visits)
          results.push({ account: key, cpuRate, visits })
        }
      } finally {
        await context.setOffline(false)
        await context.close()
      }
    }
  } finally {
    await browser.close()
    await server.stop()
  }
  return results
}
