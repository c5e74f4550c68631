import { Duplex } from 'node:stream'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'
import { createMiddleware } from 'hono/factory'
import { appendVary, type Encoding, isCompressible, pickEncoding } from '../http/encoding.ts'
import type { AppEnv } from '../http/types.ts'

const THRESHOLD_BYTES = 1024

/**
 * Brotli or gzip for text responses made on the fly (API JSON, HTML without a precompressed
 * twin). Hono's own compress middleware only knows gzip and deflate. Brotli runs at quality 5:
 * the default 11 costs tens of milliseconds per response for a few percent; the static server
 * compresses immutable assets once at full quality and sets Content-Encoding, so they skip this.
 */
export const compress = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  const res = c.res
  const length = res.headers.get('Content-Length')
  if (
    c.req.method === 'HEAD' ||
    !res.body ||
    res.status === 204 ||
    res.status === 206 ||
    res.status === 304 ||
    res.headers.has('Content-Encoding') ||
    /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '') ||
    !isCompressible(res.headers.get('Content-Type')) ||
    (length !== null && Number(length) < THRESHOLD_BYTES)
  ) {
    return
  }
  appendVary(res.headers, 'Accept-Encoding')
  const encoding = pickEncoding(c.req.header('accept-encoding'))
  if (!encoding) return
  const compressed = new Response(res.body.pipeThrough(compressor(encoding, length)), res)
  compressed.headers.delete('Content-Length')
  compressed.headers.set('Content-Encoding', encoding)
  const etag = compressed.headers.get('ETag')
  if (etag && !etag.startsWith('W/')) compressed.headers.set('ETag', `W/${etag}`)
  c.res = undefined
  c.res = compressed
})

function compressor(encoding: Encoding, length: string | null): ReadableWritablePair<Uint8Array, Uint8Array> {
  const zlib =
    encoding === 'br'
      ? createBrotliCompress({
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            ...(length === null ? {} : { [constants.BROTLI_PARAM_SIZE_HINT]: Number(length) }),
          },
        })
      : createGzip({ level: 6 })
  // Node's web stream types and the DOM's describe the same objects.
  return Duplex.toWeb(zlib) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>
}
