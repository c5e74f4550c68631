import type { QueryClient } from '@tanstack/react-query'
import { clear } from 'idb-keyval'
import { queryCacheStore, setCacheOwner } from './query-persistence.ts'
import { devicePreferenceKeys, safeStorage, storagePrefix } from './storage-keys.ts'

/**
 * Wipes everything this device keeps about the user (SECURITY: "The PWA on a shared phone"):
 * the query cache in memory and in IndexedDB, the queued mutations (never to be sent under
 * another account), our local and session storage keys, and the runtime caches of the service
 * worker, and the device's push subscription (the next member of a shared phone must not get
 * the last one's notifications; the push service then answers 410 and the server drops its row).
 * The precached app shell is not personal and stays, so the app still opens offline.
 * Logout calls it, online or offline.
 */
export async function clearPersonalData(client: QueryClient): Promise<void> {
  await client.cancelQueries()
  client.getMutationCache().clear()
  client.clear()
  setCacheOwner(null)

  // Each wipe runs on its own: one failing (IndexedDB unavailable…) must not spare the others.
  const results = await Promise.allSettled([(async () => clear(queryCacheStore()))(), clearCacheStorage(), unsubscribePush()])
  clearOurStorage(safeStorage('local'), devicePreferenceKeys)
  clearOurStorage(safeStorage('session'), [])
  for (const result of results) {
    // The server's `Clear-Site-Data: "storage"` at logout may have wiped IndexedDB first and
    // closed our connection: that is the wipe done, not a failure.
    if (result.status === 'rejected' && !isClosedByClearSiteData(result.reason))
      console.error('Could not clear personal data', result.reason)
  }
}

export function clearOurStorage(storage: Storage | null, keep: readonly string[]): void {
  if (!storage) return
  const ours: string[] = []
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index)
    if (key?.startsWith(storagePrefix) && !keep.includes(key)) ours.push(key)
  }
  for (const key of ours) storage.removeItem(key)
}

/** Workbox names its precache `workbox-precache-…`: everything else may hold API answers or images. */
async function clearCacheStorage(): Promise<void> {
  if (typeof caches === 'undefined') return
  const names = await caches.keys()
  await Promise.all(names.filter((name) => !name.startsWith('workbox-precache')).map((name) => caches.delete(name)))
}

/** Stops this browser's Web Push subscription, if the app's service worker has one. */
async function unsubscribePush(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  const registration = await navigator.serviceWorker.getRegistration()
  const subscription = await registration?.pushManager?.getSubscription()
  await subscription?.unsubscribe()
}

function isClosedByClearSiteData(reason: unknown): boolean {
  return reason instanceof DOMException && (reason.name === 'AbortError' || reason.name === 'InvalidStateError')
}
