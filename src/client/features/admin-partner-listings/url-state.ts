import * as listState from '#client/lib/list-url-state.ts'
import { ADMIN_PARTNER_LISTINGS_PER_PAGE } from '#shared/partner-listings.ts'

/**
 * The listings list in the address (filters and page); GET /api/admin/partner-listings takes the
 * same keys. Newest first, the API's only order.
 */
export const filterKeys = ['status', 'kind', 'department', 'commune', 'author'] as const
export type FilterKey = (typeof filterKeys)[number]
export type Filters = listState.Filters<FilterKey>

export interface ListState {
  filters: Filters
  page: number
  perPage: number
}

export function readListState(params: URLSearchParams): ListState {
  return {
    filters: listState.readFilters(params, filterKeys),
    page: listState.positiveInt(params.get('page'), 1, 100_000),
    perPage: listState.positiveInt(params.get('perPage'), ADMIN_PARTNER_LISTINGS_PER_PAGE, 100),
  }
}

export function writeListState(state: ListState): URLSearchParams {
  const params = listState.filtersQuery(state.filters, filterKeys)
  if (state.page !== 1) params.set('page', String(state.page))
  if (state.perPage !== ADMIN_PARTNER_LISTINGS_PER_PAGE) params.set('perPage', String(state.perPage))
  return params
}

/** The query for the API: filters and page, every value a string. */
export function apiQuery(state: ListState): Record<string, string> {
  return { ...listState.nonEmptyFilters(state.filters), page: String(state.page), perPage: String(state.perPage) }
}
