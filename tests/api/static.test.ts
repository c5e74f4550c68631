import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { bigScript, fakeClientBuild } from './helpers/fake-client-build.ts'
import { createTestApp } from './helpers/test-app.ts'

const t = await createTestApp({ clientDir: fakeClientBuild() })
const get = (path: string, headers: Record<string, string> = {}) => t.request(path, { headers })

describe('serving the built PWA', () => {
  it('caches hashed assets for a year, immutable', async () => {
    const response = await get('/assets/index-Ef56Gh78.css')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await response.text()).toBe('body{margin:0}')
  })

  it('never lets pages, the service worker, Workbox or the manifest be cached without revalidation', async () => {
    for (const path of ['/', '/index.html', '/about', '/sw.js', '/workbox-9c191d2f.js', '/manifest.webmanifest', '/dashboard']) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control'), path).toBe('no-cache')
    }
    expect((await get('/manifest.webmanifest')).headers.get('content-type')).toMatch(/^application\/manifest\+json/)
    expect((await get('/sw.js')).headers.get('content-type')).toMatch(/^text\/javascript/)
  })

  it('serves a prerendered page for its path, with or without trailing slash', async () => {
    for (const path of ['/about', '/about/']) {
      const response = await get(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(await response.text()).toContain('data-prerendered="/about"')
    }
  })

  it('serves the app shell with 200 for the app’s other routes, never the home page', async () => {
    for (const path of ['/login', '/dashboard', '/dashboard/replacements/detail/12', '/password/reset/abc123']) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      const body = await response.text()
      expect(body, path).toContain('<div id="root"></div>')
      expect(body, path).not.toContain('Home')
      expect(body, path).not.toContain('data-prerendered')
    }
  })

  it('serves the prerendered home page at /', async () => {
    expect(await (await get('/')).text()).toContain('<div id="root" data-prerendered="/"><h1>Home</h1></div>')
  })

  it('answers anything else with the app’s 404 page and status 404', async () => {
    for (const path of ['/nope', '/about/team', '/assets/missing-Aa11Bb22.js', '/wp-login.php']) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(await response.text()).toContain('Oups ! Page introuvable.')
    }
  })

  it('sends the security headers with pages too', async () => {
    const response = await get('/about')
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('vary') ?? '').not.toContain('Accept-Language')
  })

  it('refuses every way out of the build folder, and dot files', async () => {
    for (const path of [
      '/..%2f..%2fetc%2fpasswd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2f..%2fpackage.json',
      '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
      '/..%5c..%5cpackage.json',
      '/index.html%00.png',
      '/%E0%A4%A',
      '/.env',
      '/assets/%2e%65nv',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      const body = await response.text()
      expect(body, path).not.toContain('SECRET')
      expect(body, path).not.toContain('root:')
      expect(body, path).not.toContain('"name": "releve"')
    }
  })

  it('answers HEAD with the headers of GET and no body', async () => {
    const response = await t.request('/assets/index-Ab12Cd34.js', { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(bigScript)))
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await response.text()).toBe('')
    expect((await t.request('/nope', { method: 'HEAD' })).status).toBe(404)
  })

  it('compresses text with brotli or gzip as the browser accepts, and says it varies', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toContain('Accept-Encoding')
    const brBytes = Buffer.from(await br.arrayBuffer())
    expect(brBytes.length).toBeLessThan(Buffer.byteLength(bigScript) / 3)
    expect(brotliDecompressSync(brBytes).toString()).toBe(bigScript)

    const gzip = await get('/assets/index-Ab12Cd34.js', { 'Accept-Encoding': 'gzip' })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(bigScript)

    const none = await get('/assets/index-Ab12Cd34.js', { 'Accept-Encoding': 'identity' })
    expect(none.headers.get('content-encoding')).toBeNull()
    expect(await none.text()).toBe(bigScript)
  })

  it('prefers a precompressed twin written by the build', async () => {
    const response = await get('/assets/pre-Zz99Yy88.js', { 'Accept-Encoding': 'br' })
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe('the precompressed twin')
  })

  it('does not compress images', async () => {
    const response = await get('/icons/icon-192.png', { 'Accept-Encoding': 'br' })
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
  })

  it('answers 304 to a revalidation of an unchanged file', async () => {
    const first = await get('/sw.js')
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^W\/"/)
    const again = await get('/sw.js', { 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })
})

describe('a build without a 404 page', () => {
  it('answers unknown paths with the app shell and status 404', async () => {
    const bare = t.withClientDir(fakeClientBuild({ with404Page: false }))
    const response = await bare.request('/nope')
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('<div id="root"></div>')
  })
})

describe('a build from before the app shell', () => {
  it('serves index.html for app routes, as it used to', async () => {
    const old = t.withClientDir(fakeClientBuild({ withShell: false }))
    const response = await old.request('/dashboard')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<h1>Home</h1>')
  })
})
