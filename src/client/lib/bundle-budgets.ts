import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Logger, Plugin } from 'vite'

/** The gzip size a group of routes may load at first, and why it is what it is. */
export interface RouteBudget {
  /** The group, as the build names it. */
  name: string
  /** Route modules of the group: paths under src/client, a whole folder when ending in '/'. */
  routes: string[]
  /** Route modules a route of the group always loads with it (its parent route's: the dashboard's frame). */
  alongside?: string[]
  gzipKb: number
  /** What set the budget or moved it last (docs/architecture.md#bundle-budgets). */
  why: string
}

export interface Budgets {
  /** The code that starts the app: the entry of the build input `entry` (the app shell). */
  appStart: { entry: string; gzipKb: number; why: string }
  routes: RouteBudget[]
}

/** The part of an output chunk the budgets read. */
export interface BudgetChunk {
  type: 'chunk'
  fileName: string
  name: string
  isEntry: boolean
  code: string
  imports: string[]
  moduleIds: string[]
}

export interface FirstLoad {
  /** The app start, or a route module (its path under src/client). */
  label: string
  group: string
  bytes: number
  budgetBytes: number
}

const KB = 1024
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`

/**
 * The first-load JS of the app start and of every route (its chunk, those of the routes it loads
 * alongside, and their static imports, transitively), gzip, each beside its budget; and what is
 * wrong: a route with no budget, a budget with no route, a size over its budget.
 */
export function measureFirstLoads(options: {
  chunks: BudgetChunk[]
  /** The route modules (absolute ids): what the route table imports lazily. */
  routeModules: string[]
  budgets: Budgets
  /** src/client: the budgets name modules from there. */
  root: string
}): { loads: FirstLoad[]; problems: string[] } {
  const { chunks, routeModules, budgets, root } = options
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const gzipped = new Map<string, number>()
  const gzipSize = (chunk: BudgetChunk) => {
    let size = gzipped.get(chunk.fileName)
    if (size === undefined) {
      size = gzipSync(chunk.code).length
      gzipped.set(chunk.fileName, size)
    }
    return size
  }
  const firstLoad = (roots: BudgetChunk[]) => {
    const files = new Set<string>()
    const queue = roots.map((chunk) => chunk.fileName)
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      if (files.has(file)) continue
      files.add(file)
      queue.push(...(byFile.get(file)?.imports ?? []))
    }
    return [...files].reduce((sum, file) => sum + (byFile.has(file) ? gzipSize(byFile.get(file) as BudgetChunk) : 0), 0)
  }
  const local = (id: string) => relative(root, id)
  const chunkOf = (path: string) => chunks.find((chunk) => chunk.moduleIds.some((id) => local(id) === path))
  const matches = (pattern: string, path: string) => (pattern.endsWith('/') ? path.startsWith(pattern) : path === pattern)

  const loads: FirstLoad[] = []
  const problems: string[] = []
  const appStart = chunks.find((chunk) => chunk.isEntry && chunk.name === budgets.appStart.entry)
  if (appStart) {
    loads.push({
      label: 'app start',
      group: 'app start',
      bytes: firstLoad([appStart]),
      budgetBytes: budgets.appStart.gzipKb * KB,
    })
  } else {
    problems.push(`no entry named "${budgets.appStart.entry}" in the build: the app start has no budget`)
  }

  const used = new Set<RouteBudget>()
  for (const path of routeModules.map(local).sort()) {
    // The most precise pattern wins: a file named on its own over its folder.
    const budget = budgets.routes
      .flatMap((group) => group.routes.filter((pattern) => matches(pattern, path)).map((pattern) => ({ group, pattern })))
      .sort((a, b) => b.pattern.length - a.pattern.length)[0]?.group
    if (!budget) {
      problems.push(`the route ${path} has no budget`)
      continue
    }
    used.add(budget)
    const roots = [path, ...(budget.alongside ?? [])].map((module) => {
      const chunk = chunkOf(module)
      if (!chunk) problems.push(`no chunk holds ${module} (route ${path})`)
      return chunk
    })
    const found = roots.filter((chunk) => chunk !== undefined)
    loads.push({ label: path, group: budget.name, bytes: firstLoad(found), budgetBytes: budget.gzipKb * KB })
  }
  for (const group of budgets.routes) if (!used.has(group)) problems.push(`the budget "${group.name}" matches no route`)

  for (const load of loads) {
    if (load.bytes <= load.budgetBytes) continue
    const what = load.label === 'app start' ? 'the app start' : `the route ${load.label} (${load.group})`
    problems.push(`${what} loads ${kb(load.bytes)} of JS (gzip) at first, over its budget of ${kb(load.budgetBytes)}`)
  }
  return { loads, problems }
}

/** One line per group: its largest first load beside its budget. */
function summary(loads: FirstLoad[]): string {
  const largest = new Map<string, FirstLoad>()
  for (const load of loads) {
    const seen = largest.get(load.group)
    if (!seen || load.bytes > seen.bytes) largest.set(load.group, load)
  }
  return [...largest.values()]
    .map((load) => {
      const which = load.label === load.group ? '' : ` (largest: ${load.label})`
      return `  ${load.group}: ${kb(load.bytes)} of ${kb(load.budgetBytes)}${which}`
    })
    .join('\n')
}

/**
 * Fails the client build when the app start or a route loads more JS at first than its budget
 * (docs/architecture.md#bundle-budgets). The budgets live in `budgetsFile`; the route modules are
 * what `routeTable` imports lazily.
 */
export function bundleBudgets(options: { budgetsFile: string; routeTable: string; root: string }): Plugin {
  let logger: Logger | undefined
  let problems: string[] = []
  return {
    name: 'releve:bundle-budgets',
    // The client build only (the prerender step's server build loads nothing in a browser).
    apply: (userConfig, env) => env.command === 'build' && !env.isSsrBuild && !userConfig.build?.ssr,
    configResolved(config) {
      logger = config.logger
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const budgets = JSON.parse(readFileSync(options.budgetsFile, 'utf8')) as Budgets
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk')
        const routeModules = [...(this.getModuleInfo(options.routeTable)?.dynamicallyImportedIds ?? [])]
        const measured = measureFirstLoads({ chunks, routeModules, budgets, root: options.root })
        problems = measured.problems
        logger?.info(
          `First-load JS (gzip) against its budget (${relative(process.cwd(), options.budgetsFile)}):\n${summary(measured.loads)}`,
        )
      },
    },
    // Failed last, once the other plugins have finished the build: failing while the files are
    // written would have the prerender step fail too, on a missing page, and hide this message.
    closeBundle: {
      order: 'post',
      handler() {
        if (!problems.length) return
        throw new Error(
          `Bundle budgets (${options.budgetsFile}):\n  ${problems.join('\n  ')}\n` +
            'Make it smaller, or move the budget and say why in its "why" and in the commit (docs/architecture.md#bundle-budgets).',
        )
      },
    },
  }
}
