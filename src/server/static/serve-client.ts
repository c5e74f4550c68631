import { createReadStream, type Stats } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { Context, Handler } from 'hono'
import { isAppPath } from '#shared/paths.ts'
import { appendVary, type Encoding, isCompressible, pickEncoding } from '../http/encoding.ts'
import type { AppEnv } from '../http/types.ts'
import { cacheControlFor, REVALIDATE } from './cache-policy.ts'
import { CompressedCache } from './compressed-cache.ts'
import { contentTypeOf } from './content-types.ts'

interface Found {
  file: string
  stats: Stats
  /** Path inside the build folder, for the cache policy. */
  relative: string
}

/**
 * A page of the build that the server completes at request time (the home page's sections): an
 * answer, or undefined to serve the file as it is.
 */
export type PageRenderer = (c: Context<AppEnv>, requestedPath: string, file: string) => Promise<Response | undefined>

/**
 * Serves the built PWA (GET and HEAD; Hono answers HEAD with the GET handler minus the body):
 *
 * - a file of the build as it is: /assets/* immutable for a year, pages, sw.js, the manifest and
 *   Workbox files revalidated every time, other public files for a day;
 * - /about → about/index.html when the prerender step wrote it;
 * - any other route of the app (isAppPath) → shell.html, the app shell, with 200: it holds no
 *   page's content (index.html is the prerendered home page, which must never flash on
 *   /dashboard); builds without a shell fall back to index.html;
 * - anything else → 404.html (the app's 404 page, or the shell if there is none) with 404.
 *
 * Precompressed .br/.gz twins are used when present, else text is compressed once and kept in
 * memory. Paths are decoded once and must stay inside the build folder; dot files are never served.
 */
export function serveClient(root: string, renderPage?: PageRenderer): Handler<AppEnv> {
  const base = path.resolve(root)
  const cache = new CompressedCache()

  return async (c) => {
    const requested = decodePath(new URL(c.req.url).pathname)
    const target = requested === undefined ? undefined : resolveInside(base, requested)

    if (requested !== undefined && target !== undefined) {
      const direct = requested.endsWith('/') ? undefined : await findFile(base, target)
      const found = direct ?? (await findFile(base, path.join(target, 'index.html')))
      if (found) {
        const rendered = renderPage && found.relative.endsWith('.html') ? await renderPage(c, requested, found.file) : undefined
        return rendered ?? sendFile(c, cache, found, 200, cacheControlFor(found.relative))
      }
      if (isAppPath(requested)) {
        const shell = await findShell(base)
        if (shell) return sendFile(c, cache, shell, 200, REVALIDATE)
      }
    }

    const notFoundPage = (await findFile(base, path.join(base, '404.html'))) ?? (await findShell(base))
    if (notFoundPage) return sendFile(c, cache, notFoundPage, 404, REVALIDATE)
    return c.text('Not found', 404)
  }
}

async function findShell(base: string): Promise<Found | undefined> {
  return (await findFile(base, path.join(base, 'shell.html'))) ?? (await findFile(base, path.join(base, 'index.html')))
}

function decodePath(pathname: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined
  // No '..' (even one that arrived as %2e%2e or %2F-separated) and no dot files like /.env.
  if (decoded.split('/').some((segment) => segment.startsWith('.'))) return undefined
  return decoded
}

function resolveInside(base: string, requested: string): string | undefined {
  const resolved = path.resolve(base, `.${requested}`)
  return resolved === base || resolved.startsWith(`${base}${path.sep}`) ? resolved : undefined
}

async function findFile(base: string, file: string): Promise<Found | undefined> {
  try {
    const stats = await stat(file)
    if (!stats.isFile()) return undefined
    return { file, stats, relative: path.relative(base, file).split(path.sep).join('/') }
  } catch {
    return undefined
  }
}

async function sendFile(c: Context<AppEnv>, cache: CompressedCache, found: Found, status: 200 | 404, cacheControl: string) {
  const type = contentTypeOf(found.file)
  const etag = `W/"${found.stats.size.toString(16)}-${Math.floor(found.stats.mtimeMs).toString(16)}"`
  const headers = new Headers({ 'Content-Type': type, 'Cache-Control': cacheControl })
  if (status === 200) headers.set('ETag', etag)

  const compressible = isCompressible(type)
  if (compressible) appendVary(headers, 'Accept-Encoding')

  if (status === 200 && ifNoneMatch(c.req.header('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers })
  }

  const encoding = compressible ? pickEncoding(c.req.header('accept-encoding')) : undefined
  if (encoding) {
    const twin = await findFile(path.dirname(found.file), `${found.file}${encoding === 'br' ? '.br' : '.gz'}`)
    if (twin) return stream(c, twin, status, headers, encoding)
    if (cache.fits(found.stats.size) && found.stats.size >= 1024) {
      const body = await cache.get(found.file, found.stats.size, found.stats.mtimeMs, encoding)
      headers.set('Content-Encoding', encoding)
      headers.set('Content-Length', String(body.length))
      return new Response(new Uint8Array(body), { status, headers })
    }
  }
  return stream(c, found, status, headers)
}

function stream(c: Context<AppEnv>, found: Found, status: number, headers: Headers, encoding?: Encoding) {
  if (encoding) headers.set('Content-Encoding', encoding)
  headers.set('Content-Length', String(found.stats.size))
  // HEAD gets the same headers; opening the file for a body nobody reads would leak its handle.
  if (c.req.method === 'HEAD') return new Response(null, { status, headers })
  const body = Readable.toWeb(createReadStream(found.file)) as ReadableStream<Uint8Array>
  return new Response(body, { status, headers })
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false
  const weak = (value: string) => value.trim().replace(/^W\//, '')
  return header.split(',').some((candidate) => candidate.trim() === '*' || weak(candidate) === weak(etag))
}
