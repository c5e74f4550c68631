import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, api, isApiError } from '#client/lib/api-client.ts'
import { getBrowserCookie, setBrowserCookie } from '#client/lib/cookies.ts'
import { SESSION_HINT_COOKIE } from '#shared/session-hint.ts'
import type { User } from '#shared/user.ts'

export const sessionKeys = {
  all: ['session'] as const,
  currentUser: () => [...sessionKeys.all, 'current-user'] as const,
}

/**
 * GET /api/user. "Not signed in" answers (401, 403, 419) and an unexpected shape mean nobody
 * (docs/product.md#session: null on failure). A network failure or a server error throws instead, so that the
 * caller falls back to the user restored from the persisted cache (offline, server down) and
 * only then to null.
 */
export async function fetchCurrentUser(options: { timeout?: number } = {}): Promise<User | null> {
  // No session cookie was ever set (or logout removed it): a visitor, known without a 401.
  if (getBrowserCookie(SESSION_HINT_COOKIE) === null) return null
  try {
    const body = (await earlyAnswer(options.timeout)) ?? (await api<unknown>('/user', { timeout: options.timeout }))
    // The schema (and Zod) load on demand: they are not needed to paint the first page.
    const { userSchema } = await import('#shared/user.ts')
    const parsed = userSchema.safeParse(body)
    if (!parsed.success) {
      console.error('GET /api/user answered an unexpected shape', parsed.error.issues)
      return null
    }
    return parsed.data
  } catch (error) {
    if (isApiError(error) && [401, 403, 419].includes(error.status)) {
      // The session ended on the server (expired, revoked): stop asking at every start.
      setBrowserCookie(SESSION_HINT_COOKIE, '', { maxAgeSeconds: 0 })
      return null
    }
    throw error
  }
}

declare global {
  interface Window {
    /** GET /api/user as the app shell asked it before the app started (public/session-start.js). */
    releveEarlyUser?: Promise<Response>
  }
}

/**
 * The body of the app shell's own GET /api/user, taken once: the first screen need not wait for
 * the app to start before asking. Undefined when there was none, or it was anything but a 200
 * (the caller then asks again, and handles that answer as usual); a timeout error when it did not
 * come in time, as the API client's own request would.
 */
async function earlyAnswer(timeout: number | undefined): Promise<unknown> {
  if (typeof window === 'undefined' || !window.releveEarlyUser) return undefined
  const pending = window.releveEarlyUser
  window.releveEarlyUser = undefined
  const body = pending
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
    .catch(() => undefined)
  if (!timeout) return body
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError(0, 'timeout', { message: 'GET /api/user took too long' })), timeout)
  })
  return Promise.race([body, late]).finally(() => clearTimeout(timer))
}

export const currentUserQuery = queryOptions({
  queryKey: sessionKeys.currentUser(),
  queryFn: () => fetchCurrentUser(),
  // Fetched once at start (see load-current-user.ts); login and logout write it directly.
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
  // Fail fast offline instead of pausing: the guards are waiting for an answer.
  networkMode: 'always',
})

/** The signed-in user, or null (visitor, or still loading). */
export function useCurrentUser(): User | null {
  return useQuery(currentUserQuery).data ?? null
}
