import { normalizePath } from './hydration.ts'

/**
 * What makes a prerendered page start the app without waiting for the reader to touch it
 * (see deferred-start.ts): something the HTML cannot do on its own.
 */

/**
 * The prerendered pages that are for guests only (their route's guard sends a signed-in member to
 * the dashboard): kept here rather than read from the route table, which a public page does not
 * load (app/routes.test.ts checks that the two agree).
 */
export const guestOnlyPages: readonly string[] = ['/login', '/register']

/**
 * Someone is signed in on this device (the session hint) and the page is for guests: the app must
 * run its guard now, rather than let a member read and fill a login form they do not need.
 */
export function signedInOnGuestPage(pathname: string, sessionHint: boolean): boolean {
  return sessionHint && guestOnlyPages.includes(normalizePath(pathname))
}

/**
 * GET /api/config names an analytics script or a social pixel: the consent banner must be asked,
 * or what was accepted loaded (features/consent, which lives in the app). Nothing configured
 * (the default), unreadable or offline: nothing to do.
 */
export async function trackersConfigured(
  fetchConfig: () => Promise<Response> = () => fetch('/api/config', { headers: { Accept: 'application/json' } }),
): Promise<boolean> {
  try {
    const response = await fetchConfig()
    if (!response.ok) return false
    const body = (await response.json()) as Record<string, unknown> | null
    return Boolean(body?.analytics_script_url) || Boolean(body?.social_pixel_url)
  } catch {
    return false
  }
}

/** A persisted query cache (TanStack's dehydrated state) holding mutations queued offline. */
export function holdsQueuedMutations(persisted: string | null | undefined): boolean {
  if (!persisted) return false
  try {
    const mutations = (JSON.parse(persisted) as { clientState?: { mutations?: unknown[] } } | null)?.clientState?.mutations
    return Array.isArray(mutations) && mutations.length > 0
  } catch {
    return false
  }
}

/** Changes queued offline wait in this device's cache: only the app can send them. */
export async function hasQueuedMutations(): Promise<boolean> {
  const [{ get }, { persistedCacheKey, cacheOwner, queryCacheStore }, { buildId }] = await Promise.all([
    import('idb-keyval'),
    import('#client/lib/query-persistence.ts'),
    import('#client/lib/build-id.ts'),
  ])
  try {
    return holdsQueuedMutations(await get<string>(persistedCacheKey(buildId, cacheOwner()), queryCacheStore()))
  } catch {
    return false
  }
}
