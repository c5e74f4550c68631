import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type { CommuneDetail } from '#shared/commune.ts'

/**
 * GET /api/communes/{insee}: the search's centre by its code — the address holds the code only,
 * the screen shows its name, the map centres on it.
 */
export const communeDetailQuery = (insee: string) =>
  queryOptions({
    queryKey: ['communes', 'detail', insee] as const,
    queryFn: ({ signal }) =>
      api<{ commune: CommuneDetail }>(`/communes/${encodeURIComponent(insee)}`, { signal }).then((answer) => answer.commune),
    // Reference data: the same all day.
    staleTime: 24 * 60 * 60_000,
  })

export function useCommuneDetail(insee: string | null) {
  return useQuery({ ...communeDetailQuery(insee ?? ''), enabled: insee !== null })
}
