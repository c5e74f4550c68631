import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { SessionInfo } from '#shared/auth.ts'
import { call, createUser, freshIp, login, setCookie } from './helpers/accounts.ts'
import { APP_URL, createTestApp } from './helpers/test-app.ts'

const t = await createTestApp()
const DAY = 86_400_000

const me = (options: Parameters<typeof call>[4]) => call(t, 'GET', '/api/user', undefined, options)

describe('session tokens', () => {
  it('are 256 random bits, stored only as their SHA-256', async () => {
    const user = await createUser(t)
    const token = await login(t, user)
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    const rows = await t.db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]?.token_hash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(JSON.stringify(rows)).not.toContain(token)
  })

  it('work as the cookie (web app) and as Authorization: Bearer (API clients)', async () => {
    const user = await createUser(t)
    const token = await login(t, user)
    expect((await me({ session: token })).status).toBe(200)
    expect((await me({ bearer: token })).status).toBe(200)
    // An API client's mutation needs no CSRF pair: no browser can add that header cross-site.
    const switched = await call(t, 'PUT', '/api/user/switch-role', { role: 'titulaire' }, { bearer: token })
    expect(switched.status).toBe(200)
  })

  it('judge a request with a Bearer header by it alone, never by a cookie sent beside it', async () => {
    const user = await createUser(t)
    const token = await login(t, user)
    const response = await t.request('/api/user', {
      headers: { Authorization: 'Bearer nope', Cookie: `releve_session=${token}` },
    })
    expect(response.status).toBe(401)
    // Another scheme (a staging proxy's Basic auth) leaves the cookie in charge.
    const basic = await t.request('/api/user', {
      headers: { Authorization: 'Basic dXNlcjpwYXNz', Cookie: `releve_session=${token}` },
    })
    expect(basic.status).toBe(200)
  })

  it('answer 401 when missing, malformed, unknown, revoked or expired', async () => {
    const user = await createUser(t)
    const token = await login(t, user)
    const unauthenticated = { message: 'Vous devez être connecté.', code: 'http.unauthenticated' }
    const anonymous = await t.request('/api/user')
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual(unauthenticated)
    for (const bad of ['abc', `${token}x`, 'B'.repeat(43), `${token.slice(0, 42)}!`]) {
      const response = await me({ bearer: bad })
      expect(response.status, bad).toBe(401)
      expect(await response.json()).toEqual(unauthenticated)
    }
    // Revoked server-side.
    await t.db.updateTable('sessions').set({ revoked_at: t.clock.now() }).where('user_id', '=', user.id).execute()
    expect((await me({ bearer: token })).status).toBe(401)
  })

  it('last 90 days from the login, then expire', async () => {
    const user = await createUser(t)
    const token = await login(t, user)
    t.clock.advance(89 * DAY)
    expect((await me({ bearer: token })).status).toBe(200)
    t.clock.advance(DAY)
    expect((await me({ bearer: token })).status).toBe(401)
  })

  it('record when they were last used, at most once a minute', async () => {
    const user = await createUser(t)
    const token = await login(t, user)
    const lastUsed = async () =>
      new Date(
        (await t.db.selectFrom('sessions').select('last_used_at').where('user_id', '=', user.id).executeTakeFirstOrThrow())
          .last_used_at,
      )
    const start = await lastUsed()
    t.clock.advance(30_000)
    await me({ bearer: token })
    expect(await lastUsed()).toEqual(start)
    t.clock.advance(31_000)
    await me({ bearer: token })
    expect((await lastUsed()).getTime()).toBe(start.getTime() + 61_000)
  })

  it('all end when the account is suspended, and never come back', async () => {
    const user = await createUser(t)
    const phone = await login(t, user)
    const laptop = await login(t, user)
    await t.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', user.id).execute()
    expect((await me({ bearer: phone })).status).toBe(401)
    const rows = await t.db.selectFrom('sessions').select('revoked_at').where('user_id', '=', user.id).execute()
    expect(rows.every((row) => row.revoked_at !== null)).toBe(true)
    await t.db.updateTable('users').set({ status: 'active' }).where('id', '=', user.id).execute()
    expect((await me({ bearer: laptop })).status).toBe(401)
  })

  it('stop working when the account is deleted', async () => {
    const user = await createUser(t)
    const token = await login(t, user)
    await t.db.updateTable('users').set({ deleted_at: t.clock.now() }).where('id', '=', user.id).execute()
    expect((await me({ bearer: token })).status).toBe(401)
  })

  it('are never cached: personal answers carry Cache-Control: no-store', async () => {
    const user = await createUser(t)
    const token = await login(t, user)
    const response = await me({ session: token })
    expect(response.headers.get('cache-control')).toContain('no-store')
  })
})

describe('GET /api/user/sessions', () => {
  it('lists the user’s live sessions, newest use first, the current one flagged', async () => {
    const user = await createUser(t)
    const old = await login(t, user, '203.0.113.7')
    t.clock.advance(120_000)
    const current = await call(
      t,
      'POST',
      '/api/login',
      { email: user.email, password: user.password },
      {
        ip: '203.0.113.8',
        headers: { 'User-Agent': 'Mozilla/5.0 (iPhone)' },
      },
    )
    const token = ((await current.json()) as { token: string }).token
    // A revoked one and another user's are not listed.
    const gone = await login(t, user)
    await call(t, 'POST', '/api/logout', undefined, { bearer: gone })
    await login(t, await createUser(t))

    const response = await call(t, 'GET', '/api/user/sessions', undefined, { session: token })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { sessions: SessionInfo[]; count: number }
    expect(body.count).toBe(2)
    expect(body.sessions[0]).toMatchObject({ current: true, ip: '203.0.113.8', user_agent: 'Mozilla/5.0 (iPhone)' })
    expect(body.sessions[1]).toMatchObject({ current: false, ip: '203.0.113.7' })
    expect(Object.keys(body.sessions[0] ?? {}).sort()).toEqual(
      ['created_at', 'current', 'expires_at', 'id', 'ip', 'last_used_at', 'user_agent'].sort(),
    )
    expect(JSON.stringify(body)).not.toContain(old)
    expect(JSON.stringify(body)).not.toContain(token)
  })

  it('is 401 for anonymous calls', async () => {
    expect((await t.request('/api/user/sessions')).status).toBe(401)
  })
})

describe('DELETE /api/user/sessions/{id}', () => {
  const sessionsOf = async (token: string) =>
    ((await (await call(t, 'GET', '/api/user/sessions', undefined, { bearer: token })).json()) as { sessions: SessionInfo[] })
      .sessions

  it('revokes one of the user’s own sessions', async () => {
    const user = await createUser(t)
    const phone = await login(t, user)
    const laptop = await login(t, user)
    const phoneId = (await sessionsOf(phone)).find((s) => s.current)?.id ?? ''
    const response = await call(t, 'DELETE', `/api/user/sessions/${phoneId}`, undefined, { session: laptop })
    expect(response.status).toBe(204)
    expect((await me({ bearer: phone })).status).toBe(401)
    expect((await me({ bearer: laptop })).status).toBe(200)
  })

  it('answers 404 for another user’s session and leaves it alone', async () => {
    const alice = await createUser(t)
    const bob = await createUser(t)
    const aliceToken = await login(t, alice)
    const bobToken = await login(t, bob)
    const bobSession = (await sessionsOf(bobToken))[0]?.id ?? ''
    const response = await call(t, 'DELETE', `/api/user/sessions/${bobSession}`, undefined, { session: aliceToken })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Ressource introuvable.', code: 'http.not_found' })
    expect((await me({ bearer: bobToken })).status).toBe(200)
    for (const id of ['nope', '00000000-0000-0000-0000-000000000000', '1']) {
      expect((await call(t, 'DELETE', `/api/user/sessions/${id}`, undefined, { session: aliceToken })).status).toBe(404)
    }
  })

  it('logs the caller out when it is their current session (the cookie is dropped)', async () => {
    const user = await createUser(t)
    const token = await login(t, user)
    const id = (await sessionsOf(token))[0]?.id ?? ''
    const response = await call(t, 'DELETE', `/api/user/sessions/${id}`, undefined, { session: token })
    expect(response.status).toBe(204)
    expect(setCookie(response, 'releve_session')?.attributes).toMatch(/Max-Age=0/)
    expect((await me({ session: token })).status).toBe(401)
  })

  it('needs the CSRF pair when called with the cookie', async () => {
    const user = await createUser(t)
    const token = await login(t, user)
    const id = (await sessionsOf(token))[0]?.id ?? ''
    const forged = await t.request(`/api/user/sessions/${id}`, {
      method: 'DELETE',
      headers: { Origin: APP_URL, Cookie: `releve_session=${token}` },
      ip: freshIp(),
    })
    expect(forged.status).toBe(419)
    const crossSite = await t.request(`/api/user/sessions/${id}`, {
      method: 'DELETE',
      headers: { Origin: 'https://evil.example', Cookie: `releve_session=${token}` },
    })
    expect(crossSite.status).toBe(403)
    expect((await me({ session: token })).status).toBe(200)
  })
})

describe('DELETE /api/user/sessions', () => {
  it('logs out every other device and keeps the current one', async () => {
    const user = await createUser(t)
    const others = [await login(t, user), await login(t, user)]
    const current = await login(t, user)
    const response = await call(t, 'DELETE', '/api/user/sessions', undefined, { session: current })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ revoked: 2 })
    for (const token of others) expect((await me({ bearer: token })).status).toBe(401)
    expect((await me({ session: current })).status).toBe(200)
  })
})
