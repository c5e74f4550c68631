import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type { PartnerListing } from '#shared/partner-listings.ts'
import { type ListingSearchInput, partnerListingKeys } from './query-keys.ts'

/**
 * The partner listings' reads: GET /api/partner-listings (search), /me (the author's) and /{id}.
 * Types only from the shared contract: the schemas stay out of the screens' code.
 */

/** A page of listings and how many there are in all (the API's answer). */
export interface PartnerListingPage {
  partner_listings: PartnerListing[]
  count: number
}

const PER_PAGE = 10
/** The author's listings rarely need a second page. */
const MINE_PER_PAGE = 50

type QueryValue = string | number | undefined

export function searchQuery(input: ListingSearchInput): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {}
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) {
      if (value.length > 0) query[name] = value.join(',')
    } else query[name] = value as QueryValue
  }
  return query
}

function nextPage(last: PartnerListingPage, pages: PartnerListingPage[]): number | undefined {
  const shown = pages.reduce((sum, page) => sum + page.partner_listings.length, 0)
  return shown < last.count && last.partner_listings.length > 0 ? pages.length + 1 : undefined
}

/** Pages of results, "Voir plus" asking the next one while the count says there are more. */
export function listingSearchQuery(input: ListingSearchInput) {
  return infiniteQueryOptions({
    queryKey: partnerListingKeys.search(input),
    queryFn: ({ pageParam, signal }) =>
      api<PartnerListingPage>('/partner-listings', {
        query: { ...searchQuery(input), page: pageParam, perPage: PER_PAGE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  })
}

export function useListingSearch(input: ListingSearchInput) {
  // The previous results stay on screen while new filters load.
  return useInfiniteQuery({ ...listingSearchQuery(input), placeholderData: keepPreviousData })
}

export const myListingsQuery = infiniteQueryOptions({
  queryKey: partnerListingKeys.mine(),
  queryFn: ({ pageParam, signal }) =>
    api<PartnerListingPage>('/partner-listings/me', { query: { page: pageParam, perPage: MINE_PER_PAGE }, signal }),
  initialPageParam: 1,
  getNextPageParam: nextPage,
  // Responses and expiry change them: asked again at each visit, the saved copy showing meanwhile.
  refetchOnMount: 'always',
})

export function useMyListings() {
  return useInfiniteQuery(myListingsQuery)
}

export function listingQuery(id: number) {
  return queryOptions({
    queryKey: partnerListingKeys.detail(id),
    queryFn: ({ signal }) => api<PartnerListing>(`/partner-listings/${id}`, { signal }),
    // Its status decides what the viewer may do: asked again at each visit.
    refetchOnMount: 'always',
  })
}

export function useListing(id: number) {
  return useQuery(listingQuery(id))
}
