// The fake API of the client's tests: a stubbed fetch that records what the code sent and answers
// as told. Undo it with `vi.unstubAllGlobals()` after each test.
import { vi } from 'vitest'

export interface SentRequest {
  method: string
  /** Path and query string, e.g. `/api/communes?q=din`. */
  path: string
  /** The JSON body parsed, a FormData as sent, or null. */
  body: unknown
  headers: Headers
}

export type Answer = { status: number; body?: unknown }
export type Responder = (request: SentRequest) => Answer | undefined

/**
 * Stubs fetch: CSRF cookie requests succeed, the others are answered by `respond` (204 when it
 * says nothing) or, given a list, by its answers in order (a 500 once the list is used up, so that
 * a request the test did not expect fails).
 */
export function stubApi(respond: Responder | Answer[] = () => undefined) {
  const answer = Array.isArray(respond)
    ? () => respond.shift() ?? { status: 500, body: { message: 'No answer prepared' } }
    : respond
  const sent: SentRequest[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      if (url.pathname === '/sanctum/csrf-cookie') return new Response(null, { status: 204 })
      const raw = init?.body
      const body = raw instanceof FormData ? raw : typeof raw === 'string' ? JSON.parse(raw) : (raw ?? null)
      const request = {
        method: init?.method ?? 'GET',
        path: url.pathname + url.search,
        body,
        headers: new Headers(init?.headers),
      }
      sent.push(request)
      // A network answers later than the same tick: the screen renders its pending state first.
      await new Promise((resolve) => setTimeout(resolve, 10))
      const { status, body: answered } = answer(request) ?? { status: 204 }
      return answered === undefined
        ? new Response(null, { status })
        : new Response(JSON.stringify(answered), { status, headers: { 'Content-Type': 'application/json' } })
    }),
  )
  return sent
}
