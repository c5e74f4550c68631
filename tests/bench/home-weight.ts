import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** Gzip bytes of the JS and CSS the home page loads before any interaction. */
export function homeWeight(distDir: string) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)]
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)]
  const size = (href: string) => gzipSync(readFileSync(join(distDir, href.replace(/^\//, '')))).length
  const jsFiles = [...new Set(scripts.map((m) => m[1] ?? ''))].filter(Boolean)
  const cssFiles = [...new Set(styles.map((m) => m[1] ?? ''))].filter(Boolean)
  return {
    js: jsFiles.reduce((sum, f) => sum + size(f), 0),
    jsFiles: jsFiles.length,
    css: cssFiles.reduce((sum, f) => sum + size(f), 0),
    cssFiles: cssFiles.length,
  }
}
