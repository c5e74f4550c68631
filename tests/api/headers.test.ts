import { describe, expect, it } from 'vitest'
import { createTestApp } from './helpers/test-app.ts'

const t = await createTestApp()

describe('security headers', () => {
  it('sends the CSP, nosniff, Referrer-Policy and framing refusal on API answers and errors alike', async () => {
    for (const path of ['/api/health', '/api/nothing-here']) {
      const response = await t.request(path)
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("script-src 'self';")
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain("base-uri 'none'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("form-action 'self'")
      expect(csp).toContain("style-src 'self';")
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('permissions-policy')).toContain('camera=()')
    }
  })

  it('adds the analytics and pixel origins to the CSP only when they are configured', async () => {
    const plain = (await t.withEnv({ MAP_STYLE_URL: 'off' }).request('/api/health')).headers.get('content-security-policy') ?? ''
    expect(plain).not.toContain('https://')
    const withTrackers = t.withEnv({
      ANALYTICS_SCRIPT_URL: 'https://stats.example/script.js',
      SOCIAL_PIXEL_URL: 'https://px.example/p.gif',
    })
    const csp = (await withTrackers.request('/api/health')).headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self' https://stats.example https://px.example")
    expect(csp).toContain('connect-src')
  })

  it("lets the search's map fetch from its style's origin only, and from nowhere when the map is off", async () => {
    const byDefault = (await t.request('/api/health')).headers.get('content-security-policy') ?? ''
    expect(byDefault).toContain("connect-src 'self' https://tiles.openfreemap.org;")
    expect(byDefault).toContain("script-src 'self';")
    const other = t.withEnv({ MAP_STYLE_URL: 'https://maps.example/styles/v1/style.json?key=abc' })
    expect((await other.request('/api/health')).headers.get('content-security-policy')).toContain(
      "connect-src 'self' https://maps.example;",
    )
    const off = t.withEnv({ MAP_STYLE_URL: 'off' })
    expect((await off.request('/api/health')).headers.get('content-security-policy')).toContain("connect-src 'self';")
  })

  it('sends HSTS only when the browser came over HTTPS', async () => {
    expect((await t.request('/api/health')).headers.get('strict-transport-security')).toBeNull()

    const https = t.withEnv({ APP_URL: 'https://releve.example' })
    expect((await https.request('/api/health')).headers.get('strict-transport-security')).toMatch(/^max-age=31536000/)
    expect((await https.request('/api/health')).headers.get('content-security-policy')).toContain('upgrade-insecure-requests')

    // X-Forwarded-Proto is believed only from a proxy we declared.
    const forged = await t.request('/api/health', { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(forged.headers.get('strict-transport-security')).toBeNull()
    const proxied = t.withEnv({ TRUST_PROXY_HOPS: '1' })
    const viaProxy = await proxied.request('/api/health', { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(viaProxy.headers.get('strict-transport-security')).toMatch(/^max-age=/)
    const appendedByProxy = await proxied.request('/api/health', { headers: { 'X-Forwarded-Proto': 'https, http' } })
    expect(appendedByProxy.headers.get('strict-transport-security')).toBeNull()
  })

  it('never lets an API answer be cached, except the public configuration', async () => {
    expect((await t.request('/api/health')).headers.get('cache-control')).toBe('no-store')
    expect((await t.request('/api/nothing-here')).headers.get('cache-control')).toBe('no-store')
    expect((await t.request('/api/contact', { method: 'POST' })).headers.get('cache-control')).toBe('no-store')
    expect((await t.request('/api/config')).headers.get('cache-control')).toBe('public, max-age=300')
  })
})

describe('CORS', () => {
  it('never grants another origin access, not even by reflecting it', async () => {
    const evil = 'https://evil.example'
    const simple = await t.request('/api/health', { headers: { Origin: evil } })
    expect([...simple.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([])

    const preflight = await t.request('/api/contact', {
      method: 'OPTIONS',
      headers: { Origin: evil, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    })
    expect(preflight.status).toBe(204)
    expect([...preflight.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([])
  })
})

describe('request ids', () => {
  it('gives every answer an X-Request-Id and logs the request under it, without query string', async () => {
    const response = await t.request('/api/config?token=secret-value')
    const id = response.headers.get('x-request-id') ?? ''
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    const line = t.logs.find((l) => l.reqId === id && l.msg === 'request')
    expect(line).toMatchObject({ method: 'GET', path: '/api/config', status: 200 })
    expect(JSON.stringify(t.logs)).not.toContain('secret-value')
  })

  it('ignores an id sent by a client, keeps one set by our proxy', async () => {
    const direct = await t.request('/api/health', { headers: { 'X-Request-Id': 'forged-id' } })
    expect(direct.headers.get('x-request-id')).not.toBe('forged-id')
    const proxied = await t.withEnv({ TRUST_PROXY_HOPS: '1' }).request('/api/health', { headers: { 'X-Request-Id': 'lb-1234' } })
    expect(proxied.headers.get('x-request-id')).toBe('lb-1234')
  })
})
