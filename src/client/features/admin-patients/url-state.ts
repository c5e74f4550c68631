import * as listState from '#client/lib/list-url-state.ts'
import {
  ADMIN_PATIENT_REQUESTS_PER_PAGE,
  type AdminPatientRequestSortColumn,
  adminPatientRequestSortColumns,
} from '#shared/admin-patient-requests.ts'

/** The requests list's state in the address: filters, sort, page, and the request open in the drawer. */
export const filterKeys = ['status', 'department', 'care_type', 'created_from', 'created_to'] as const
export type FilterKey = (typeof filterKeys)[number]
export type Filters = listState.Filters<FilterKey>

export interface ListState extends listState.SortedListState<FilterKey, AdminPatientRequestSortColumn> {
  /** The request shown in the drawer, if any. */
  open: number | null
}

const sorted = listState.sortedListUrlState({
  filterKeys,
  sortColumns: adminPatientRequestSortColumns,
  defaultSort: 'created_at',
  perPage: ADMIN_PATIENT_REQUESTS_PER_PAGE,
  descendingFirst: ['created_at'],
})

export function readListState(params: URLSearchParams): ListState {
  const open = listState.positiveInt(params.get('request'), 0, Number.MAX_SAFE_INTEGER)
  return { ...sorted.readListState(params), open: open === 0 ? null : open }
}

export function writeListState(state: ListState): URLSearchParams {
  const params = sorted.writeListState(state)
  if (state.open !== null) params.set('request', String(state.open))
  return params
}

export const apiQuery = (state: ListState): Record<string, string> => sorted.apiQuery(state)

export function toggleSort(state: ListState, column: AdminPatientRequestSortColumn): ListState {
  return { ...sorted.toggleSort(state, column), open: state.open }
}
