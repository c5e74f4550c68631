import * as listState from '#client/lib/list-url-state.ts'
import { ADMIN_PARTNER_LISTINGS_PER_PAGE } from '#shared/partner-listings.ts'

/**
 * The listings list in the address (filters and page); GET /api/admin/partner-listings takes the
 * same keys. Newest first, the API's only order.
 */
export const filterKeys = ['status', 'kind', 'department', 'commune', 'author'] as const
export type FilterKey = (typeof filterKeys)[number]
export type Filters = listState.Filters<FilterKey>
export type ListState = listState.ListState<FilterKey>

export const { readListState, writeListState, apiQuery } = listState.listUrlState({
  filterKeys,
  perPage: ADMIN_PARTNER_LISTINGS_PER_PAGE,
})
