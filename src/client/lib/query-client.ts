import { QueryClient } from '@tanstack/react-query'
import { isApiError } from './api-client.ts'

/** Persisted data older than this is dropped at restore (docs/offline.md). */
export const persistMaxAgeMs = 7 * 24 * 60 * 60 * 1000

export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Cached data must outlive the session to be persisted and shown offline.
        gcTime: persistMaxAgeMs,
        staleTime: 30_000,
        // Serve what we have and let the service worker answer; do not freeze queries offline.
        networkMode: 'offlineFirst',
        retry: (failureCount, error) => failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: {
        // 'online': a mutation made offline pauses, is persisted, and resumes with the network.
        networkMode: 'online',
        retry: 0,
      },
    },
  })
}

/**
 * A feature plugs its offline-capable mutations in here: it calls
 * `client.setMutationDefaults({ mutationKey, mutationFn })` so that a paused mutation restored
 * from IndexedDB after a reload still knows how to run (TanStack Query's offline example).
 */
export type MutationDefaultsRegistration = (client: QueryClient) => void

export function registerMutationDefaults(client: QueryClient, registrations: readonly MutationDefaultsRegistration[]): void {
  for (const register of registrations) register(client)
}

export const queryClient = createAppQueryClient()
