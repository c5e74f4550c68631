import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { appOrigin, legalDetailsOf, loadEnv } from '#server/env.ts'
import { legalDetailsDrift } from '#server/legal-details.ts'
import { LEGAL_DETAILS_FILE } from '#shared/legal-details.ts'
import { createTestApp, postJson } from './helpers/test-app.ts'

describe('loadEnv', () => {
  it('gives working defaults on an empty environment', () => {
    const env = loadEnv({})
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './.data',
      APP_URL: 'http://localhost:3000',
      TRUST_PROXY_HOPS: 0,
      DATABASE_POOL_SIZE: 10,
    })
    expect(env.DATABASE_URL).toBeUndefined()
  })

  it('names each bad variable in its message', () => {
    expect(() => loadEnv({ PORT: 'trois mille' })).toThrow(/PORT/)
    expect(() => loadEnv({ DATABASE_URL: 'mysql://localhost/releve' })).toThrow(/DATABASE_URL/)
    expect(() => loadEnv({ APP_URL: 'releve.fr' })).toThrow(/APP_URL/)
    expect(() => loadEnv({ TRUST_PROXY_HOPS: '-1' })).toThrow(/TRUST_PROXY_HOPS/)
    expect(() => loadEnv({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/)
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

const legal = {
  VITE_LEGAL_PUBLISHER: 'Relève SAS',
  VITE_LEGAL_PUBLISHER_ADDRESS: '12 rue des Soignants, 69003 Lyon',
  VITE_LEGAL_REGISTRATION: 'RCS Lyon 912 345 678',
  VITE_LEGAL_DIRECTOR: 'Camille Durand',
  VITE_LEGAL_HOST: 'Hébergeur SAS',
  VITE_LEGAL_HOST_ADDRESS: '1 quai du Rhône, 69002 Lyon',
}
const required = Object.keys(legal)

describe('the operator’s legal details', () => {
  it('are required in production on a public address, each one named', () => {
    const published = { NODE_ENV: 'production', APP_URL: 'https://releve.example' }
    try {
      loadEnv(published)
      expect.unreachable()
    } catch (error) {
      const message = (error as Error).message
      for (const variable of required) expect(message).toContain(`${variable}: required in production`)
      expect(message).not.toMatch(/EMAIL/)
    }
    expect(() => loadEnv({ ...published, ...legal, VITE_LEGAL_DIRECTOR: '   ' })).toThrow(/VITE_LEGAL_DIRECTOR/)
    expect(legalDetailsOf(loadEnv({ ...published, ...legal, VITE_LEGAL_HOST: '  Hébergeur SAS ' }))).toEqual({
      publisher: 'Relève SAS',
      publisher_address: '12 rue des Soignants, 69003 Lyon',
      registration: 'RCS Lyon 912 345 678',
      director: 'Camille Durand',
      contact_email: null,
      privacy_email: null,
      host: 'Hébergeur SAS',
      host_address: '1 quai du Rhône, 69002 Lyon',
    })
    expect(() => loadEnv({ ...published, ...legal, VITE_LEGAL_CONTACT_EMAIL: 'pas une adresse' })).toThrow(
      /VITE_LEGAL_CONTACT_EMAIL/,
    )
  })

  it('are optional on this machine’s own address (npm start on a fresh clone, the end-to-end tests) and in development', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).not.toThrow()
    expect(() => loadEnv({ NODE_ENV: 'production', PORT: '3555', APP_URL: 'http://localhost:3555' })).not.toThrow()
    expect(() => loadEnv({ NODE_ENV: 'production', APP_URL: 'http://127.0.0.1:3000' })).not.toThrow()
    expect(() => loadEnv({ NODE_ENV: 'development', APP_URL: 'https://releve.example' })).not.toThrow()
  })

  it('must be the ones the build wrote into the pages', async () => {
    const env = loadEnv({ NODE_ENV: 'production', APP_URL: 'https://releve.example', ...legal })
    const build = mkdtempSync(path.join(tmpdir(), 'releve-legal-'))
    expect(await legalDetailsDrift(env, build)).toEqual([])
    writeFileSync(path.join(build, 'index.html'), '<!doctype html>')
    // A build made before the details were written down: nothing is known of its pages.
    expect(await legalDetailsDrift(env, build)).toHaveLength(8)
    const written = { ...legalDetailsOf(env), director: 'Quelqu’un d’autre' }
    writeFileSync(path.join(build, LEGAL_DETAILS_FILE), JSON.stringify(written))
    expect(await legalDetailsDrift(env, build)).toEqual(['director'])
    writeFileSync(path.join(build, LEGAL_DETAILS_FILE), JSON.stringify(legalDetailsOf(env)))
    expect(await legalDetailsDrift(env, build)).toEqual([])
  })

  it('stop the server at start in production when missing, or when its build shows others', async () => {
    const main = fileURLToPath(new URL('../../src/server/main.ts', import.meta.url))
    const build = mkdtempSync(path.join(tmpdir(), 'releve-legal-'))
    writeFileSync(path.join(build, 'index.html'), '<!doctype html>')
    writeFileSync(path.join(build, LEGAL_DETAILS_FILE), JSON.stringify({ publisher: 'Une autre société' }))
    const start = (env: Record<string, string>) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, [main], {
          env: {
            PATH: process.env.PATH ?? '',
            NODE_ENV: 'production',
            DATA_DIR: 'memory://',
            PORT: '0',
            CLIENT_DIR: build,
            ...env,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        })
        let output = ''
        child.stdout.on('data', (chunk) => {
          output += chunk
        })
        child.stderr.on('data', (chunk) => {
          output += chunk
        })
        // A server that starts instead of refusing is stopped, not left running.
        const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
        child.on('exit', (code) => {
          clearTimeout(timer)
          resolve({ code, output })
        })
      })
    const missing = await start({ APP_URL: 'https://releve.example' })
    expect(missing.code).toBe(1)
    expect(missing.output).toMatch(/VITE_LEGAL_PUBLISHER: required in production/)
    const otherBuild = await start({ APP_URL: 'https://releve.example', ...legal })
    expect(otherBuild.code).toBe(1)
    expect(otherBuild.output).toMatch(
      /built with other legal details than this server's \(VITE_LEGAL_PUBLISHER, .*VITE_LEGAL_HOST_ADDRESS\): run npm run build/,
    )
  }, 60_000)
})
