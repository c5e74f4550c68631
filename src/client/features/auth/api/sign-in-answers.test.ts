// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { login } from './login.ts'
import { registerImmediate } from './register-immediate.ts'
import { verifyTwoFactor } from './verify-two-factor.ts'

const token = '42|session-token-for-api-clients'

/** The server's answer: the session cookie (not visible to scripts) and the token in the JSON. */
function answerWithToken(body: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/sanctum/csrf-cookie')
        ? new Response(null, { status: 204 })
        : new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    ),
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

// API clients read `token`; the web app's session is the HttpOnly cookie, so the answer's token
// never leaves the function that received it.
describe('sign-in answers as the web app keeps them', () => {
  it('login: signed in, without the token', async () => {
    answerWithToken({ token })
    const outcome = await login({ email: 'lou@example.fr', password: 'Tournée du matin' })
    expect(outcome).toEqual({ kind: 'signed-in' })
    expect(JSON.stringify(outcome)).not.toContain(token)
  })

  it('login with two-factor on: the hash only', async () => {
    answerWithToken({ hash: 'h4sh' })
    expect(await login({ email: 'lou@example.fr', password: 'Tournée du matin' })).toEqual({ kind: 'challenge', hash: 'h4sh' })
  })

  it('two-factor code: signed in, without the token', async () => {
    answerWithToken({ token })
    const outcome = await verifyTwoFactor({ hash: 'h4sh', code: '123456' })
    expect(outcome).toEqual({ kind: 'signed-in' })
  })

  it('immediate registration: the message, without the token', async () => {
    answerWithToken({ token, message: 'Bienvenue sur Relève.' })
    const answer = await registerImmediate({} as Parameters<typeof registerImmediate>[0])
    expect(answer).toEqual({ message: 'Bienvenue sur Relève.' })
  })
})
