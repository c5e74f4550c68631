// @vitest-environment jsdom
import { dehydrate, QueryClient } from '@tanstack/react-query'
import type { PersistedClient } from '@tanstack/react-query-persist-client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildId } from './build-id.ts'
import {
  createQueryPersister,
  persistedCacheKey,
  serializeForDevice,
  setCacheOwner,
  shouldPersistQuery,
} from './query-persistence.ts'

const written = new Map<string, string>()
vi.mock('idb-keyval', () => ({
  createStore: () => ({}),
  del: async (key: string) => void written.delete(key),
  get: async (key: string) => written.get(key),
  keys: async () => [...written.keys()],
  set: async (key: string, value: string) => void written.set(key, value),
}))

afterEach(() => {
  written.clear()
  localStorage.clear()
})

/** A client whose list was fetched once, then failed to refresh (offline, server down). */
async function clientWithAFailedRefresh(): Promise<QueryClient> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  await client.fetchQuery({ queryKey: ['offers'], queryFn: () => ['offre de Saint-Malo'] })
  await client
    .fetchQuery({
      queryKey: ['offers'],
      queryFn: (): Promise<string[]> => Promise.reject(new TypeError('Failed to fetch')),
      staleTime: 0,
    })
    .catch(() => {})
  return client
}

function persisted(client: QueryClient): PersistedClient {
  return { timestamp: Date.now(), buster: buildId, clientState: dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery }) }
}

describe('the copy of the query cache the device keeps', () => {
  it('keeps the data of a query whose refresh failed, as its last success', async () => {
    const client = await clientWithAFailedRefresh()
    expect(client.getQueryState(['offers'])?.status).toBe('error')
    const [offers] = (JSON.parse(serializeForDevice(persisted(client))) as PersistedClient).clientState.queries
    expect(offers?.state).toMatchObject({ data: ['offre de Saint-Malo'], status: 'success', error: null, fetchStatus: 'idle' })
  })

  it('keeps no query that never had data', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await client
      .fetchQuery({ queryKey: ['never'], queryFn: (): Promise<string> => Promise.reject(new Error('no')) })
      .catch(() => {})
    expect(persisted(client).clientState.queries).toEqual([])
  })

  it('is written at once when the app is hidden, under the owner it was taken for only', async () => {
    setCacheOwner('7')
    const persister = createQueryPersister()
    const client = await clientWithAFailedRefresh()
    await persister.persistClient(persisted(client))
    await persister.persistClient(persisted(client))
    // The second copy waits for the throttle; hiding the app writes it now.
    written.clear()
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
    await vi.waitFor(() => expect(written.has(persistedCacheKey(buildId, '7'))).toBe(true))

    // After a logout, the last copy taken is someone else's: hiding the app writes nothing.
    await persister.persistClient(persisted(client))
    written.clear()
    setCacheOwner(null)
    document.dispatchEvent(new Event('visibilitychange'))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect([...written.keys()]).toEqual([])
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' })
  })

  it('is read from the device as soon as the app starts, and restored for its own owner only', async () => {
    // Browsers have IndexedDB (jsdom has not): the read starts with the persister.
    vi.stubGlobal('indexedDB', {})
    const copy = (owner: string) =>
      JSON.stringify({ timestamp: Date.now(), buster: '', clientState: { queries: [], mutations: [] }, owner })
    try {
      setCacheOwner('7')
      written.set(persistedCacheKey(buildId, '7'), copy('7'))
      const persister = createQueryPersister()
      // Whatever happens to the store afterwards, the restore gets what was read at start.
      written.clear()
      expect(await persister.restoreClient()).toMatchObject({ owner: '7' })

      // Someone else signed in before the restore: their own copy, never the one read for '7'.
      written.set(persistedCacheKey(buildId, '7'), copy('7'))
      written.set(persistedCacheKey(buildId, '8'), copy('8'))
      const next = createQueryPersister()
      setCacheOwner('8')
      expect(await next.restoreClient()).toMatchObject({ owner: '8' })
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
