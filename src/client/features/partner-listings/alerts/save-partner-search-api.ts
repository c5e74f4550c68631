import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type { SavedSearch } from '#shared/saved-searches.ts'
import type { ListingSearchInput } from '../api/query-keys.ts'

/**
 * POST /api/saved-searches with the subject `partner_listings`: the listings' search kept under a
 * name. The saved searches' list is cached under this key (features/saved-searches), so it shows
 * the new one at once.
 */
const savedSearchesKey = ['saved-searches'] as const

export interface SavePartnerSearchVariables {
  name: string
  /** The criteria on screen, without paging (paging is not a filter). */
  search: ListingSearchInput
  alert: boolean
}

interface Saved {
  message: string
  saved_search: SavedSearch
}

export function useSavePartnerSearch() {
  const client = useQueryClient()
  return useMutation<Saved, Error, SavePartnerSearchVariables>({
    mutationFn: ({ name, search, alert }) =>
      api<Saved>('/saved-searches', {
        method: 'POST',
        body: { subject: 'partner_listings', name, filters: search, alert },
      }),
    // Saving needs the server's answer (the limit, the commune): never queued offline.
    networkMode: 'always',
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchesKey }),
  })
}
