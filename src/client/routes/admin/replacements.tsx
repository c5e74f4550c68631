import { Trans, useLingui } from '@lingui/react/macro'
import { useSearchParams } from 'react-router'
import { useAdminReplacements } from '#client/features/admin-replacements/api.ts'
import { ReplacementsColumnChooser } from '#client/features/admin-replacements/components/column-chooser.tsx'
import { ReplacementsFilters } from '#client/features/admin-replacements/components/replacements-filters.tsx'
import { ReplacementsTable } from '#client/features/admin-replacements/components/replacements-table.tsx'
import { adminReplacementPaths } from '#client/features/admin-replacements/paths.ts'
import {
  apiQuery,
  type ListState,
  readListState,
  toggleSort,
  writeListState,
} from '#client/features/admin-replacements/url-state.ts'
import { isApiError } from '#client/lib/api-client.ts'
import { useColumnVisibility } from '#client/lib/column-visibility.ts'
import { Heading } from '#client/ui/heading.tsx'
import { SearchIcon } from '#client/ui/icons.tsx'
import { SimplePagination } from '#client/ui/pagination.tsx'
import { Text } from '#client/ui/text.tsx'
import type { AdminReplacementSortColumn } from '#shared/admin-replacements.ts'
import { css } from '#styled/css'
import { ListEmpty, ListLoadError } from './components/list-states.tsx'
import { usePagerKey } from './components/use-pager-key.ts'

const page = css({ mx: 'auto', px: { base: '4', md: '8' }, py: { base: '6', md: '10' } })

/** /dashboard/admin/replacements (admin guard): every offer, filtered, sorted and paged from the address. */
export function Component() {
  const { t, i18n } = useLingui()
  const [params, setParams] = useSearchParams()
  const state = readListState(params)
  const list = useAdminReplacements(apiQuery(state))
  const pager = usePagerKey(state.page)
  const go = (next: ListState) => setParams(writeListState(next))
  const rows = list.data?.replacements ?? []
  const count = list.data?.count ?? 0
  const filtered = Object.keys(state.filters).length > 0
  const errors = isApiError(list.error) ? list.error.errors : {}
  const numbers = new Intl.NumberFormat(i18n.locale)
  const [visibility, setVisibility] = useColumnVisibility('admin-replacements')
  const sortLabels: Record<AdminReplacementSortColumn, string> = {
    id: t`numéro`,
    created_at: t`date de création`,
    start_date: t`premier jour`,
    end_date: t`dernier jour`,
    status: t`statut`,
    urgency: t`urgence`,
    commune_name: t`commune`,
    department: t`département`,
    applications_count: t`candidatures`,
  }

  return (
    <div className={page}>
      <title>{t`Offres | Administration | Relève`}</title>
      <Heading level={1}>
        <Trans>Offres de remplacement</Trans>
      </Heading>

      <section aria-label={t`Filtres`} className={css({ mt: '6' })}>
        <ReplacementsFilters filters={state.filters} errors={errors} onApply={(filters) => go({ ...state, filters, page: 1 })} />
      </section>

      <div
        className={css({
          mt: '6',
          mb: '3',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
          flexWrap: 'wrap',
        })}
      >
        <Text size="small" tone="muted" aria-live="polite">
          {list.isPending ? t`Chargement…` : t`${numbers.format(count)} offre(s)`}
        </Text>
        <ReplacementsColumnChooser visibility={visibility} onChange={setVisibility} />
      </div>

      {list.isError && !list.data ? (
        <ListLoadError
          filterRefused={Object.keys(errors).length > 0}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : !list.isPending && count === 0 ? (
        <ListEmpty
          icon={<SearchIcon />}
          filtered={filtered}
          title={filtered ? t`Aucune offre ne correspond à ces filtres` : t`Aucune offre pour l’instant`}
          description={filtered ? t`Élargissez la recherche ou effacez les filtres.` : undefined}
          onClearFilters={() => go({ ...state, filters: {}, page: 1 })}
        />
      ) : (
        <>
          <ReplacementsTable
            replacements={rows}
            loading={list.isPending}
            sort={state.sort}
            direction={state.direction}
            onSort={(column) => go(toggleSort(state, column))}
            detailPath={adminReplacementPaths.detail}
            interestPath={adminReplacementPaths.interest}
            columnVisibility={visibility}
            caption={t`Page ${state.page} — triée par ${sortLabels[state.sort]} (${state.direction === 'asc' ? t`croissant` : t`décroissant`})`}
          />
          {count > state.perPage ? (
            <div className={css({ mt: '4', display: 'flex', justifyContent: 'center' })}>
              <SimplePagination
                key={pager.key}
                count={count}
                pageSize={state.perPage}
                defaultPage={state.page}
                onPageChange={(details) => {
                  pager.turned(details.page)
                  go({ ...state, page: details.page })
                }}
              />
            </div>
          ) : null}
        </>
      )}
    </div>
  )
}
