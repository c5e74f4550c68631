import { describe, expect, it } from 'vitest'
import { loadEnv } from '#server/env.ts'

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

  it('treats an empty variable as unset, as a copied .env.example leaves them', () => {
    const env = loadEnv({ DATABASE_URL: '', PORT: '' })
    expect(env.PORT).toBe(3000)
    expect(env.DATABASE_URL).toBeUndefined()
  })
})
