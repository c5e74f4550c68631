import type { Page } from '@playwright/test'

/** Waits until the service worker is installed and controls the page (its first install precaches the build). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
    }
  })
}

/** What the device keeps for the signed-in user: the query keys, and the variables of the changes queued offline. */
export interface DeviceCopy {
  queries: string[]
  queued: unknown[]
}

/** The signed-in user's copy in IndexedDB (query-persistence.ts), as a restart would find it. */
export function deviceCopy(page: Page): Promise<DeviceCopy> {
  return page.evaluate(async () => {
    const opening = indexedDB.open('releve')
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      opening.onsuccess = () => resolve(opening.result)
      opening.onerror = () => reject(opening.error)
    })
    const read = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
    const store = db.transaction('query-cache').objectStore('query-cache')
    const [copies, keys] = await Promise.all([read(store.getAll()), read(store.getAllKeys())])
    db.close()
    const owner = localStorage.getItem('releve.cache-owner')
    const mine = copies.find((_, index) => String(keys[index]).endsWith(`:${owner}`))
    if (typeof mine !== 'string') return { queries: [], queued: [] }
    const { clientState } = JSON.parse(mine) as {
      clientState: { queries: { queryKey: unknown }[]; mutations: { state: { isPaused: boolean; variables?: unknown } }[] }
    }
    return {
      queries: clientState.queries.map((query) => JSON.stringify(query.queryKey)),
      queued: clientState.mutations.filter((mutation) => mutation.state.isPaused).map((mutation) => mutation.state.variables),
    }
  })
}
