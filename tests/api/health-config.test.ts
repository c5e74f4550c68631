import { describe, expect, it } from 'vitest'
import { createTestApp, postJson } from './helpers/test-app.ts'

const t = await createTestApp()

describe('GET /api/config', () => {
  it('gives null analytics and pixel by default, the default map style, and is cacheable a few minutes', async () => {
    const response = await t.request('/api/config')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      analytics_script_url: null,
      social_pixel_url: null,
      map_style_url: 'https://tiles.openfreemap.org/styles/liberty',
    })
    expect(response.headers.get('cache-control')).toBe('public, max-age=300')
  })

  it('gives the configured URLs', async () => {
    const configured = t.withEnv({
      ANALYTICS_SCRIPT_URL: 'https://stats.example/a.js',
      SOCIAL_PIXEL_URL: 'https://px.example/p',
      MAP_STYLE_URL: 'https://maps.example/style.json',
    })
    expect(await (await configured.request('/api/config')).json()).toEqual({
      analytics_script_url: 'https://stats.example/a.js',
      social_pixel_url: 'https://px.example/p',
      map_style_url: 'https://maps.example/style.json',
    })
  })

  it('gives no map style when the operator turned the map off', async () => {
    const off = t.withEnv({ MAP_STYLE_URL: 'off' })
    expect(await (await off.request('/api/config')).json()).toMatchObject({ map_style_url: null })
  })
})

describe('GET /api/health', () => {
  it(`reports a working database (${t.dbKind})`, async () => {
    const response = await t.request('/api/health')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ status: 'ok', database: { status: 'ok' } })
    expect(body.database.latency_ms).toBeGreaterThanOrEqual(0)
  })

  // Last in the file: it closes the database.
  it('answers 503 at once when the database is gone, and API calls get a quick 503 too', async () => {
    const headers = await t.csrfHeaders()
    await t.close()
    const started = performance.now()
    const response = await t.request('/api/health')
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'degraded', database: { status: 'unavailable' } })

    const contact = await postJson(
      t,
      '/api/contact',
      { name: 'Camille Durand', email: 'c@example.fr', subject: 'general', message: 'Un message assez long.' },
      { headers },
    )
    expect(contact.status).toBe(503)
    expect(contact.headers.get('retry-after')).toBe('5')
    expect((await contact.json()).message).toBe('Le service est momentanément indisponible. Réessayez dans un instant.')
    expect(performance.now() - started).toBeLessThan(2000)
  })
})
