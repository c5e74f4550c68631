import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import { type AdminOverview, adminOverviewSchema } from '#shared/admin-overview.ts'

export const adminOverviewKeys = {
  all: ['admin', 'overview'] as const,
}

/**
 * GET /api/admin/overview. The answer is checked against the shared schema: a figure the page
 * cannot read is an error to show, not a blank to guess. (This module loads with the admin page
 * only, so Zod here costs the first load nothing.)
 */
export async function fetchAdminOverview(): Promise<AdminOverview> {
  return adminOverviewSchema.parse(await api<unknown>('/admin/overview'))
}

export const adminOverviewQuery = queryOptions({
  queryKey: adminOverviewKeys.all,
  queryFn: fetchAdminOverview,
  // Counts move slowly: a minute-old figure is fine, and coming back to the page refetches.
  staleTime: 60_000,
})

export function useAdminOverview() {
  return useQuery(adminOverviewQuery)
}
