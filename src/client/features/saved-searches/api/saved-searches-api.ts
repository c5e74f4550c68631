import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type { PartnerListingSearch } from '#shared/partner-listings.ts'
import type { ReplacementSearchInput } from '#shared/replacements.ts'
import type { SavedSearch, SavedSearchList } from '#shared/saved-searches.ts'

/**
 * GET/POST /api/saved-searches, PUT/DELETE /api/saved-searches/{id}. The list is persisted with
 * the query cache (readable offline); changes need the network (they are quick, and a saved
 * search only matters once offers are published anyway).
 */
export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  list: () => [...savedSearchKeys.all, 'list'] as const,
}

interface Saved {
  message: string
  saved_search: SavedSearch
}

export const savedSearchesQuery = queryOptions({
  queryKey: savedSearchKeys.list(),
  queryFn: ({ signal }) => api<SavedSearchList>('/saved-searches', { signal }),
})

export function useSavedSearches() {
  return useQuery(savedSearchesQuery)
}

/** The search's filters as GET /api/replacements takes them (paging is dropped by the server). */
export type SearchFiltersInput = Omit<ReplacementSearchInput, 'page' | 'perPage'>
/** The partner listings' search on screen, as GET /api/partner-listings takes it, without paging. */
export type ListingFiltersInput = Partial<Omit<PartnerListingSearch, 'page' | 'perPage'>>

/** What is saved: the offers' criteria, or the partner listings' (the API's `subject`). */
export type SearchToSave =
  | { subject: 'replacements'; filters: SearchFiltersInput }
  | { subject: 'partner_listings'; filters: ListingFiltersInput }

export type CreateVariables = SearchToSave & {
  name: string
  alert: boolean
}

export interface UpdateVariables {
  id: number
  name?: string
  alert?: boolean
}

export function useCreateSavedSearch() {
  const client = useQueryClient()
  return useMutation<Saved, Error, CreateVariables>({
    mutationFn: (input) => api<Saved>('/saved-searches', { method: 'POST', body: { ...input, filters: { ...input.filters } } }),
    networkMode: 'always',
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchKeys.all }),
  })
}

export function useUpdateSavedSearch() {
  const client = useQueryClient()
  return useMutation<Saved, Error, UpdateVariables>({
    mutationFn: ({ id, ...change }) => api<Saved>(`/saved-searches/${id}`, { method: 'PUT', body: change }),
    networkMode: 'always',
    // The switch moves at once; the list follows the server's answer.
    onMutate: async ({ id, ...change }) => {
      await client.cancelQueries({ queryKey: savedSearchKeys.list() })
      const before = client.getQueryData<SavedSearchList>(savedSearchKeys.list())
      client.setQueryData<SavedSearchList>(savedSearchKeys.list(), (list) =>
        list ? { ...list, saved_searches: list.saved_searches.map((s) => (s.id === id ? { ...s, ...change } : s)) } : list,
      )
      return { before }
    },
    onError: (_error, _variables, context) => {
      const before = (context as { before?: SavedSearchList } | undefined)?.before
      if (before) client.setQueryData(savedSearchKeys.list(), before)
    },
    onSettled: () => client.invalidateQueries({ queryKey: savedSearchKeys.all }),
  })
}

export function useDeleteSavedSearch() {
  const client = useQueryClient()
  return useMutation<{ message: string }, Error, number>({
    mutationFn: (id) => api<{ message: string }>(`/saved-searches/${id}`, { method: 'DELETE' }),
    networkMode: 'always',
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchKeys.all }),
  })
}
