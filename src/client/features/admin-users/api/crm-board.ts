import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import { type CrmBoard, crmBoardSchema } from '#shared/admin-users.ts'
import { adminUsersKeys } from './keys.ts'

/** GET /api/admin/crm with the list's filters: each stage's first accounts and its count. */
export async function fetchCrmBoard(query: URLSearchParams): Promise<CrmBoard> {
  return crmBoardSchema.parse(await api<unknown>('/admin/crm', { query: Object.fromEntries(query) }))
}

export const crmBoardQuery = (query: URLSearchParams) =>
  queryOptions({ queryKey: adminUsersKeys.crm(query.toString()), queryFn: () => fetchCrmBoard(query), staleTime: 15_000 })

export function useCrmBoard(query: URLSearchParams) {
  return useQuery(crmBoardQuery(query))
}
