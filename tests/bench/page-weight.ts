import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * Gzip bytes of the JS and CSS a page of the build loads before any interaction: its scripts,
 * module preloads and stylesheets (not what a script imports lazily later).
 */
export function pageWeight(distDir: string, htmlFile = 'index.html') {
  const html = readFileSync(join(distDir, htmlFile), 'utf8')
  const scripts = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ]
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

export function hasPage(distDir: string, htmlFile: string): boolean {
  return existsSync(join(distDir, htmlFile))
}
