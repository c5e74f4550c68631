import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { isApiError } from '#client/lib/api-client.ts'
import { SimplePagination } from '#client/ui/pagination.tsx'
import { Text } from '#client/ui/text.tsx'
import { css } from '#styled/css'
import { ListEmpty, ListLoadError } from './list-states.tsx'

const summaryBar = css({
  mt: '6',
  mb: '3',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  flexWrap: 'wrap',
})
const tools = css({ display: 'flex', gap: '2', flexWrap: 'wrap' })

/** The frame of an admin list page: as wide as the screen, for the table's columns. */
export const listPage = css({ mx: 'auto', px: { base: '4', md: '8' }, py: { base: '6', md: '10' } })

/** The line above an admin table: what matches (read out when it changes) and the table's tools. */
function ListSummary({ children, tools: actions }: { children: ReactNode; tools: ReactNode }) {
  return (
    <div className={summaryBar}>
      <Text size="small" tone="muted" aria-live="polite">
        {children}
      </Text>
      <div className={tools}>{actions}</div>
    </div>
  )
}

/** What an admin list page needs to know of its query. */
interface ListQuery {
  isPending: boolean
  isError: boolean
  isFetching: boolean
  data: unknown
  refetch: () => unknown
}

/**
 * Below the filters of an admin list: the load error, the empty state (with the filters to clear)
 * or the table and, past one page, its pagination.
 */
function ListResults({
  query,
  filterErrors,
  filtered,
  empty,
  onClearFilters,
  count,
  page,
  perPage,
  onPageChange,
  children,
}: {
  query: ListQuery
  filterErrors: Record<string, string[]>
  filtered: boolean
  empty: { icon: ReactNode; title: string; description?: string }
  onClearFilters: () => void
  count: number
  page: number
  perPage: number
  onPageChange: (page: number) => void
  children: ReactNode
}) {
  if (query.isError && !query.data) {
    return (
      <ListLoadError
        filterRefused={Object.keys(filterErrors).length > 0}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    )
  }
  if (!query.isPending && count === 0) {
    return <ListEmpty {...empty} filtered={filtered} onClearFilters={onClearFilters} />
  }
  return (
    <>
      {children}
      <ListPager count={count} page={page} perPage={perPage} onPageChange={onPageChange} />
    </>
  )
}

/** Below an admin table, past one page: the pages, the current one from the address. */
export function ListPager({
  count,
  page,
  perPage,
  onPageChange,
}: {
  count: number
  page: number
  perPage: number
  onPageChange: (page: number) => void
}) {
  if (count <= perPage) return null
  return (
    <div className={css({ mt: '4', display: 'flex', justifyContent: 'center' })}>
      <SimplePagination
        count={count}
        pageSize={perPage}
        currentPage={page}
        onPageChange={(details) => onPageChange(details.page)}
      />
    </div>
  )
}

/** What an admin list keeps in its address besides its own keys (sort, an open row…). */
interface PagedListState {
  filters: Partial<Record<string, string>>
  page: number
  perPage: number
}

export function hasFilters(filters: PagedListState['filters']): boolean {
  return Object.keys(filters).length > 0
}

/**
 * The body of an admin list page below its title: the filters (the server's refusal of one shows
 * under its field), the line that counts, then the results. Every change is a new address state,
 * and a new filter goes back to the first page.
 */
export function FilteredList<State extends PagedListState>({
  state,
  onChange,
  query,
  count,
  filters,
  filtersClassName = css({ mt: '6' }),
  summary,
  tools,
  empty,
  children,
}: {
  state: State
  onChange: (next: State) => void
  query: ListQuery & { error: unknown }
  count: number
  filters: (errors: Record<string, string[]>, onApply: (filters: State['filters']) => void) => ReactNode
  filtersClassName?: string
  summary: ReactNode
  tools: ReactNode
  empty: (filtered: boolean) => { icon: ReactNode; title: string; description?: string }
  children: ReactNode
}) {
  const { t } = useLingui()
  const filtered = hasFilters(state.filters)
  const errors = isApiError(query.error) ? query.error.errors : {}
  return (
    <>
      <section aria-label={t`Filtres`} className={filtersClassName}>
        {filters(errors, (next) => onChange({ ...state, filters: next, page: 1 }))}
      </section>

      <ListSummary tools={tools}>{summary}</ListSummary>

      <ListResults
        query={query}
        filterErrors={errors}
        filtered={filtered}
        empty={empty(filtered)}
        onClearFilters={() => onChange({ ...state, filters: {}, page: 1 })}
        count={count}
        page={state.page}
        perPage={state.perPage}
        onPageChange={(next) => onChange({ ...state, page: next })}
      >
        {children}
      </ListResults>
    </>
  )
}

/** The caption of a sorted admin table, which tells screen readers the page and the order. */
export function useSortCaption() {
  const { t } = useLingui()
  return (page: number, column: string, direction: 'asc' | 'desc') =>
    t`Page ${page} — triée par ${column} (${direction === 'asc' ? t`croissant` : t`décroissant`})`
}
