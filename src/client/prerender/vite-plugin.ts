import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin, type ResolvedConfig } from 'vite'
import { prerenderedPaths } from '../../shared/paths.ts'
import { fillTemplate, outputFileFor, splitHoistables } from './template.ts'

/** What src/client/prerender/entry-server.tsx exports once built for Node. */
interface ServerEntry {
  render(path: string): Promise<{ html: string; status: number }>
}

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
        const ssrDir = resolve(outDir, '..', '.prerender-ssr')
        const started = Date.now()
        try {
          const entry = await buildServerEntry(config, options.entry, ssrDir)
          const template = await readFile(join(outDir, 'index.html'), 'utf8')
          for (const path of prerenderedPaths) {
            const { html, status } = await entry.render(path)
            if (status !== 200) throw new Error(`Prerendering ${path} answered ${status}`)
            await writePage(
              outDir,
              outputFileFor(path),
              fillTemplate(template, { ...splitHoistables(html), prerenderedPath: path }),
            )
          }
          const notFound = await entry.render(notFoundProbe)
          if (notFound.status !== 404) throw new Error(`The 404 page rendered with status ${notFound.status}`)
          await writePage(
            outDir,
            '404.html',
            fillTemplate(template, { ...splitHoistables(notFound.html), prerenderedPath: null, noindex: true }),
          )
          config.logger.info(`prerendered ${prerenderedPaths.length} pages and 404.html in ${Date.now() - started} ms`)
        } finally {
          await rm(ssrDir, { recursive: true, force: true })
        }
      },
    },
  }
}

/** Builds entry-server.tsx for Node with the project's own config (same plugins: Lingui, React…). */
async function buildServerEntry(config: ResolvedConfig, entry: string, ssrDir: string): Promise<ServerEntry> {
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
  // A fresh URL each build, so a watch-mode rebuild does not get the cached module back.
  const url = `${pathToFileURL(join(ssrDir, 'entry-server.js')).href}?t=${Date.now()}`
  return (await import(url)) as ServerEntry
}

async function writePage(outDir: string, file: string, html: string) {
  const target = join(outDir, file)
  await mkdir(dirname(target), { recursive: true })
  await writeFile(target, html)
}
