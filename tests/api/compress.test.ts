import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '#server/http/types.ts'
import { compress } from '#server/middleware/compress.ts'

// The middleware alone, on made-up routes: the app's own JSON answers are small for now.
const big = { items: Array.from({ length: 300 }, (_, i) => ({ id: i, label: `remplacement ${i}` })) }
const app = new Hono<AppEnv>()
  .use(compress)
  .get('/big', (c) => c.json(big))
  .get('/small', (c) => c.json({ ok: true }))
  .get('/no-transform', (c) => c.json(big, 200, { 'Cache-Control': 'no-transform' }))
  .get('/image', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }))
const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  app.request(path, { method, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} })

describe('on-the-fly compression', () => {
  it('sends brotli when accepted, else gzip, and says the answer varies', async () => {
    const br = await get('/big', 'gzip, deflate, br')
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    expect(Number(br.headers.get('content-length'))).toBeLessThan(JSON.stringify(big).length / 3)
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString())).toEqual(big)

    const gzip = await get('/big', 'gzip;q=1, br;q=0.5')
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(JSON.parse(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString())).toEqual(big)
  })

  it('leaves alone what gains nothing or must not change', async () => {
    expect((await get('/big')).headers.get('content-encoding')).toBeNull()
    expect((await get('/big', 'br;q=0, gzip;q=0')).headers.get('content-encoding')).toBeNull()
    expect((await get('/small', 'br')).headers.get('content-encoding')).toBeNull()
    expect((await get('/no-transform', 'br')).headers.get('content-encoding')).toBeNull()
    expect((await get('/image', 'br')).headers.get('content-encoding')).toBeNull()
    const head = await get('/big', 'br', 'HEAD')
    expect(head.headers.get('content-encoding')).toBeNull()
  })
})
