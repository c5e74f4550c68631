import type { PartnerListingSearch } from '#shared/partner-listings.ts'

/** The search's filters as the API reads them, without the page. */
export type ListingSearchInput = Partial<Omit<PartnerListingSearch, 'page' | 'perPage'>>

/**
 * Every query and mutation key of the partner listings (TanStack Query's key factories). Add keys,
 * never rename them: the persisted cache and paused mutations carry them across reloads
 * (docs/offline.md), which is how the lists and listings seen online stay readable offline.
 */
export const partnerListingKeys = {
  all: ['partner-listings'] as const,
  searches: () => [...partnerListingKeys.all, 'search'] as const,
  search: (input: ListingSearchInput) => [...partnerListingKeys.searches(), input] as const,
  /** The author's own listings (GET /api/partner-listings/me). */
  mine: () => [...partnerListingKeys.all, 'me'] as const,
  details: () => [...partnerListingKeys.all, 'detail'] as const,
  detail: (id: number) => [...partnerListingKeys.details(), id] as const,
}

export const partnerResponseKeys = {
  all: ['partner-responses'] as const,
  /** Responses on one's listings (GET /api/partner-responses/received). */
  received: () => [...partnerResponseKeys.all, 'received'] as const,
  /** The responses one sent (GET /api/partner-responses/sent). */
  sent: () => [...partnerResponseKeys.all, 'sent'] as const,
}

/** Mutations that may wait for the network: their functions are registered at start-up. */
export const partnerMutationKeys = {
  createDraft: ['partner-listings', 'create-draft'] as const,
  updateDraft: ['partner-listings', 'update-draft'] as const,
  respond: ['partner-listings', 'respond'] as const,
}
