import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type { PartnerListingSearch } from '#shared/partner-listings.ts'
import type { SavedSearch } from '#shared/saved-searches.ts'

/**
 * POST /api/saved-searches with the subject `partner_listings`: the listings' search kept under a
 * name. The saved searches' list is cached under this key (features/saved-searches), so it shows
 * the new one at once.
 */
const savedSearchesKey = ['saved-searches'] as const

export interface SavePartnerSearchVariables {
  name: string
  search: PartnerListingSearch
  alert: boolean
}

interface Saved {
  message: string
  saved_search: SavedSearch
}

/** The search's filters as the API keeps them: paging is not a filter. */
function partnerSearchFilters(search: PartnerListingSearch): Omit<PartnerListingSearch, 'page' | 'perPage'> {
  const { page: _page, perPage: _perPage, ...filters } = search
  return filters
}

export function useSavePartnerSearch() {
  const client = useQueryClient()
  return useMutation<Saved, Error, SavePartnerSearchVariables>({
    mutationFn: ({ name, search, alert }) =>
      api<Saved>('/saved-searches', {
        method: 'POST',
        body: { subject: 'partner_listings', name, filters: partnerSearchFilters(search), alert },
      }),
    // Saving needs the server's answer (the limit, the commune): never queued offline.
    networkMode: 'always',
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchesKey }),
  })
}
