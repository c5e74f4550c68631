import { describe, expect, it } from 'vitest'
import { appOrigin, loadEnv } from '#server/env.ts'
import { createTestApp, postJson } from './helpers/test-app.ts'

describe('loadEnv', () => {
  it('gives working defaults on an empty environment', () => {
    const env = loadEnv({})
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './.data', APP_URL: 'http://localhost:3000', TRUST_PROXY_HOPS: 0 })
    expect(env.DATABASE_URL).toBeUndefined()
  })

  it('names each bad variable in its message', () => {
    expect(() => loadEnv({ PORT: 'trois mille' })).toThrow(/PORT/)
    expect(() => loadEnv({ DATABASE_URL: 'mysql://localhost/releve' })).toThrow(/DATABASE_URL/)
    expect(() => loadEnv({ APP_URL: 'releve.fr' })).toThrow(/APP_URL/)
    expect(() => loadEnv({ TRUST_PROXY_HOPS: '-1' })).toThrow(/TRUST_PROXY_HOPS/)
    try {
      loadEnv({ PORT: '70000', LOG_LEVEL: 'loud' })
      expect.unreachable()
    } catch (error) {
      const message = (error as Error).message
      expect(message).toMatch(/^Invalid configuration:/)
      expect(message).toMatch(/PORT/)
      expect(message).toMatch(/LOG_LEVEL/)
    }
  })

  it('bounds the image cache: 512 MiB by default, a whole number of bytes of at least 1 MiB', () => {
    expect(loadEnv({}).IMAGE_CACHE_MAX_BYTES).toBe(512 * 1024 * 1024)
    expect(loadEnv({ IMAGE_CACHE_MAX_BYTES: '2097152' }).IMAGE_CACHE_MAX_BYTES).toBe(2 * 1024 * 1024)
    for (const bad of ['beaucoup', '512MB', '1000', '-1', '2000000.5'])
      expect(() => loadEnv({ IMAGE_CACHE_MAX_BYTES: bad }), bad).toThrow(/IMAGE_CACHE_MAX_BYTES/)
  })

  it('derives APP_URL from PORT when it is unset, and keeps an APP_URL that is given', () => {
    expect(loadEnv({ PORT: '3401' }).APP_URL).toBe('http://localhost:3401')
    expect(appOrigin(loadEnv({ PORT: '3401', APP_URL: '' }))).toBe('http://localhost:3401')
    expect(loadEnv({ PORT: '3401', APP_URL: 'https://releve.example' }).APP_URL).toBe('https://releve.example')
  })

  it('treats an empty variable as unset, as a copied .env.example leaves them', () => {
    const env = loadEnv({ DATABASE_URL: '', PORT: '' })
    expect(env.PORT).toBe(3000)
    expect(env.DATABASE_URL).toBeUndefined()
  })
})

describe('a server started on another port without APP_URL (PORT=3401 npm start)', () => {
  it('accepts the mutations of its own pages, and still refuses another origin', async () => {
    const t = (await createTestApp()).withEnv({ PORT: '3401', APP_URL: '' })
    const login = { email: 'personne@example.fr', password: 'pas-le-bon-mot-de-passe' }
    const own = await postJson(t, '/api/login', login, { headers: { Origin: 'http://localhost:3401' } })
    // Past the origin check: the credentials are what is refused.
    expect(own.status).toBe(422)
    const other = await postJson(t, '/api/login', login, { headers: { Origin: 'http://localhost:3000' } })
    expect(other.status).toBe(403)
    expect((await other.json()).message).toBe('Requête refusée\u00a0: elle ne vient pas de Relève.')
  })
})
