import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { createMiddleware } from 'hono/factory'
import { appendVary, isCompressible, pickEncoding } from '../http/encoding.ts'
import type { AppEnv } from '../http/types.ts'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

// Below this, compression costs more than it saves (headers, CPU).
const THRESHOLD_BYTES = 1024
// API answers are read whole to be measured and compressed; beyond this, send them as they are.
const MAX_BYTES = 8 * 1024 * 1024

/**
 * Brotli or gzip for text answers made on the fly (API JSON, HTML without a precompressed twin).
 * Hono's own compress middleware knows only gzip and deflate. Brotli runs at quality 5: the
 * default 11 costs tens of milliseconds per answer for a few percent. The static server
 * compresses build files itself, once, at full strength, and sets Content-Encoding: they pass.
 */
export const compress = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  const res = c.res
  const declared = res.headers.get('Content-Length')
  // Status and headers first, the body last: asking for `res.body` makes @hono/node-server build a
  // full Response instead of writing its lightweight one (docs/architecture.md#scale), so it is
  // asked for only when the answer may be compressed.
  if (
    c.req.method === 'HEAD' ||
    res.status === 204 ||
    res.status === 206 ||
    res.status === 304 ||
    res.headers.has('Content-Encoding') ||
    /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '') ||
    !isCompressible(res.headers.get('Content-Type')) ||
    (declared !== null && (Number(declared) < THRESHOLD_BYTES || Number(declared) > MAX_BYTES))
  ) {
    return
  }
  const encoding = pickEncoding(c.req.header('accept-encoding'))
  if (encoding && !res.body) return
  appendVary(res.headers, 'Accept-Encoding')
  if (!encoding) return

  const body = new Uint8Array(await res.arrayBuffer())
  const replace = (content: Uint8Array<ArrayBuffer>, contentEncoding?: string) => {
    const rebuilt = new Response(content, res)
    rebuilt.headers.set('Content-Length', String(content.byteLength))
    if (contentEncoding) rebuilt.headers.set('Content-Encoding', contentEncoding)
    const etag = rebuilt.headers.get('ETag')
    if (contentEncoding && etag && !etag.startsWith('W/')) rebuilt.headers.set('ETag', `W/${etag}`)
    // Cleared first: Hono's setter would copy the old headers (and Content-Length) back.
    c.res = undefined
    c.res = rebuilt
  }
  if (body.byteLength < THRESHOLD_BYTES) return replace(body)
  const compressed =
    encoding === 'br'
      ? await brotliAsync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        })
      : await gzipAsync(body, { level: 6 })
  replace(new Uint8Array(compressed), encoding)
})
