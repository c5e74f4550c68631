import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type { NurseSearchResponse } from '#shared/nurse-search.ts'
import type { NurseSearchState } from '../search-state.ts'

export const nurseSearchKeys = {
  all: ['nurse-search'] as const,
  results: (state: NurseSearchState) => [...nurseSearchKeys.all, state.commune, state.careType ?? '', state.page] as const,
}

/** GET /api/nurses/search: the nurses covering a commune, nearest first (`{ nurses, count }`). */
export function searchNurses(state: NurseSearchState, signal?: AbortSignal): Promise<NurseSearchResponse> {
  return api<NurseSearchResponse>('/nurses/search', {
    query: { commune: state.commune, care_type: state.careType, page: state.page },
    signal,
  })
}

export function nurseSearchQuery(state: NurseSearchState) {
  return queryOptions({
    queryKey: nurseSearchKeys.results(state),
    queryFn: ({ signal }) => searchNurses(state, signal),
    // Who accepts new patients changes during the day: a minute, then asked again.
    staleTime: 60_000,
  })
}

/** The results of the search in the address; none while no commune is chosen. */
export function useNurseSearch(state: NurseSearchState | null) {
  return useQuery({
    ...nurseSearchQuery(state ?? { commune: '', careType: undefined, page: 1 }),
    enabled: state !== null,
    // Another page keeps the current one on screen until it arrives (no jump to a skeleton).
    placeholderData: keepPreviousData,
  })
}
