import type { QueryClient } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import { clearPersonalData } from '#client/lib/clear-personal-data.ts'
import { currentUserQuery } from './current-user.ts'

/** POST /api/logout: revokes the session server-side (204, even without one). */
export function logoutRequest(): Promise<void> {
  return api<void>('/logout', { method: 'POST' })
}

/**
 * The device's side of signing out: wipes what it keeps for the user (query cache in memory and
 * IndexedDB, queued mutations, storage, personal Cache Storage), then forgets who was signed in.
 */
export async function forgetSignedInUser(client: QueryClient): Promise<void> {
  await clearPersonalData(client)
  client.setQueryData(currentUserQuery.queryKey, null)
}
