import { useNetworkStatus } from '#client/lib/pwa/use-network-status.ts'

/**
 * Whether a screen shows saved data: offline, with data fetched earlier (restored from the
 * persisted cache or kept from before the connection dropped). `savedAt` is the query's
 * dataUpdatedAt, for "Hors ligne — données du …".
 */
export function useOfflineData(dataUpdatedAt: number | undefined): { offline: boolean; savedAt: number | null } {
  const offline = useNetworkStatus() === 'offline'
  return { offline, savedAt: dataUpdatedAt ? dataUpdatedAt : null }
}
