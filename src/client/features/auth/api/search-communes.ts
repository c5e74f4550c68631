import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import { type Commune, normalizeCommuneName } from '#shared/commune.ts'

export const communeKeys = {
  all: ['communes'] as const,
  search: (query: string) => [...communeKeys.all, 'search', query] as const,
}

/** The shortest query the server answers (src/shared/commune.ts: 2 letters, or 2 digits). */
export function isSearchableCommuneQuery(query: string): boolean {
  const trimmed = query.trim()
  return normalizeCommuneName(trimmed).length >= 2 || /^\d{2,5}$/.test(trimmed)
}

/** GET /api/communes?q=: by name (accents and case ignored, prefix) or postal code, largest first. */
export async function searchCommunes(query: string, signal?: AbortSignal): Promise<Commune[]> {
  const answer = await api<{ communes: Commune[] }>('/communes', { query: { q: query.trim() }, signal })
  return answer.communes
}

export const communeSearchQuery = (query: string) =>
  queryOptions({
    queryKey: communeKeys.search(normalizeCommuneName(query)),
    queryFn: ({ signal }) => searchCommunes(query, signal),
    // Reference data, the same for everyone, changing once a year.
    staleTime: 24 * 60 * 60_000,
    enabled: isSearchableCommuneQuery(query),
  })

export function useCommuneSearch(query: string) {
  // The previous list stays while the next one loads: the options do not flicker as one types.
  return useQuery({ ...communeSearchQuery(query), placeholderData: keepPreviousData })
}
