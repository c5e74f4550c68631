import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, isApiError } from '#client/lib/api-client.ts'
import { getBrowserCookie, setBrowserCookie } from '#client/lib/cookies.ts'
import { SESSION_HINT_COOKIE } from '#shared/session-hint.ts'
import type { User } from '#shared/user.ts'

export const sessionKeys = {
  all: ['session'] as const,
  currentUser: () => [...sessionKeys.all, 'current-user'] as const,
}

/**
 * GET /api/user. "Not signed in" answers (401, 403, 419) and an unexpected shape mean nobody
 * (SPEC §4: null on failure). A network failure or a server error throws instead, so that the
 * caller falls back to the user restored from the persisted cache (offline, server down) and
 * only then to null.
 */
export async function fetchCurrentUser(options: { timeout?: number } = {}): Promise<User | null> {
  // No session cookie was ever set (or logout removed it): a visitor, known without a 401.
  if (getBrowserCookie(SESSION_HINT_COOKIE) === null) return null
  try {
    const body = await api<unknown>('/user', { timeout: options.timeout })
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
