import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import { COMMUNE_SEARCH_DEFAULT_LIMIT, type Commune, isPostalCodeQuery, normalizeCommuneName } from '#shared/commune.ts'

export const communeKeys = {
  all: ['communes'] as const,
  search: (q: string) => [...communeKeys.all, 'search', q] as const,
}

/** GET /api/communes?q=: by name (accents and case ignored by the server) or postal code. */
export async function searchCommunes(q: string, signal?: AbortSignal): Promise<Commune[]> {
  const answer = await api<{ communes: Commune[] }>('/communes', { query: { q, limit: COMMUNE_SEARCH_DEFAULT_LIMIT }, signal })
  return answer.communes
}

/** What the server accepts as a query: two letters of a name, or two digits of a postal code. */
export function isSearchable(q: string): boolean {
  const trimmed = q.trim()
  return isPostalCodeQuery(trimmed) || normalizeCommuneName(trimmed).length >= 2
}

export function communeSearchQuery(q: string) {
  return queryOptions({
    queryKey: communeKeys.search(normalizeCommuneName(q) || q.trim()),
    queryFn: ({ signal }) => searchCommunes(q.trim(), signal),
    // Reference data: the same answer all day (the server says so too).
    staleTime: 24 * 60 * 60 * 1000,
  })
}

/** The communes matching a (debounced) query; the previous list stays while the next one loads. */
export function useCommuneSearch(q: string) {
  return useQuery({ ...communeSearchQuery(q), enabled: isSearchable(q), placeholderData: keepPreviousData })
}

/** "Saint-Malo (35400)": how a commune is shown everywhere in the forms. */
export function communeLabel(commune: Pick<Commune, 'name' | 'postal_code'>): string {
  return commune.postal_code ? `${commune.name} (${commune.postal_code})` : commune.name
}
