import { Writable } from 'node:stream'
import pino from 'pino'
import { describe, expect, it, vi } from 'vitest'
import { createApp } from '#server/app.ts'
import { loadEnv } from '#server/env.ts'
import type { AppEnv } from '#server/http/types.ts'
import { createPasswordHasher } from '#server/modules/auth/password-hasher.ts'
import { argon2Calls } from '../support/counting-argon2.ts'
import { call, createUser, freshIp, login, setCookie } from './helpers/accounts.ts'
import { APP_URL, createTestApp } from './helpers/test-app.ts'

vi.mock('argon2', () => import('../support/counting-argon2.ts'))

const t = await createTestApp()

const BAD_CREDENTIALS = {
  message: 'Identifiant ou mot de passe incorrect',
  code: 'auth.failed',
  errors: { email: ['Identifiant ou mot de passe incorrect'] },
}

const postLogin = (body: unknown, ip = freshIp(), options: { session?: string; headers?: Record<string, string> } = {}) =>
  call(t, 'POST', '/api/login', body, { ip, ...options })

describe('POST /api/login', () => {
  it('answers { token } and sets an HttpOnly SameSite=Lax session cookie of 90 days holding the same token', async () => {
    const user = await createUser(t)
    const response = await postLogin({ email: user.email, password: user.password })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { token: string }
    expect(Object.keys(body)).toEqual(['token'])
    expect(body.token).toMatch(/^[\w-]{43}$/)
    const cookie = setCookie(response, 'releve_session')
    expect(cookie?.value).toBe(body.token)
    expect(cookie?.attributes).toMatch(/Max-Age=7776000/)
    expect(cookie?.attributes).toMatch(/Path=\//)
    expect(cookie?.attributes).toMatch(/HttpOnly/)
    expect(cookie?.attributes).toMatch(/SameSite=Lax/)
    // Plain HTTP (local development): a Secure cookie would never come back.
    expect(cookie?.attributes).not.toMatch(/Secure/)
    const me = await call(t, 'GET', '/api/user', undefined, { session: body.token })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ id: user.id, email: user.email })
  })

  it('over HTTPS names the cookie __Host-releve_session, Secure, and only reads that one', async () => {
    const https = t.withEnv({ APP_URL: 'https://releve.example' })
    const user = await createUser(https)
    const response = await call(https, 'POST', '/api/login', { email: user.email, password: user.password }, { ip: freshIp() })
    expect(response.status).toBe(200)
    const cookie = setCookie(response, '__Host-releve_session')
    expect(cookie?.attributes).toMatch(/Secure/)
    expect(cookie?.attributes).toMatch(/HttpOnly/)
    expect(cookie?.attributes).toMatch(/Path=\//)
    expect(cookie?.attributes).not.toMatch(/Domain/i)
    expect(setCookie(response, 'releve_session')).toBeUndefined()
    const token = cookie?.value ?? ''
    expect((await call(https, 'GET', '/api/user', undefined, { session: token })).status).toBe(200)
    // A plain-named cookie (which a sibling subdomain could plant) does not count over HTTPS.
    const planted = await https.request('/api/user', { headers: { Cookie: `releve_session=${token}` } })
    expect(planted.status).toBe(401)
  })

  it('rotates the CSRF token at login', async () => {
    const user = await createUser(t)
    const csrf = await t.csrfHeaders()
    const response = await t.request('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: APP_URL, ...csrf },
      body: JSON.stringify({ email: user.email, password: user.password }),
    })
    expect(response.status).toBe(200)
    const rotated = setCookie(response, 'XSRF-TOKEN')?.value
    expect(rotated).toMatch(/^[\w-]{43}$/)
    expect(rotated).not.toBe(csrf['X-XSRF-TOKEN'])
  })

  it('refuses a request without the CSRF pair (419), like every mutating call', async () => {
    const user = await createUser(t)
    const response = await t.request('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: APP_URL },
      body: JSON.stringify({ email: user.email, password: user.password }),
    })
    expect(response.status).toBe(419)
  })

  it('normalises the email: another casing and spaces log into the same account', async () => {
    const user = await createUser(t, { email: 'casse@example.fr' })
    const response = await postLogin({ email: '  CASSE@Example.FR ', password: user.password })
    expect(response.status).toBe(200)
  })

  it('answers a wrong password, an unknown email and an account without a password alike', async () => {
    const user = await createUser(t)
    const passwordless = await createUser(t, { password: null })
    const answers = [
      await postLogin({ email: user.email, password: 'Pas-le-bon-mot' }),
      await postLogin({ email: 'personne@example.fr', password: 'Pas-le-bon-mot' }),
      await postLogin({ email: passwordless.email, password: 'Pas-le-bon-mot' }),
      await postLogin({ email: passwordless.email, password: '' }),
    ]
    for (const response of answers.slice(0, 3)) {
      expect(response.status).toBe(422)
      expect(await response.json()).toEqual(BAD_CREDENTIALS)
      expect(setCookie(response, 'releve_session')).toBeUndefined()
    }
    expect(answers[3]?.status).toBe(422)
  })

  it('checks a password once on every path, so an unknown email costs what a known one does', async () => {
    // The cost of each check being the same (production parameters, a throwaway hash when there
    // is none) is the hasher's own test (src/server/modules/auth/password-hasher.test.ts).
    const user = await createUser(t)
    const withoutPassword = await createUser(t, { password: null })
    for (const email of [user.email, 'inconnu@example.fr', withoutPassword.email]) {
      argon2Calls.verify.length = 0
      const response = await postLogin({ email, password: 'Pas-le-bon-mot' })
      expect(response.status).toBe(422)
      expect(await response.json()).toEqual(BAD_CREDENTIALS)
      expect(argon2Calls.verify, email).toHaveLength(1)
    }
  })

  it('rehashes a weaker stored hash at login, and keeps a stronger one', async () => {
    const real = createApp({ db: t.db, env: t.env, logger: pino({ level: 'silent' }), clock: t.clock })
    const loginReal = async (email: string, password: string) => {
      const csrf = await t.csrfHeaders()
      const bindings = { incoming: { socket: { remoteAddress: freshIp() } } } as unknown as AppEnv['Bindings']
      return real.request(
        `${APP_URL}/api/login`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: APP_URL, ...csrf },
          body: JSON.stringify({ email, password }),
        },
        bindings,
      )
    }
    const hashOf = async (id: number) =>
      (await t.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()).password_hash ?? ''

    // createUser stores the tests' cheap hash (m=1024, t=1): weaker than production's.
    const weak = await createUser(t)
    expect(await hashOf(weak.id)).toMatch(/m=1024,p=1,t=1/)
    expect((await loginReal(weak.email, weak.password)).status).toBe(200)
    expect(await hashOf(weak.id)).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/)
    // Now as strong as required: the next login leaves it alone.
    const rehashed = await hashOf(weak.id)
    expect((await loginReal(weak.email, weak.password)).status).toBe(200)
    expect(await hashOf(weak.id)).toBe(rehashed)

    const strong = await createUser(t)
    const stronger = await createPasswordHasher({ memoryCost: 19_456, timeCost: 3, parallelism: 1 }).hash(strong.password)
    await t.db.updateTable('users').set({ password_hash: stronger }).where('id', '=', strong.id).execute()
    expect((await loginReal(strong.email, strong.password)).status).toBe(200)
    expect(await hashOf(strong.id)).toBe(stronger)
  })

  it('refuses a suspended account only once the password is right', async () => {
    const user = await createUser(t, { status: 'suspended' })
    const wrong = await postLogin({ email: user.email, password: 'Pas-le-bon-mot' })
    expect(await wrong.json()).toEqual(BAD_CREDENTIALS)
    const right = await postLogin({ email: user.email, password: user.password })
    expect(right.status).toBe(403)
    expect(await right.json()).toEqual({
      message: 'Votre compte est suspendu. Écrivez-nous depuis la page Contact pour en savoir plus.',
      code: 'auth.suspended',
    })
  })

  it('logs in an unverified user, who the client then sends to verify the address', async () => {
    const user = await createUser(t, { verified: false })
    const token = await login(t, user)
    const me = await call(t, 'GET', '/api/user', undefined, { session: token })
    expect(await me.json()).toMatchObject({ id: user.id, email_verified_at: null })
  })

  it('never adopts a token the client brought, and ends the session it came with', async () => {
    const a = await createUser(t)
    const b = await createUser(t)
    const planted = 'A'.repeat(43)
    const fresh = await postLogin({ email: a.email, password: a.password }, freshIp(), { session: planted })
    const token = ((await fresh.json()) as { token: string }).token
    expect(token).not.toBe(planted)
    expect((await call(t, 'GET', '/api/user', undefined, { session: planted })).status).toBe(401)

    // B logs in on the browser A used: A's session is over, not merely replaced in the cookie.
    const asB = await postLogin({ email: b.email, password: b.password }, freshIp(), { session: token })
    expect(asB.status).toBe(200)
    expect((await call(t, 'GET', '/api/user', undefined, { session: token })).status).toBe(401)
  })

  it('refuses bad input with French messages', async () => {
    const missing = await postLogin({})
    expect(missing.status).toBe(422)
    expect(await missing.json()).toEqual({
      message: 'Ce champ est obligatoire. (et 1 autre erreur)',
      code: 'validation.failed',
      errors: { email: ['Ce champ est obligatoire.'], password: ['Ce champ est obligatoire.'] },
    })
    const huge = await postLogin({ email: 'a@example.fr', password: 'x'.repeat(513) })
    expect(await huge.json()).toMatchObject({ errors: { password: ['Le mot de passe ne peut pas dépasser 128 caractères.'] } })
    const notJson = await t.request('/api/login', {
      method: 'POST',
      headers: { Origin: APP_URL, ...(await t.csrfHeaders()), 'Content-Type': 'text/plain' },
      body: 'email=a',
    })
    expect(notJson.status).toBe(400)
  })

  it('logs every success and failure without the password, the token or the address', async () => {
    const user = await createUser(t, { email: 'journal@example.fr', password: 'Journal-Secret-913' })
    const token = await login(t, user)
    await postLogin({ email: user.email, password: 'Journal-Faux-913' })
    const success = t.logs.find((line) => line.event === 'auth.login.success' && line.user_id === user.id)
    const failure = t.logs.find((line) => line.event === 'auth.login.failure' && line.user_id === user.id)
    expect(success).toMatchObject({ ip: expect.any(String) })
    expect(failure).toMatchObject({ reason: 'password', email_hash: expect.stringMatching(/^[0-9a-f]{16}$/) })
    const everything = JSON.stringify(t.logs)
    for (const secret of ['Journal-Secret-913', 'Journal-Faux-913', token, 'journal@example.fr']) {
      expect(everything).not.toContain(secret)
    }
  })
})

describe('login throttle', () => {
  it('allows 10 attempts per email and client address in 15 minutes, then 429 with Retry-After', async () => {
    const user = await createUser(t)
    const ip = freshIp()
    for (let i = 0; i < 10; i++) expect((await postLogin({ email: user.email, password: 'Mauvais-1234' }, ip)).status).toBe(422)
    const refused = await postLogin({ email: user.email, password: user.password }, ip)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('900')
    expect(await refused.json()).toEqual({ message: 'Trop de tentatives. Réessayez dans 15 min.', code: 'rate_limit.exceeded' })

    // The same person from another address, and another account from this one, are not locked.
    expect((await postLogin({ email: user.email, password: user.password }, freshIp())).status).toBe(200)
    const other = await createUser(t)
    expect((await postLogin({ email: other.email, password: other.password }, ip)).status).toBe(200)

    // The lockout does not stop a password reset.
    const reset = await call(t, 'POST', '/api/forgot-password', { email: user.email }, { ip })
    expect(reset.status).toBe(200)

    // And it ends with its window.
    t.clock.advance(15 * 60_000)
    expect((await postLogin({ email: user.email, password: user.password }, ip)).status).toBe(200)
  })

  it('counts parallel guesses atomically: 15 at once give exactly 10 answers and 5 refusals', async () => {
    const user = await createUser(t)
    const ip = freshIp()
    const statuses = await Promise.all(
      Array.from({ length: 15 }, () => postLogin({ email: user.email, password: 'Mauvais-1234' }, ip).then((r) => r.status)),
    )
    expect(statuses.filter((s) => s === 422)).toHaveLength(10)
    expect(statuses.filter((s) => s === 429)).toHaveLength(5)
  })

  it('keys on the normalised email: casing does not buy more attempts', async () => {
    const user = await createUser(t, { email: 'variantes@example.fr' })
    const ip = freshIp()
    for (let i = 0; i < 10; i++)
      await postLogin({ email: i % 2 ? 'VARIANTES@example.fr' : ' variantes@EXAMPLE.fr', password: 'x' }, ip)
    expect((await postLogin({ email: user.email, password: user.password }, ip)).status).toBe(429)
  })

  it('stops one address spraying many emails after 50 attempts in 15 minutes', async () => {
    const ip = freshIp()
    for (let i = 0; i < 50; i++) await postLogin({ email: `spray${i}@example.fr`, password: 'x' }, ip)
    const refused = await postLogin({ email: 'spray-last@example.fr', password: 'x' }, ip)
    expect(refused.status).toBe(429)
  })

  it('reads the client address through trusted proxies only, never a raw X-Forwarded-For', async () => {
    const user = await createUser(t)
    const ip = freshIp()
    for (let i = 0; i < 10; i++) {
      // A client that invents a new X-Forwarded-For each time is still the same socket.
      await postLogin({ email: user.email, password: 'x' }, ip, { headers: { 'X-Forwarded-For': `10.0.0.${i}` } })
    }
    const refused = await postLogin({ email: user.email, password: user.password }, ip, {
      headers: { 'X-Forwarded-For': '10.9.9.9' },
    })
    expect(refused.status).toBe(429)
  })
})

describe('POST /api/logout', () => {
  it('revokes the session, clears the cookie, rotates the CSRF token and clears the site data', async () => {
    const user = await createUser(t)
    const token = await login(t, user)
    const csrf = await t.csrfHeaders()
    const response = await t.request('/api/logout', {
      method: 'POST',
      headers: { Origin: APP_URL, 'X-XSRF-TOKEN': csrf['X-XSRF-TOKEN'], Cookie: `${csrf.Cookie}; releve_session=${token}` },
      ip: freshIp(),
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('clear-site-data')).toBe('"cache", "storage"')
    expect(setCookie(response, 'releve_session')?.attributes).toMatch(/Max-Age=0/)
    const rotated = setCookie(response, 'XSRF-TOKEN')?.value
    expect(rotated).toMatch(/^[\w-]{43}$/)
    expect(rotated).not.toBe(csrf['X-XSRF-TOKEN'])
    const row = await t.db.selectFrom('sessions').select('revoked_at').where('user_id', '=', user.id).executeTakeFirstOrThrow()
    expect(row.revoked_at).not.toBeNull()
    // The token is dead everywhere: as the cookie and as a Bearer token.
    expect((await call(t, 'GET', '/api/user', undefined, { session: token })).status).toBe(401)
    expect((await call(t, 'GET', '/api/user', undefined, { bearer: token })).status).toBe(401)
    expect(t.logs.some((line) => line.event === 'auth.logout' && line.user_id === user.id)).toBe(true)
  })

  it('works for an API client with its Bearer token (no CSRF pair needed)', async () => {
    const user = await createUser(t)
    const token = await login(t, user)
    const response = await call(t, 'POST', '/api/logout', undefined, { bearer: token })
    expect(response.status).toBe(204)
    expect((await call(t, 'GET', '/api/user', undefined, { bearer: token })).status).toBe(401)
  })

  it('answers 204 without a session (already logged out) but still needs the CSRF pair', async () => {
    expect((await call(t, 'POST', '/api/logout')).status).toBe(204)
    const forged = await t.request('/api/logout', { method: 'POST', headers: { Origin: APP_URL } })
    expect(forged.status).toBe(419)
  })

  it('only ends the session it is called with', async () => {
    const user = await createUser(t)
    const phone = await login(t, user)
    const laptop = await login(t, user)
    await call(t, 'POST', '/api/logout', undefined, { session: phone })
    expect((await call(t, 'GET', '/api/user', undefined, { session: laptop })).status).toBe(200)
  })
})

describe('configuration', () => {
  it('requires APP_KEY in production with a PostgreSQL server, and no other time', () => {
    // With the Web Push key pair production also needs (tests/api/push.test.ts checks that one).
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db.internal/releve',
      VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`,
      VAPID_PRIVATE_KEY: 'b'.repeat(43),
    }
    expect(() => loadEnv(production)).toThrow(/APP_KEY: required in production/)
    expect(() => loadEnv({ ...production, APP_KEY: 'short' })).toThrow(/APP_KEY must be at least 32 characters/)
    expect(loadEnv({ ...production, APP_KEY: 'k'.repeat(32) }).APP_KEY).toBe('k'.repeat(32))
    expect(loadEnv({ NODE_ENV: 'production' }).APP_KEY).toBeUndefined()
  })

  it('refuses the cheap test hashing outside NODE_ENV=test', () => {
    const sink = new Writable({ write: (_chunk, _encoding, done) => done() })
    const env = loadEnv({ NODE_ENV: 'development', DATA_DIR: 'memory://' })
    expect(() =>
      createApp({ db: t.db, env, logger: pino(sink), clock: t.clock, testing: { fastPasswordHashing: true } }),
    ).toThrow(/test-only/)
  })
})
