// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setBrowserCookie } from '#client/lib/cookies.ts'
import { SESSION_HINT_COOKIE } from '#shared/session-hint.ts'
import { makeUser } from '#tests/unit/support/users.ts'
import { fetchCurrentUser } from './current-user.ts'

const user = makeUser()
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** Records the app's own requests to GET /api/user, answering them with `answer`. */
function stubUserRequests(answer: () => Response) {
  const asked: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      asked.push(new URL(String(input), 'http://localhost').pathname)
      return answer()
    }),
  )
  return asked
}

beforeEach(() => {
  setBrowserCookie(SESSION_HINT_COOKIE, '1', { maxAgeSeconds: 3600 })
})

afterEach(() => {
  vi.unstubAllGlobals()
  window.releveEarlyUser = undefined
  setBrowserCookie(SESSION_HINT_COOKIE, '', { maxAgeSeconds: 0 })
})

describe('fetchCurrentUser with the app shell’s early request (public/session-start.js)', () => {
  it('takes the early answer instead of asking again, and only once', async () => {
    const asked = stubUserRequests(() => json(200, user))
    window.releveEarlyUser = Promise.resolve(json(200, user))
    expect(await fetchCurrentUser()).toMatchObject({ id: user.id, email: user.email })
    expect(asked).toEqual([])
    expect(window.releveEarlyUser).toBeUndefined()
    // The next call (a refresh) asks the server itself.
    await fetchCurrentUser()
    expect(asked).toEqual(['/api/user'])
  })

  it('asks again the usual way when the early answer was not a 200, which then ends the session', async () => {
    const asked = stubUserRequests(() => json(401, { message: 'Unauthenticated.' }))
    window.releveEarlyUser = Promise.resolve(json(401, { message: 'Unauthenticated.' }))
    expect(await fetchCurrentUser()).toBeNull()
    expect(asked).toEqual(['/api/user'])
    expect(document.cookie).not.toContain(SESSION_HINT_COOKIE)
  })

  it('asks again when the early request failed on the network', async () => {
    const asked = stubUserRequests(() => json(200, user))
    const failed = Promise.reject(new TypeError('Failed to fetch'))
    failed.catch(() => {})
    window.releveEarlyUser = failed
    expect(await fetchCurrentUser()).toMatchObject({ id: user.id })
    expect(asked).toEqual(['/api/user'])
  })

  it('gives up with a timeout error when the early answer is too slow, as the API client would', async () => {
    stubUserRequests(() => json(200, user))
    window.releveEarlyUser = new Promise<Response>(() => {})
    await expect(fetchCurrentUser({ timeout: 30 })).rejects.toMatchObject({ status: 0, code: 'timeout' })
  })
})
