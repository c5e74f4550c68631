import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type { MessageReport, MessageReportList, MessageReportStatus } from '#shared/chat.ts'

/**
 * Query keys of the reported messages: everything under ['admin', 'message-reports'] is dropped
 * together after a change (the admin home's count of open reports sits there too).
 */
export const messageReportsKeys = {
  all: ['admin', 'message-reports'] as const,
  list: (query: Record<string, string>) => ['admin', 'message-reports', 'list', query] as const,
}

export const messageReportsQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: messageReportsKeys.list(query),
    queryFn: ({ signal }) => api<MessageReportList>('/admin/message-reports', { query, signal }),
    // The previous page stays on screen while the next one loads: the list does not jump.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })

export const useMessageReports = (query: Record<string, string>) => useQuery(messageReportsQuery(query))

export type CloseStatus = Exclude<MessageReportStatus, 'open'>

interface CloseVariables {
  id: number
  status: CloseStatus
}

/**
 * PATCH /api/admin/message-reports/{id}: the report shows its new status at once in every loaded
 * page, and goes back as it was if the server refuses. An admin action needs the network now
 * (never queued for later): its outcome is shown at once.
 */
export function useCloseReport() {
  const client = useQueryClient()
  return useMutation<{ message: string }, Error, CloseVariables, { saved: [readonly unknown[], unknown][] }>({
    networkMode: 'always',
    retry: 0,
    mutationFn: ({ id, status }) =>
      api<{ message: string }>(`/admin/message-reports/${id}`, { method: 'PATCH', body: { status } }),
    onMutate: async ({ id, status }) => {
      await client.cancelQueries({ queryKey: messageReportsKeys.all })
      const saved = client.getQueriesData<MessageReportList>({ queryKey: [...messageReportsKeys.all, 'list'] })
      const closedAt = new Date().toISOString()
      client.setQueriesData<MessageReportList>({ queryKey: [...messageReportsKeys.all, 'list'] }, (list) =>
        list
          ? {
              ...list,
              reports: list.reports.map(
                (report): MessageReport => (report.id === id ? { ...report, status, closed_at: closedAt } : report),
              ),
            }
          : list,
      )
      return { saved }
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.saved ?? []) client.setQueryData(key, data)
    },
    onSettled: () => client.invalidateQueries({ queryKey: messageReportsKeys.all }),
  })
}
