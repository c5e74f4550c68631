import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type { AdminPartnerListingDetail, AdminPartnerListingRow } from '#shared/partner-listings.ts'

/**
 * The partner listings' back office (GET /api/admin/partner-listings, /{id}, POST /{id}/unpublish).
 * Everything under ['admin', 'partner-listings'] is dropped together after a change.
 */
export const adminPartnerListingsKeys = {
  all: ['admin', 'partner-listings'] as const,
  list: (query: Record<string, string>) => ['admin', 'partner-listings', 'list', query] as const,
  detail: (id: number) => ['admin', 'partner-listings', 'detail', id] as const,
}

export interface AdminPartnerListingsList {
  partner_listings: AdminPartnerListingRow[]
  count: number
}

export const partnerListingsListQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: adminPartnerListingsKeys.list(query),
    queryFn: ({ signal }) => api<AdminPartnerListingsList>('/admin/partner-listings', { query, signal }),
    // The previous page stays on screen while the next one loads: the table does not jump.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })

export const useAdminPartnerListings = (query: Record<string, string>) => useQuery(partnerListingsListQuery(query))

export const useAdminPartnerListing = (id: number) =>
  useQuery({
    queryKey: adminPartnerListingsKeys.detail(id),
    queryFn: ({ signal }) => api<AdminPartnerListingDetail>(`/admin/partner-listings/${id}`, { signal }),
  })

/**
 * POST /api/admin/partner-listings/{id}/unpublish {reason}. An admin action needs the network now
 * (never queued for later): its outcome is shown at once.
 */
export function useUnpublishPartnerListing(id: number) {
  const client = useQueryClient()
  return useMutation({
    networkMode: 'always',
    retry: 0,
    mutationFn: async (input: { reason: string }) =>
      (
        await api<{ message: string; partner_listing: AdminPartnerListingDetail }>(`/admin/partner-listings/${id}/unpublish`, {
          method: 'POST',
          body: input,
        })
      ).partner_listing,
    onSuccess: (listing) => {
      client.setQueryData(adminPartnerListingsKeys.detail(id), listing)
      return client.invalidateQueries({ queryKey: adminPartnerListingsKeys.all })
    },
  })
}
