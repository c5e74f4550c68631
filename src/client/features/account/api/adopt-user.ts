import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { currentUserQuery } from '#client/features/session/api/current-user.ts'

/**
 * Asks GET /api/user again after a change, so every screen (header, checklist, forms) shows what
 * the server kept. A failure keeps the user we have: the change itself was saved.
 */
export async function refreshCurrentUser(client: QueryClient): Promise<void> {
  await client.fetchQuery({ ...currentUserQuery, staleTime: 0 }).catch(() => undefined)
}

export function useRefreshCurrentUser(): () => Promise<void> {
  const client = useQueryClient()
  return useCallback(() => refreshCurrentUser(client), [client])
}
