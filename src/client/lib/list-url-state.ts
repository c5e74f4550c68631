/**
 * The state of an admin list in the address (filters, sort, page), so a filtered list can be
 * bookmarked, shared and restored by the back button. The same keys go to the API, which
 * validates them again; here anything malformed falls back to the default, never an error on
 * screen. Defaults are left out of the address, so the plain list is a plain URL.
 */
export type Filters<Key extends string> = Partial<Record<Key, string>>

export interface SortedListState<Key extends string, Column extends string> {
  filters: Filters<Key>
  page: number
  perPage: number
  sort: Column
  direction: 'asc' | 'desc'
}

export function positiveInt(raw: string | null, fallback: number, max: number): number {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return fallback
  const value = Number(raw)
  return value >= 1 && value <= max ? value : fallback
}

export function readFilters<Key extends string>(params: URLSearchParams, keys: readonly Key[]): Filters<Key> {
  const filters: Filters<Key> = {}
  for (const key of keys) {
    const value = params.get(key)?.trim()
    if (value) filters[key] = value
  }
  return filters
}

/** The filters only, in the keys' order (also what a CSV export or a board takes: no page). */
export function filtersQuery<Key extends string>(filters: Filters<Key>, keys: readonly Key[]): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of keys) {
    const value = filters[key]
    if (value) params.set(key, value)
  }
  return params
}

export function nonEmptyFilters<Key extends string>(filters: Filters<Key>): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])))
}

interface SortedListConfig<Key extends string, Column extends string> {
  filterKeys: readonly Key[]
  sortColumns: readonly Column[]
  defaultSort: Column
  perPage: number
  /** Columns whose first click sorts highest first (dates, counts); the others start ascending. */
  descendingFirst: readonly Column[]
}

/** Reading, writing and changing a sorted list's state, for one list's keys and columns. */
export function sortedListUrlState<Key extends string, Column extends string>(config: SortedListConfig<Key, Column>) {
  type State = SortedListState<Key, Column>
  const { filterKeys, sortColumns, defaultSort, perPage, descendingFirst } = config

  function readListState(params: URLSearchParams): State {
    const sort = params.get('sort')
    return {
      filters: readFilters(params, filterKeys),
      page: positiveInt(params.get('page'), 1, 100_000),
      perPage: positiveInt(params.get('perPage'), perPage, 100),
      sort: (sortColumns as readonly string[]).includes(sort ?? '') ? (sort as Column) : defaultSort,
      direction: params.get('direction') === 'asc' ? 'asc' : 'desc',
    }
  }

  function writeListState(state: State): URLSearchParams {
    const params = filtersQuery(state.filters, filterKeys)
    if (state.sort !== defaultSort || state.direction !== 'desc') {
      params.set('sort', state.sort)
      params.set('direction', state.direction)
    }
    if (state.page !== 1) params.set('page', String(state.page))
    if (state.perPage !== perPage) params.set('perPage', String(state.perPage))
    return params
  }

  /** The query for the API: filters, sort and page, every value a string. */
  function apiQuery(state: State): Record<string, string> {
    return {
      ...nonEmptyFilters(state.filters),
      sort: state.sort,
      direction: state.direction,
      page: String(state.page),
      perPage: String(state.perPage),
    }
  }

  /** A new filter value sends the list back to its first page. */
  function withFilter(state: State, key: Key, value: string | undefined): State {
    const filters = { ...state.filters }
    if (value) filters[key] = value
    else delete filters[key]
    return { ...state, filters, page: 1 }
  }

  /** Clicking the sorted column flips it; another column starts in its natural direction. */
  function toggleSort(state: State, column: Column): State {
    if (state.sort === column) return { ...state, direction: state.direction === 'asc' ? 'desc' : 'asc', page: 1 }
    return { ...state, sort: column, direction: descendingFirst.includes(column) ? 'desc' : 'asc', page: 1 }
  }

  return { readListState, writeListState, apiQuery, withFilter, toggleSort }
}

/** A list in one fixed order (newest first, the API's only one): filters and page. */
export interface ListState<Key extends string> {
  filters: Filters<Key>
  page: number
  perPage: number
}

/** Reading and writing an unsorted list's state, for one list's keys. */
export function listUrlState<Key extends string>(config: { filterKeys: readonly Key[]; perPage: number }) {
  const { filterKeys, perPage } = config

  function readListState(params: URLSearchParams): ListState<Key> {
    return {
      filters: readFilters(params, filterKeys),
      page: positiveInt(params.get('page'), 1, 100_000),
      perPage: positiveInt(params.get('perPage'), perPage, 100),
    }
  }

  function writeListState(state: ListState<Key>): URLSearchParams {
    const params = filtersQuery(state.filters, filterKeys)
    if (state.page !== 1) params.set('page', String(state.page))
    if (state.perPage !== perPage) params.set('perPage', String(state.perPage))
    return params
  }

  /** The query for the API: filters and page, every value a string. */
  function apiQuery(state: ListState<Key>): Record<string, string> {
    return { ...nonEmptyFilters(state.filters), page: String(state.page), perPage: String(state.perPage) }
  }

  return { readListState, writeListState, apiQuery }
}
