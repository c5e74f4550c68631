import { describe, expect, it } from 'vitest'
import { APP_URL, createTestApp, postJson } from './helpers/test-app.ts'

const t = await createTestApp()
const validMessage = {
  name: 'Camille Durand',
  email: 'camille@example.fr',
  subject: 'general',
  message: 'Bonjour, une question sur Relève.',
}

describe('GET /sanctum/csrf-cookie', () => {
  it('answers 204 and sets a random XSRF-TOKEN cookie that scripts can read, on the whole site', async () => {
    const response = await t.request('/sanctum/csrf-cookie')
    expect(response.status).toBe(204)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]{43};/)
    expect(cookie).toMatch(/; Path=\//)
    expect(cookie).toMatch(/; SameSite=Lax/)
    expect(cookie).not.toMatch(/HttpOnly/i)
    // Plain HTTP here (APP_URL http://…): a Secure cookie would never come back.
    expect(cookie).not.toMatch(/Secure/i)
    expect(response.headers.get('cache-control')).toBe('no-store')

    const other = await t.request('/sanctum/csrf-cookie')
    expect(other.headers.get('set-cookie')?.slice(0, 55)).not.toBe(cookie.slice(0, 55))
  })

  it('keeps the token the browser already holds (two tabs do not invalidate each other)', async () => {
    const { Cookie } = await t.csrfHeaders()
    const again = await t.request('/sanctum/csrf-cookie', { headers: { Cookie } })
    expect(again.headers.get('set-cookie')).toContain(`${Cookie};`)
  })

  it('marks the cookie Secure when the site is served over HTTPS', async () => {
    const https = t.withEnv({ APP_URL: 'https://releve.example' })
    const response = await https.request('/sanctum/csrf-cookie')
    expect(response.headers.get('set-cookie')).toMatch(/; Secure/)
  })
})

describe('mutating /api calls', () => {
  it('refuses a POST without X-XSRF-TOKEN with 419 and the French message', async () => {
    const { Cookie } = await t.csrfHeaders()
    const response = await t.request('/api/contact', {
      method: 'POST',
      headers: { Cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify(validMessage),
    })
    expect(response.status).toBe(419)
    expect(await response.json()).toEqual({ message: 'La session a expiré. Rechargez la page.', code: 'csrf.mismatch' })
  })

  it('says it in English when asked', async () => {
    const response = await t.request('/api/contact', { method: 'POST', headers: { 'Accept-Language': 'en-GB,en;q=0.8' } })
    expect(response.status).toBe(419)
    expect((await response.json()).message).toBe('Your session has expired. Please reload the page.')
  })

  it('refuses a header that does not match the cookie, and a header without cookie', async () => {
    const { Cookie } = await t.csrfHeaders()
    const cases: Record<string, string>[] = [
      { Cookie, 'X-XSRF-TOKEN': 'x'.repeat(43) },
      { Cookie, 'X-XSRF-TOKEN': '' },
      { 'X-XSRF-TOKEN': Cookie.slice('XSRF-TOKEN='.length) },
    ]
    for (const headers of cases) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        const response = await t.request('/api/contact', { method, headers })
        expect(response.status, `${method} ${JSON.stringify(headers)}`).toBe(419)
      }
    }
  })

  it('refuses a malformed token with 419 even when cookie and header are the same', async () => {
    const { Cookie } = await t.csrfHeaders()
    const good = Cookie.slice('XSRF-TOKEN='.length)
    const malformed = [
      'x',
      good.slice(0, 42),
      `${good}A`,
      `${good.slice(0, 40)}+/=`,
      `${good.slice(0, 42)}.`,
      `${good.slice(0, 42)}é`,
      `${good.slice(0, 41)}%41`,
      'A'.repeat(8000),
    ]
    for (const token of malformed) {
      const response = await t.request('/api/nothing-here', {
        method: 'POST',
        headers: { Cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': token },
      })
      expect(response.status, token.slice(0, 50)).toBe(419)
    }
    // A well-formed pair reaches the router (404 here): the refusals above are the shape's.
    const wellFormed = await t.request('/api/nothing-here', { method: 'POST', headers: { Cookie, 'X-XSRF-TOKEN': good } })
    expect(wellFormed.status).toBe(404)
    // One side well formed is not enough.
    for (const headers of [
      { Cookie, 'X-XSRF-TOKEN': `${good}${good}` },
      { Cookie: `XSRF-TOKEN=${good}${good}`, 'X-XSRF-TOKEN': good },
    ]) {
      expect((await t.request('/api/nothing-here', { method: 'POST', headers })).status).toBe(419)
    }
  })

  it('lets a call with the matching pair through to the route', async () => {
    const response = await postJson(t, '/api/contact', validMessage)
    expect(response.status).toBe(201)
  })

  it('checks the token before the route exists or not, so unknown paths leak nothing', async () => {
    const response = await t.request('/api/nothing-here', { method: 'DELETE' })
    expect(response.status).toBe(419)
  })

  it('exempts API clients authenticated by a Bearer token (no cookie, no CSRF risk)', async () => {
    const response = await t.request('/api/nothing-here', { method: 'POST', headers: { Authorization: 'Bearer abc.def' } })
    expect(response.status).toBe(404)
    const notBearer = await t.request('/api/nothing-here', { method: 'POST', headers: { Authorization: 'Basic abc' } })
    expect(notBearer.status).toBe(419)
  })

  it('refuses with 403 a browser request that says it comes from another site, token or not', async () => {
    const headers = await t.csrfHeaders()
    const response = await t.request('/api/contact', {
      method: 'POST',
      headers: { ...headers, 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/json' },
      body: JSON.stringify(validMessage),
    })
    expect(response.status).toBe(403)
    expect((await response.json()).message).toBe('Requête refusée\u00a0: elle ne vient pas de Relève.')
  })

  it('refuses with 403 an Origin other than APP_URL’s, including null and look-alikes', async () => {
    const headers = await t.csrfHeaders()
    for (const origin of [
      'https://evil.example',
      'null',
      'http://localhost:3000.evil.example',
      'http://localhost:3001',
      'https://localhost:3000',
    ]) {
      const response = await postJson(t, '/api/contact', validMessage, { headers: { ...headers, Origin: origin } })
      expect(response.status, origin).toBe(403)
    }
    const sameOrigin = await postJson(t, '/api/contact', validMessage, {
      headers: { ...headers, Origin: APP_URL, 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(sameOrigin.status).toBe(201)
  })

  it('never asks a token of GET requests (no GET changes state)', async () => {
    const response = await t.request('/api/health', { headers: { 'Sec-Fetch-Site': 'cross-site' } })
    expect(response.status).toBe(200)
  })
})
