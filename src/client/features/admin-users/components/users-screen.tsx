import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { RowSelectionState } from '@tanstack/react-table'
import { useState } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { FilteredList, hasFilters, listPage, useSortCaption } from '#client/entities/back-office/admin-list.tsx'
import { useColumnVisibility } from '#client/lib/column-visibility.ts'
import { Button } from '#client/ui/button.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { PlusIcon, SearchIcon } from '#client/ui/icons.tsx'
import { css } from '#styled/css'
import { useUsersList } from '../api/users-list.ts'
import { adminPaths } from '../paths.ts'
import { apiQuery, filtersQuery, type ListState, readListState, toggleSort, writeListState } from '../url-state.ts'
import { BulkActions } from './bulk-actions.tsx'
import { defaultUserColumns, UsersColumnChooser } from './column-chooser.tsx'
import { UsersFilters } from './users-filters.tsx'
import { UsersTable } from './users-table.tsx'

const toolbar = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' })

/** /dashboard/admin/users (admin guard): every account, filtered, sorted and paged from the address. */
export function UsersScreen() {
  const { t, i18n } = useLingui()
  const [params, setParams] = useSearchParams()
  const state = readListState(params)
  const list = useUsersList(apiQuery(state))
  const [selection, setSelection] = useState<RowSelectionState>({})
  const [visibility, setVisibility] = useColumnVisibility('admin-users', defaultUserColumns)
  const sortCaption = useSortCaption()

  const go = (next: ListState) => {
    setSelection({})
    setParams(writeListState(next))
  }
  const users = list.data?.users ?? []
  const count = list.data?.count ?? 0
  const selected = users.filter((user) => selection[String(user.id)])
  const filtered = hasFilters(state.filters)
  const numbers = new Intl.NumberFormat(i18n.locale)

  return (
    <div className={listPage}>
      <div className={toolbar}>
        <Heading level={1}>
          <Trans>Utilisateurs</Trans>
        </Heading>
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          <Button variant="outline" asChild>
            <RouterLink to={`${adminPaths.usersCrm}${filtered ? `?${filtersQuery(state.filters)}` : ''}`}>
              <Trans>Suivi (CRM)</Trans>
            </RouterLink>
          </Button>
          <Button asChild>
            <RouterLink to={adminPaths.userCreate}>
              <PlusIcon aria-hidden />
              <Trans>Créer un utilisateur</Trans>
            </RouterLink>
          </Button>
        </div>
      </div>

      <FilteredList
        state={state}
        onChange={go}
        query={list}
        count={count}
        filters={(errors, onApply) => <UsersFilters filters={state.filters} errors={errors} onApply={onApply} />}
        filtersClassName={css({ mt: '4' })}
        tools={
          <>
            <BulkActions selected={selected} exportFilters={filtersQuery(state.filters)} onDone={() => setSelection({})} />
            <UsersColumnChooser visibility={visibility} onChange={setVisibility} />
          </>
        }
        summary={
          <>
            {list.isPending ? t`Chargement…` : t`${numbers.format(count)} compte(s)`}
            {selected.length > 0 ? ` · ${t`${selected.length} sélectionné(s)`}` : null}
          </>
        }
        empty={(filtered) => ({
          icon: <SearchIcon />,
          title: filtered ? t`Aucun compte ne correspond à ces filtres` : t`Aucun compte pour l’instant`,
          description: filtered ? t`Élargissez la recherche ou effacez les filtres.` : undefined,
        })}
      >
        <UsersTable
          users={users}
          loading={list.isPending}
          sort={state.sort}
          direction={state.direction}
          onSort={(column) => go(toggleSort(state, column))}
          selection={selection}
          onSelectionChange={setSelection}
          columnVisibility={visibility}
          detailPath={(id) => adminPaths.user(id)}
          caption={sortCaption(state.page, i18n._(sortLabels[state.sort]), state.direction)}
        />
      </FilteredList>
    </div>
  )
}

// Descriptors, not `t` calls: the `t` of useLingui is a macro only where it is destructured,
// and called as a plain function elsewhere it returned nothing ("triée par (décroissant)").
const sortLabels: Record<ListState['sort'], MessageDescriptor> = {
  id: msg`numéro`,
  created_at: msg`date d’inscription`,
  email: msg`e-mail`,
  last_name: msg`nom`,
  first_name: msg`prénom`,
  status: msg`statut`,
  validated_at: msg`date de validation`,
  commune_name: msg`commune`,
  crm_stage: msg`étape du suivi`,
  next_action_on: msg`prochaine action`,
}
