import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import type { Query } from '@tanstack/react-query'
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client'
import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval'
import { buildId } from './build-id.ts'
import { safeStorage, storageKeys } from './storage-keys.ts'

/**
 * The query cache and the paused mutations live in IndexedDB under one key per build and per
 * user (`releve-query:<build>:<user id | anon>`), so that one user never restores another's data
 * and a new build never reads a cache shaped by the old one.
 */
const keyPrefix = 'releve-query'
const anonymous = 'anon'

let store: UseStore | null = null
/** Opened on first use only: module evaluation must stay free of browser APIs (prerender). */
export function queryCacheStore(): UseStore {
  store ??= createStore('releve', 'query-cache')
  return store
}

export function persistedCacheKey(build: string, owner: string | null): string {
  return `${keyPrefix}:${build}:${owner ?? anonymous}`
}

/** The user whose cache this device currently holds; null for a visitor. */
export function cacheOwner(): string | null {
  return safeStorage('local')?.getItem(storageKeys.cacheOwner) ?? null
}

export function setCacheOwner(owner: string | null): void {
  const storage = safeStorage('local')
  // The last screens' pictures (lib/last-screen.ts) are the previous owner's too.
  if (storage?.getItem(storageKeys.cacheOwner) !== owner) storage?.removeItem(storageKeys.lastScreens)
  if (owner === null) storage?.removeItem(storageKeys.cacheOwner)
  else storage?.setItem(storageKeys.cacheOwner, owner)
}

export function removePersistedCache(owner: string | null): Promise<void> {
  return del(persistedCacheKey(buildId, owner), queryCacheStore())
}

/** Drops caches written by older builds: they can never be restored again. */
export async function pruneOtherBuilds(): Promise<void> {
  const all = await keys<IDBValidKey>(queryCacheStore())
  const stale = all.filter(
    (key) => typeof key === 'string' && key.startsWith(`${keyPrefix}:`) && !key.startsWith(`${keyPrefix}:${buildId}:`),
  )
  await Promise.all(stale.map((key) => del(key, queryCacheStore())))
}

export function createQueryPersister(): Persister {
  // The persister's own key is ignored: the owner is read at each call, so that a login or a
  // logout switches the namespace without rebuilding the provider.
  const read = (owner: string | null) =>
    get<string>(persistedCacheKey(buildId, owner), queryCacheStore()).then((value) => value ?? null)
  // Read at once, while React still renders the first time: the provider that restores the copy
  // asks for it only once mounted, and on a slow phone IndexedDB's answer then came a good part of
  // a second later than it could have (tests/bench/repeat-visit.ts). The first restore takes this
  // read, if it is for the same owner.
  let early: { owner: string | null; value: Promise<string | null> } | null =
    typeof indexedDB === 'undefined' ? null : { owner: cacheOwner(), value: read(cacheOwner()) }
  early?.value.catch(() => {})
  const storage = {
    getItem: (_key: string) => {
      const owner = cacheOwner()
      const taken = early?.owner === owner ? early.value : read(owner)
      early = null
      return taken
    },
    setItem: (_key: string, value: string) => set(persistedCacheKey(buildId, cacheOwner()), value, queryCacheStore()),
    removeItem: (_key: string) => del(persistedCacheKey(buildId, cacheOwner()), queryCacheStore()),
  }
  const throttled = createAsyncStoragePersister({ storage, key: keyPrefix, throttleTime: 1000, serialize: serializeForDevice })
  // The copy is written at most once a second; one taken in the last second before the app is
  // hidden or closed (an offer opened, then the phone locked) is written at once instead of lost.
  // Never under another owner than the copy's: after a logout or a switch of account, the last
  // copy taken belongs to someone who is gone from this device.
  let unwritten: { client: PersistedClient; owner: string | null } | null = null
  const flush = () => {
    const copy = unwritten
    unwritten = null
    if (!copy || copy.owner !== cacheOwner()) return
    storage
      .setItem(keyPrefix, serializeForDevice(copy.client))
      .catch((error: unknown) => console.warn('Could not save the query cache', error))
  }
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush()
    })
    window.addEventListener('pagehide', flush)
  }
  return {
    ...throttled,
    persistClient: (client) => {
      unwritten = { client, owner: cacheOwner() }
      return throttled.persistClient(client)
    },
  }
}

/**
 * Which queries the device keeps: every one that holds data, including those whose last refresh
 * failed. TanStack Query keeps only successful queries by default, so a query refreshed offline
 * (the current user asked at every start, a list refetched on a weak signal) fell out of the copy
 * written next, and the following start knew neither the user nor their data (docs/offline.md).
 */
export function shouldPersistQuery(query: Query): boolean {
  return query.state.data !== undefined
}

/**
 * A failed refresh is not part of what the device keeps: a query stored after one is stored as
 * its last success (its data and the time it was fetched), so the next start shows that data
 * with its age instead of an error.
 */
export function serializeForDevice(client: PersistedClient): string {
  const queries = client.clientState.queries.map((query) =>
    query.state.status === 'error'
      ? {
          ...query,
          state: {
            ...query.state,
            status: 'success' as const,
            fetchStatus: 'idle' as const,
            error: null,
            fetchFailureCount: 0,
            fetchFailureReason: null,
          },
        }
      : query,
  )
  return JSON.stringify({ ...client, clientState: { ...client.clientState, queries } })
}

/**
 * Resolves once the persisted cache has been restored (or failed to be): the router's guards and
 * the start-up user fetch wait for it, so they see the restored session when offline.
 */
let markRestored: () => void = () => {}
export const cacheRestored = new Promise<void>((resolve) => {
  markRestored = resolve
})
export function signalCacheRestored(): void {
  markRestored()
}
