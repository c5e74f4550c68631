import * as listState from '#client/lib/list-url-state.ts'
import {
  ADMIN_REPLACEMENTS_PER_PAGE,
  type AdminReplacementSortColumn,
  adminReplacementSortColumns,
} from '#shared/admin-replacements.ts'

/** The offers list in the address (filters, sort, page); GET /api/admin/replacements takes the same keys. */
export const filterKeys = [
  'status',
  'urgency',
  'department',
  'commune',
  'author',
  'dates_from',
  'dates_to',
  'created_from',
  'created_to',
] as const
export type FilterKey = (typeof filterKeys)[number]
export type Filters = listState.Filters<FilterKey>
export type ListState = listState.SortedListState<FilterKey, AdminReplacementSortColumn>

export const { readListState, writeListState, apiQuery, toggleSort } = listState.sortedListUrlState({
  filterKeys,
  sortColumns: adminReplacementSortColumns,
  defaultSort: 'created_at',
  perPage: ADMIN_REPLACEMENTS_PER_PAGE,
  descendingFirst: ['created_at', 'applications_count'],
})
