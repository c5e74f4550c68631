import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'

/** What pdf.js fetches by name for some PDFs: its folders in pdfjs-dist, and the files kept from each. */
const folders: Record<string, RegExp> = {
  // The 14 standard fonts a PDF may name without embedding them.
  standard_fonts: /\.(pfb|ttf)$|^LICENSE/,
  // The character maps of CJK fonts.
  cmaps: /\.bcmap$|^LICENSE/,
  // The plain JavaScript decoders of JPEG 2000 and JBIG2 images (pdf.js runs without WebAssembly here).
  wasm: /_nowasm_fallback\.js$|^LICENSE_(PDFJS_)?(OPENJPEG|JBIG2)$/,
}

/** The files, by their path under the build (assets/pdfjs-<version>/…), and where they come from. */
function pdfjsFiles(): Map<string, string> {
  const packageJson = createRequire(import.meta.url).resolve('pdfjs-dist/package.json')
  const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }
  const files = new Map<string, string>()
  for (const [folder, keep] of Object.entries(folders)) {
    for (const name of readdirSync(join(dirname(packageJson), folder))) {
      if (keep.test(name)) files.set(`assets/pdfjs-${version}/${folder}/${name}`, join(dirname(packageJson), folder, name))
    }
  }
  return files
}

/**
 * Copies into the build, under assets/pdfjs-<version>/ (a new name with each version, so cached
 * for a year like the other assets), the fonts, character maps and image decoders pdf.js fetches
 * by name, from our origin, when a PDF needs them (src/client/features/documents/components/pdf-document.ts).
 * Served by the dev server from node_modules.
 */
export function pdfjsAssets(): Plugin {
  return {
    name: 'releve:pdfjs-assets',
    // The client only (the prerender step's server build draws no PDF).
    apply: (userConfig, env) => env.command === 'serve' || (!env.isSsrBuild && !userConfig.build?.ssr),
    configureServer(server) {
      const files = pdfjsFiles()
      server.middlewares.use((request, response, next) => {
        const file = files.get((request.url ?? '').split('?')[0]?.slice(1) ?? '')
        if (!file) return next()
        response.setHeader('Content-Type', file.endsWith('.js') ? 'text/javascript' : 'application/octet-stream')
        response.end(readFileSync(file))
      })
    },
    generateBundle(_options, bundle) {
      for (const [fileName, file] of pdfjsFiles()) {
        if (!(fileName in bundle)) this.emitFile({ type: 'asset', fileName, source: readFileSync(file) })
      }
    },
  }
}
