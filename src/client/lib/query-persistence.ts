import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import type { Persister } from '@tanstack/react-query-persist-client'
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
  if (owner === null) storage?.removeItem(storageKeys.cacheOwner)
  else storage?.setItem(storageKeys.cacheOwner, owner)
}

export function removePersistedCache(owner: string | null): Promise<void> {
  return del(persistedCacheKey(buildId, owner), queryCacheStore())
}

/** Drops caches written by older builds: they can never be restored again. */
export async function pruneOtherBuilds(): Promise<void> {
  const all = await keys<IDBValidKey>(queryCacheStore())
  const stale = all.filter((key) => typeof key === 'string' && key.startsWith(`${keyPrefix}:`) && !key.startsWith(`${keyPrefix}:${buildId}:`))
  await Promise.all(stale.map((key) => del(key, queryCacheStore())))
}

export function createQueryPersister(): Persister {
  // The persister's own key is ignored: the owner is read at each call, so that a login or a
  // logout switches the namespace without rebuilding the provider.
  const storage = {
    getItem: (_key: string) => get<string>(persistedCacheKey(buildId, cacheOwner()), queryCacheStore()).then((value) => value ?? null),
    setItem: (_key: string, value: string) => set(persistedCacheKey(buildId, cacheOwner()), value, queryCacheStore()),
    removeItem: (_key: string) => del(persistedCacheKey(buildId, cacheOwner()), queryCacheStore()),
  }
  return createAsyncStoragePersister({ storage, key: keyPrefix, throttleTime: 1000 })
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
