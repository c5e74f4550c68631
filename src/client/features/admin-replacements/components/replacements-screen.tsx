import { Trans, useLingui } from '@lingui/react/macro'
import { useSearchParams } from 'react-router'
import { FilteredList, listPage, useSortCaption } from '#client/entities/back-office/admin-list.tsx'
import { useColumnVisibility } from '#client/lib/column-visibility.ts'
import { Heading } from '#client/ui/heading.tsx'
import { SearchIcon } from '#client/ui/icons.tsx'
import type { AdminReplacementSortColumn } from '#shared/admin-replacements.ts'
import { useAdminReplacements } from '../api.ts'
import { adminReplacementPaths } from '../paths.ts'
import { apiQuery, type ListState, readListState, toggleSort, writeListState } from '../url-state.ts'
import { ReplacementsColumnChooser } from './column-chooser.tsx'
import { ReplacementsFilters } from './replacements-filters.tsx'
import { ReplacementsTable } from './replacements-table.tsx'

/** /dashboard/admin/replacements (admin guard): every offer, filtered, sorted and paged from the address. */
export function ReplacementsScreen() {
  const { t, i18n } = useLingui()
  const [params, setParams] = useSearchParams()
  const state = readListState(params)
  const list = useAdminReplacements(apiQuery(state))
  const sortCaption = useSortCaption()
  const go = (next: ListState) => setParams(writeListState(next))
  const rows = list.data?.replacements ?? []
  const count = list.data?.count ?? 0
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
    <div className={listPage}>
      <Heading level={1}>
        <Trans>Offres de remplacement</Trans>
      </Heading>

      <FilteredList
        state={state}
        onChange={go}
        query={list}
        count={count}
        filters={(errors, onApply) => <ReplacementsFilters filters={state.filters} errors={errors} onApply={onApply} />}
        tools={<ReplacementsColumnChooser visibility={visibility} onChange={setVisibility} />}
        summary={list.isPending ? t`Chargement…` : t`${numbers.format(count)} offre(s)`}
        empty={(filtered) => ({
          icon: <SearchIcon />,
          title: filtered ? t`Aucune offre ne correspond à ces filtres` : t`Aucune offre pour l’instant`,
          description: filtered ? t`Élargissez la recherche ou effacez les filtres.` : undefined,
        })}
      >
        <ReplacementsTable
          replacements={rows}
          loading={list.isPending}
          sort={state.sort}
          direction={state.direction}
          onSort={(column) => go(toggleSort(state, column))}
          detailPath={adminReplacementPaths.detail}
          interestPath={adminReplacementPaths.interest}
          columnVisibility={visibility}
          caption={sortCaption(state.page, sortLabels[state.sort], state.direction)}
        />
      </FilteredList>
    </div>
  )
}
