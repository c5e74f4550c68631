import type { QueryClient } from '@tanstack/react-query'
import { cacheOwner, cacheRestored, removePersistedCache, setCacheOwner } from '#client/lib/query-persistence.ts'
import type { User } from '#shared/user.ts'
import { currentUserQuery, sessionKeys } from './api/current-user.ts'

const startups = new WeakMap<QueryClient, Promise<User | null>>()

/** How long start-up waits for IndexedDB before going on without the persisted cache. */
const restoreTimeoutMs = 3000

/**
 * The current user for guards and start-up. The first call (at app start) waits for the
 * persisted cache, then asks the server once; later calls read the cache, which login and
 * logout keep up to date. Offline, the last known user stands.
 */
export function loadCurrentUser(client: QueryClient): Promise<User | null> {
  const started = startups.get(client)
  if (started) return started.then(() => client.getQueryData(currentUserQuery.queryKey) ?? null)
  const startup = fetchAtStart(client)
  startups.set(client, startup)
  return startup
}

async function fetchAtStart(client: QueryClient): Promise<User | null> {
  await Promise.race([cacheRestored, new Promise((resolve) => setTimeout(resolve, restoreTimeoutMs))])
  let user: User | null
  try {
    user = await client.fetchQuery({ ...currentUserQuery, staleTime: 0 })
  } catch {
    user = client.getQueryData(currentUserQuery.queryKey) ?? null
  }
  await adoptCacheOwner(client, user)
  return user
}

/**
 * The persisted cache belongs to one user. When the session says someone else (or nobody), the
 * data and the queued mutations restored for the previous owner are dropped, never shown or sent.
 */
export async function adoptCacheOwner(client: QueryClient, user: User | null): Promise<void> {
  const previous = cacheOwner()
  const next = user ? String(user.id) : null
  if (previous === next) return
  if (previous !== null) {
    client.getMutationCache().clear()
    client.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] })
    await removePersistedCache(previous).catch((error: unknown) => console.error('Could not drop a previous cache', error))
  }
  setCacheOwner(next)
}
