import { queryOptions, useQuery } from '@tanstack/react-query'
import { communeKeys } from '#client/entities/commune/commune-search.ts'
import { api } from '#client/lib/api-client.ts'
import type { CommuneDetail } from '#shared/commune.ts'

/** GET /api/communes/{insee}: the name of the commune of a shared or reloaded search address. */
export function communeDetailQuery(insee: string) {
  return queryOptions({
    queryKey: [...communeKeys.all, 'detail', insee] as const,
    queryFn: ({ signal }) =>
      api<{ commune: CommuneDetail }>(`/communes/${encodeURIComponent(insee)}`, { signal }).then((answer) => answer.commune),
    // Reference data: the same answer all day (the server says so too).
    staleTime: 24 * 60 * 60 * 1000,
  })
}

export function useCommuneDetail(insee: string | null) {
  return useQuery({ ...communeDetailQuery(insee ?? ''), enabled: insee !== null })
}
