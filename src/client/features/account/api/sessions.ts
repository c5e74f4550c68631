import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type { SessionInfo } from '#shared/auth.ts'

export const sessionListKeys = {
  all: ['user-sessions'] as const,
  list: () => [...sessionListKeys.all, 'list'] as const,
}

/** GET /api/user/sessions: the user's live sessions, the one in use flagged `current`. */
export async function fetchSessions(): Promise<SessionInfo[]> {
  const answer = await api<{ sessions: SessionInfo[]; count: number }>('/user/sessions')
  return answer.sessions
}

export const sessionsQuery = queryOptions({ queryKey: sessionListKeys.list(), queryFn: fetchSessions, staleTime: 0 })

export function useSessions() {
  return useQuery(sessionsQuery)
}

/** DELETE /api/user/sessions/{id}, or DELETE /api/user/sessions for every other device. */
export function revokeSessions(target: { id: string } | 'others'): Promise<unknown> {
  return target === 'others'
    ? api('/user/sessions', { method: 'DELETE' })
    : api(`/user/sessions/${encodeURIComponent(target.id)}`, { method: 'DELETE' })
}

export function useRevokeSessions() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: revokeSessions,
    networkMode: 'always',
    onSettled: () => client.invalidateQueries({ queryKey: sessionListKeys.all }),
  })
}
