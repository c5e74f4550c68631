import { hashKey, type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { currentUserQuery } from '#client/entities/session/api/current-user.ts'
import { whenLoadedAndIdle } from '#client/lib/after-load.ts'

const mounted = new WeakSet<QueryClient>()

/**
 * Loads the realtime stream (./realtime.ts, with Zod and the cache patches) once the page is idle
 * and a verified user is signed in. Mounted from the signed-in screens' layout, not at start-up:
 * neither the first paint nor a visitor pays for it (docs/architecture.md#bundle-budgets). Once
 * loaded it follows the session itself (closed at logout, reopened for the next user).
 */
function mountRealtime(client: QueryClient): void {
  // No EventSource (a test's DOM, an old browser): the screens poll as before.
  if (mounted.has(client) || typeof EventSource === 'undefined') return
  mounted.add(client)
  whenLoadedAndIdle(() => {
    const userHash = hashKey(currentUserQuery.queryKey)
    let loading = false
    const load = () => {
      if (loading || !client.getQueryData(currentUserQuery.queryKey)?.email_verified_at) return
      loading = true
      unsubscribe()
      import('./realtime.ts')
        .then(({ startRealtime }) => startRealtime(client))
        .catch((error: unknown) => console.warn('Could not start the realtime events', error))
    }
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.query.queryHash === userHash) load()
    })
    load()
  })
}

/** The realtime events for this tab, from the signed-in screens' layout. */
export function useRealtime(): void {
  const client = useQueryClient()
  useEffect(() => mountRealtime(client), [client])
}
