import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { build, type Plugin, type ResolvedConfig } from 'vite'
import { LEGAL_DETAILS_FILE, readLegalDetails } from '#shared/legal-details.ts'
import { prerenderedPaths } from '#shared/paths.ts'
import { fillTemplate, outputFileFor, splitHoistables } from './template.ts'

/** A path no route matches: its render is the 404 screen, saved as 404.html for the server. */
const notFoundProbe = '/__releve-not-found__'

/**
 * Writes the public pages as real HTML into the client build (readable without JS, by crawlers,
 * fast to paint), then the 404 page.
 *
 * Why a plugin of our own rather than React Router's framework-mode prerender: framework mode's
 * pages end up missing from the service worker's precache. Here the pages are written in the
 * client build's `closeBundle` with `order: 'pre'`, which runs before vite-plugin-pwa's
 * `closeBundle` (sequential, default order) generates sw.js and globs dist/client: so the pages
 * are precached. The app is rendered from the same `routes` the browser uses, with
 * createStaticHandler + StaticRouterProvider and react-dom/static (see entry-server.tsx).
 */
export function prerender(options: { entry: string }): Plugin {
  let config: ResolvedConfig
  return {
    name: 'releve:prerender',
    // Only the client build: the SSR build below reloads this same config and must not recurse.
    apply: (userConfig, env) => env.command === 'build' && !env.isSsrBuild && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const outDir = resolve(config.root, config.build.outDir)
        // Inside the project (Vite's cache folder), so that the built entry resolves react & co from
        // node_modules; one folder per process, so that two builds at once do not collide.
        const ssrDir = resolve(config.cacheDir, `prerender-ssr-${process.pid}`)
        const started = Date.now()
        try {
          const entryFile = await buildServerEntry(config, options.entry, ssrDir)
          const template = await readFile(join(outDir, 'index.html'), 'utf8')
          const rendered = await renderInWorker(entryFile, [...prerenderedPaths, notFoundProbe])
          for (const path of prerenderedPaths) {
            const { html, status } = pageOf(rendered, path)
            if (status !== 200) throw new Error(`Prerendering ${path} answered ${status}`)
            await writePage(
              outDir,
              outputFileFor(path),
              fillTemplate(template, { ...splitHoistables(html), prerenderedPath: path }),
            )
          }
          const notFound = pageOf(rendered, notFoundProbe)
          if (notFound.status !== 404) throw new Error(`The 404 page rendered with status ${notFound.status}`)
          await writePage(
            outDir,
            '404.html',
            fillTemplate(template, { ...splitHoistables(notFound.html), prerenderedPath: null, noindex: true }),
          )
          // What the pages now say of the operator, for the server to check against its own
          // configuration at start (src/server/legal-details.ts).
          await writeFile(join(outDir, LEGAL_DETAILS_FILE), `${JSON.stringify(readLegalDetails(config.env))}\n`)
          config.logger.info(`prerendered ${prerenderedPaths.length} pages and 404.html in ${Date.now() - started} ms`)
        } finally {
          await rm(ssrDir, { recursive: true, force: true })
        }
      },
    },
  }
}

/** Builds entry-server.tsx for Node with the project's own config (same plugins: Lingui, React…). */
async function buildServerEntry(config: ResolvedConfig, entry: string, ssrDir: string): Promise<string> {
  await build({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'warn',
    build: {
      ssr: entry,
      outDir: ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
    },
  })
  return join(ssrDir, 'entry-server.js')
}

type Rendered = Record<string, { html: string; status: number }>

function pageOf(rendered: Rendered, path: string) {
  const page = rendered[path]
  if (!page) throw new Error(`No render for ${path}`)
  return page
}

/**
 * Renders in a worker thread that is ended afterwards: the app's modules start timers (the query
 * cache's garbage collection, for one) that would keep the build process alive for days, and
 * their module state stays out of Vite's process.
 */
const workerSource = `
import { parentPort, workerData } from 'node:worker_threads'
const { render } = await import(workerData.entryUrl)
const rendered = {}
for (const path of workerData.paths) rendered[path] = await render(path)
parentPort.postMessage(rendered)
`

function renderInWorker(entryFile: string, paths: string[]): Promise<Rendered> {
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(workerSource)}`), {
    workerData: { entryUrl: pathToFileURL(entryFile).href, paths },
  })
  return new Promise<Rendered>((resolvePromise, reject) => {
    worker.once('message', (rendered: Rendered) => resolvePromise(rendered))
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`The prerender worker stopped (exit code ${code})`)))
  }).finally(() => worker.terminate())
}

async function writePage(outDir: string, file: string, html: string) {
  const target = join(outDir, file)
  await mkdir(dirname(target), { recursive: true })
  await writeFile(target, html)
}
