import * as listState from '#client/lib/list-url-state.ts'
import { USERS_DEFAULT_PER_PAGE, type UserSortColumn, userSortColumns } from '#shared/admin-users.ts'

/**
 * The users list in the address (filters and page live in the URL), so a filtered
 * page can be bookmarked, shared with a colleague and restored by the back button. The same keys
 * go to GET /api/users, which validates them again.
 */
export const filterKeys = [
  'q',
  'role',
  'status',
  'verified',
  'validated',
  'rpps_shared',
  'subscribed',
  'department',
  'commune',
  'created_from',
  'created_to',
  'stage',
  'tag',
  'trashed',
] as const
export type FilterKey = (typeof filterKeys)[number]
export type Filters = listState.Filters<FilterKey>
export type ListState = listState.SortedListState<FilterKey, UserSortColumn>

export const { readListState, writeListState, apiQuery, withFilter, toggleSort } = listState.sortedListUrlState({
  filterKeys,
  sortColumns: userSortColumns,
  defaultSort: 'created_at',
  perPage: USERS_DEFAULT_PER_PAGE,
  descendingFirst: ['created_at', 'validated_at'],
})

/** The filters only (the CSV export and the CRM board take no page). */
export function filtersQuery(filters: Filters): URLSearchParams {
  return listState.filtersQuery(filters, filterKeys)
}
