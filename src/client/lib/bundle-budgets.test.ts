import { randomBytes } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { type BudgetChunk, type Budgets, measureFirstLoads } from './bundle-budgets.ts'

const root = '/app/src/client'

/** A chunk of about `kb` KB gzip (random text does not compress). */
function chunk(fileName: string, kb: number, options: Partial<BudgetChunk> = {}): BudgetChunk {
  return {
    type: 'chunk',
    fileName,
    name: fileName.replace(/\.js$/, ''),
    isEntry: false,
    code: randomBytes(Math.round((kb * 1024) / 2)).toString('hex'),
    imports: [],
    moduleIds: [],
    ...options,
  }
}

const gzip = (...chunks: BudgetChunk[]) => chunks.reduce((sum, c) => sum + gzipSync(c.code).length, 0)

// The shell starts the app; two public pages share a chunk; a dashboard page comes with its frame.
const react = chunk('react.js', 40)
const startApp = chunk('start-app.js', 20, { imports: ['react.js'] })
const shell = chunk('shell.js', 1, { isEntry: true, name: 'shell', imports: ['start-app.js'] })
const shared = chunk('shared.js', 10, { imports: ['react.js'] })
const home = chunk('home.js', 5, { imports: ['shared.js', 'react.js'], moduleIds: [`${root}/routes/public/home.tsx`] })
const about = chunk('about.js', 2, { imports: ['shared.js'], moduleIds: [`${root}/routes/public/about.tsx`] })
const frame = chunk('dashboard.js', 15, {
  imports: ['start-app.js'],
  moduleIds: [`${root}/app/layouts/dashboard-layout.tsx`, `${root}/routes/dashboard/home.tsx`],
})
const settings = chunk('settings.js', 8, { imports: ['react.js'], moduleIds: [`${root}/routes/dashboard/settings.tsx`] })
const chunks = [react, startApp, shell, shared, home, about, frame, settings]
const routeModules = ['routes/public/home.tsx', 'routes/public/about.tsx', 'routes/dashboard/settings.tsx'].map(
  (path) => `${root}/${path}`,
)

const budgets = (overrides: Partial<Record<'appStart' | 'public' | 'about' | 'dashboard', number>> = {}): Budgets => ({
  appStart: { entry: 'shell', gzipKb: overrides.appStart ?? 100, why: 'test' },
  routes: [
    { name: 'public pages', routes: ['routes/public/'], gzipKb: overrides.public ?? 100, why: 'test' },
    { name: 'about', routes: ['routes/public/about.tsx'], gzipKb: overrides.about ?? 100, why: 'test' },
    {
      name: 'dashboard',
      routes: ['routes/dashboard/'],
      alongside: ['app/layouts/dashboard-layout.tsx'],
      gzipKb: overrides.dashboard ?? 100,
      why: 'test',
    },
  ],
})

describe('measureFirstLoads', () => {
  it('counts an entry or a route chunk with its static imports, transitively, each file once, gzip', () => {
    const { loads, problems } = measureFirstLoads({ chunks, routeModules, budgets: budgets(), root })
    expect(problems).toEqual([])
    expect(loads).toEqual([
      { label: 'app start', group: 'app start', bytes: gzip(shell, startApp, react), budgetBytes: 100 * 1024 },
      {
        label: 'routes/dashboard/settings.tsx',
        group: 'dashboard',
        bytes: gzip(settings, react, frame, startApp),
        budgetBytes: 100 * 1024,
      },
      // The most precise pattern wins: the page named on its own over its folder.
      { label: 'routes/public/about.tsx', group: 'about', bytes: gzip(about, shared, react), budgetBytes: 100 * 1024 },
      { label: 'routes/public/home.tsx', group: 'public pages', bytes: gzip(home, shared, react), budgetBytes: 100 * 1024 },
    ])
  })

  it('names the route, its size and its budget when one is over', () => {
    const { problems } = measureFirstLoads({ chunks, routeModules, budgets: budgets({ public: 20, dashboard: 30 }), root })
    const homeKb = (gzip(home, shared, react) / 1024).toFixed(1)
    const settingsKb = (gzip(settings, react, frame, startApp) / 1024).toFixed(1)
    expect(problems).toEqual([
      `the route routes/dashboard/settings.tsx (dashboard) loads ${settingsKb} KB of JS (gzip) at first, over its budget of 30.0 KB`,
      `the route routes/public/home.tsx (public pages) loads ${homeKb} KB of JS (gzip) at first, over its budget of 20.0 KB`,
    ])
  })

  it('fails the app start over its budget', () => {
    const { problems } = measureFirstLoads({ chunks, routeModules, budgets: budgets({ appStart: 10 }), root })
    expect(problems).toEqual([
      expect.stringMatching(/^the app start loads \d+\.\d KB of JS \(gzip\) at first, over its budget of 10\.0 KB$/),
    ])
  })

  it('refuses a route without a budget, a budget without a route, and an app start it cannot find', () => {
    const { problems } = measureFirstLoads({
      chunks: chunks.filter((c) => c !== shell),
      routeModules: [...routeModules, `${root}/routes/admin/users.tsx`],
      budgets: { ...budgets(), routes: [...budgets().routes, { name: 'old', routes: ['routes/gone/'], gzipKb: 1, why: 'test' }] },
      root,
    })
    expect(problems).toEqual([
      'no entry named "shell" in the build: the app start has no budget',
      'the route routes/admin/users.tsx has no budget',
      'the budget "old" matches no route',
    ])
  })
})
