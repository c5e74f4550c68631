import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type { MessageReportList } from '#shared/chat.ts'

/**
 * How many reported messages wait for an admin: GET /api/admin/message-reports?status=open with a
 * page of one (its count is all the home needs). Under the reports' keys, so closing one there
 * refreshes it here.
 */
export const openReportsCountQuery = queryOptions({
  queryKey: ['admin', 'message-reports', 'open-count'] as const,
  queryFn: async ({ signal }) =>
    (await api<MessageReportList>('/admin/message-reports', { query: { status: 'open', perPage: 1 }, signal })).count,
  staleTime: 60_000,
})

export function useOpenReportsCount() {
  return useQuery(openReportsCountQuery)
}
