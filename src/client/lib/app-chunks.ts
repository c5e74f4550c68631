import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const source = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url))

/** The prerendered pages' template and entry, the code that starts the app, the shell. */
const publicTemplate = source('index.html')
const publicEntry = source('page-entry.ts')
const startApp = source('start-app.tsx')
/** What `panda codegen` writes (styled-system/): the recipes, patterns and JSX factory. */
const pandaGenerated = /[\\/]styled-system[\\/].*\.js$/
/**
 * What Ark UI's components share, not any component's own machine: Zag's core and DOM helpers,
 * positioning (Floating UI), dismissal, presence, portals, Ark's factory and providers.
 */
const arkShared =
  /[\\/]node_modules[\\/](@floating-ui[\\/]|@zag-js[\\/](core|dom-query|utils|react|types|anatomy|popper|dismissable|interact-outside|focus-visible|presence|aria-hidden|focus-trap|remove-scroll|live-region)[\\/]|@ark-ui[\\/]react[\\/]dist[\\/](utils|providers|_virtual|components[\\/](portal|presence|factory|field|fieldset|anatomy|collection)))/
/** The route table: the pages it loads lazily are the app's, even when a public page asks for one early. */
const routeTable = source('app/routes.tsx')
/**
 * The first screen of a signed-in user: the dashboard's frame and its home, and the schema that
 * checks GET /api/user (with Zod), which the app imports once the answer is in. Public pages never
 * need it; without it here it came as a file of its own, fetched or run one step later (measured
 * slower, docs/decisions/012).
 */
const dashboardModules = [
  source('app/layouts/dashboard-layout.tsx'),
  source('routes/dashboard/home.tsx'),
  source('../shared/user.ts'),
]

/**
 * How the client build is cut into files (docs/decisions/012).
 *
 * Left to itself, the bundler cuts the code that starts the app into some thirty small chunks
 * (every module a lazy page also imports gets one of its own); on a phone each is a request, and
 * the first screen waited on rounds of them. Here:
 *
 * - `page`: what a prerendered public page runs (and the app shares), one chunk; `page-idle`:
 *   what it imports once idle (the service worker's registration, the queued-mutations check);
 * - `start-app`: what starts the app (React, the router, the query cache, the layouts), one chunk,
 *   without what public pages load on their own (their script, and what they import lazily: the
 *   service worker's registration, the queued-mutations check...), so that a public page never
 *   downloads the app for those;
 * - `dashboard`: the first screen of a signed-in user (the dashboard's frame, which every page
 *   of the dashboard needs anyway, and its home), one chunk;
 * - the other lazy pages keep the bundler's own cut.
 *
 * And the app shell (shell.html) asks at once for the code of the dashboard's first screen,
 * where a signed-in user lands, instead of after the app has started.
 */
export function appChunks(): Plugin {
  const imports = new Map<string, readonly string[]>()
  const lazyImports = new Map<string, readonly string[]>()
  let groups: { page: Set<string>; pageIdle: Set<string>; app: Set<string>; dashboard: Set<string> } | undefined
  let base = '/'

  /** Each output chunk's static imports and stylesheets, by file name (set in generateBundle). */
  const chunkImports = new Map<string, { imports: string[]; css: string[] }>()
  const loaded = new Map<string, Set<string>>()
  /** The files a chunk has loaded by the time it runs: itself, its static imports, their stylesheets. */
  function loadedWith(fileName: string): Set<string> {
    let files = loaded.get(fileName)
    if (files) return files
    files = new Set<string>()
    const queue = [fileName]
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      if (files.has(file)) continue
      files.add(file)
      const chunk = chunkImports.get(file)
      for (const sheet of chunk?.css ?? []) files.add(sheet)
      queue.push(...(chunk?.imports ?? []))
    }
    loaded.set(fileName, files)
    return files
  }

  function staticClosure(roots: Iterable<string>): Set<string> {
    const found = new Set<string>()
    const queue = [...roots]
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (found.has(id)) continue
      found.add(id)
      queue.push(...(imports.get(id) ?? []))
    }
    return found
  }

  /** Computed once, when chunks are made: every module has been parsed by then. */
  function moduleGroups() {
    if (groups) return groups
    const page = staticClosure([...imports.keys()].filter((id) => id.startsWith(publicTemplate)))
    // The public page's own entry runs the page: it must stay alone in its entry chunk.
    for (const id of page) if (id.startsWith(publicTemplate) || id === publicEntry) page.delete(id)
    // What a public page imports lazily on its own (the service worker's registration, what tells
    // it whether to start the app...) stays out of the app's chunk, or that page would download the
    // whole app to get it.
    // A form page's own code (prerender/form-pages.ts), which the page asks for beside the app's:
    // it is a page of the app, in its own chunk like the others.
    const appPages = new Set([startApp, ...(lazyImports.get(routeTable) ?? [])])
    const pageLazy = [...page, publicEntry].flatMap((id) => lazyImports.get(id) ?? []).filter((id) => !appPages.has(id))
    // Both loaded by every public page once idle: one chunk too (the catalogs stay one per language).
    const pageIdle = staticClosure(pageLazy.filter((id) => !id.endsWith('.po')))
    for (const id of page) pageIdle.delete(id)
    const publicPageCode = staticClosure([...page, ...pageLazy])
    const app = staticClosure([startApp])
    for (const id of publicPageCode) app.delete(id)
    const dashboard = staticClosure(dashboardModules)
    for (const id of [...publicPageCode, ...app]) dashboard.delete(id)
    // Panda's generated modules (recipes, the JSX factory) that the start-up does not use are
    // shared by the dashboard and public pages: they keep the bundler's cut, or a public page
    // would import the dashboard's whole chunk for a recipe (docs/architecture.md#bundle-budgets).
    for (const id of dashboard) if (pandaGenerated.test(id)) dashboard.delete(id)
    groups = { page, pageIdle, app, dashboard }
    return groups
  }

  return {
    name: 'releve:app-chunks',
    // The client build only (the prerender step's server build has no use for it).
    apply: (userConfig, env) => env.command === 'build' && !env.isSsrBuild && !userConfig.build?.ssr,
    config: () => ({
      build: {
        // A lazy import's preload list leaves out what the importing chunk has already loaded (its
        // static imports, and their stylesheets): the route table's lists, in the app's start, were
        // naming the start's own files again for every page.
        modulePreload: {
          resolveDependencies: (_file: string, deps: string[], { hostId, hostType }: { hostId: string; hostType: string }) =>
            hostType === 'js' ? deps.filter((dep) => !loadedWith(hostId).has(dep)) : deps,
        },
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'page', test: (id: string) => moduleGroups().page.has(id) },
                { name: 'page-idle', test: (id: string) => moduleGroups().pageIdle.has(id) },
                // These sets are already closed over static imports, save what they leave out on purpose.
                { name: 'start-app', test: (id: string) => moduleGroups().app.has(id), includeDependenciesRecursively: false },
                {
                  name: 'dashboard',
                  test: (id: string) => moduleGroups().dashboard.has(id),
                  includeDependenciesRecursively: false,
                },
                // What Ark's components share (Zag's core and DOM helpers, positioning, dismissal,
                // portals…): one file that the pages with a dialog, a menu or a field ask for, rather
                // than a dozen small ones named in every page's preload list.
                { name: 'ark', test: arkShared, minShareCount: 2 },
              ],
            },
          },
        },
      },
    }),
    configResolved(config) {
      base = config.base
    },
    // Before Vite writes the preload lists (its own generateBundle): the chunks' static imports.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        chunkImports.clear()
        loaded.clear()
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue
          const css = [...(file.viteMetadata?.importedCss ?? [])]
          chunkImports.set(file.fileName, { imports: file.imports, css })
        }
      },
    },
    moduleParsed(info) {
      imports.set(info.id, info.importedIds)
      lazyImports.set(info.id, info.dynamicallyImportedIds)
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle
        if (!bundle || !context.filename.endsWith('shell.html')) return
        const chunks = new Map(
          Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])),
        )
        const wanted = new Set<string>()
        const add = (fileName: string) => {
          if (wanted.has(fileName)) return
          wanted.add(fileName)
          for (const imported of chunks.get(fileName)?.imports ?? []) add(imported)
        }
        for (const chunk of chunks.values()) if (chunk.moduleIds.some((id) => dashboardModules.includes(id))) add(chunk.fileName)
        return [...wanted]
          .filter((fileName) => !html.includes(`${base}${fileName}"`))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
            injectTo: 'head' as const,
          }))
      },
    },
  }
}
