import { describe, expect, it } from 'vitest'
import { call, createUser, login, setCookie } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'

const t = await createTestApp()

describe('the readable session hint beside the session cookie', () => {
  it('is set at login for 90 days, readable by scripts, and holds no token', async () => {
    const user = await createUser(t)
    const response = await call(t, 'POST', '/api/login', { email: user.email, password: user.password })
    expect(response.status).toBe(200)
    const hint = setCookie(response, 'releve_signed_in')
    expect(hint?.value).toBe('1')
    expect(hint?.attributes).toMatch(/Max-Age=7776000/)
    expect(hint?.attributes).not.toMatch(/HttpOnly/)
  })

  it('is removed at logout, with the session cookie', async () => {
    const user = await createUser(t)
    const token = await login(t, user)
    const response = await call(t, 'POST', '/api/logout', undefined, { session: token })
    expect(response.status).toBe(204)
    expect(setCookie(response, 'releve_signed_in')?.attributes).toMatch(/Max-Age=0/)
    expect(setCookie(response, 'releve_session')?.attributes).toMatch(/Max-Age=0/)
  })
})
