import * as listState from '#client/lib/list-url-state.ts'

/**
 * The subscriptions list in the address (filters and page); GET /api/admin/subscriptions and its
 * CSV take the same keys. Newest first, the API's only order.
 */
const filterKeys = ['status', 'plan_id', 'provider', 'q'] as const
export type FilterKey = (typeof filterKeys)[number]
export type Filters = listState.Filters<FilterKey>
export type ListState = listState.ListState<FilterKey>

export const { readListState, writeListState, apiQuery } = listState.listUrlState({
  filterKeys,
  // The API's page size (paginationFields(15) in src/shared/subscriptions-api.ts).
  perPage: 15,
})

/** The filters only, for the CSV export: the whole list, no page. */
export const csvQuery = (state: ListState) => listState.filtersQuery(state.filters, filterKeys)
