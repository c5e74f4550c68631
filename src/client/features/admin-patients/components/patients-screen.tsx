import { Trans, useLingui } from '@lingui/react/macro'
import { useSearchParams } from 'react-router'
import { FilteredList, listPage, useSortCaption } from '#client/entities/back-office/admin-list.tsx'
import { useAdminFeedback } from '#client/entities/back-office/admin-toasts.ts'
import { isApiError } from '#client/lib/api-client.ts'
import { useColumnVisibility } from '#client/lib/column-visibility.ts'
import * as Drawer from '#client/ui/drawer.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { InboxIcon } from '#client/ui/icons.tsx'
import { SkeletonText } from '#client/ui/skeleton.tsx'
import { Text } from '#client/ui/text.tsx'
import type { AdminPatientRequestSortColumn } from '#shared/admin-patient-requests.ts'
import { paths } from '#shared/paths.ts'
import { css } from '#styled/css'
import { usePatientRequest, usePatientRequests } from '../api.ts'
import { apiQuery, type ListState, readListState, toggleSort, writeListState } from '../url-state.ts'
import { PatientsColumnChooser } from './column-chooser.tsx'
import { PatientRequestPanel } from './patient-request-panel.tsx'
import { PatientsFilters } from './patients-filters.tsx'
import { PatientsTable } from './patients-table.tsx'

/**
 * /dashboard/admin/patients (admin guard): the requests of the public nurse search, filtered and
 * paged from the address; one opens in a drawer (its id in the address too) to follow it up.
 */
export function PatientsScreen() {
  const { t, i18n } = useLingui()
  const [params, setParams] = useSearchParams()
  const state = readListState(params)
  const list = usePatientRequests(apiQuery(state))
  const detail = usePatientRequest(state.open)
  const feedback = useAdminFeedback()
  const sortCaption = useSortCaption()
  const go = (next: ListState) => setParams(writeListState(next))
  const count = list.data?.count ?? 0
  const numbers = new Intl.NumberFormat(i18n.locale)
  const [visibility, setVisibility] = useColumnVisibility('admin-patients')
  const sortLabels: Record<AdminPatientRequestSortColumn, string> = {
    created_at: t`date de réception`,
    status: t`statut`,
    commune_name: t`commune`,
    care_type: t`soins`,
  }

  return (
    <div className={listPage}>
      <Heading level={1}>
        <Trans>Demandes de patients</Trans>
      </Heading>
      <Text tone="muted" className={css({ mt: '2' })}>
        <Trans>
          Les demandes envoyées depuis la recherche d’infirmiers. Leurs données personnelles sont effacées à la fin de la durée de
          conservation.
        </Trans>
      </Text>

      <FilteredList
        state={state}
        onChange={go}
        query={list}
        count={count}
        filters={(errors, onApply) => <PatientsFilters filters={state.filters} errors={errors} onApply={onApply} />}
        tools={<PatientsColumnChooser visibility={visibility} onChange={setVisibility} />}
        summary={list.isPending ? t`Chargement…` : t`${numbers.format(count)} demande(s)`}
        empty={(filtered) => ({
          icon: <InboxIcon />,
          title: filtered ? t`Aucune demande ne correspond à ces filtres` : t`Aucune demande pour l’instant`,
        })}
      >
        <PatientsTable
          requests={list.data?.patient_requests ?? []}
          loading={list.isPending}
          onOpen={(id) => go({ ...state, open: id })}
          columnVisibility={visibility}
          sort={state.sort}
          direction={state.direction}
          onSort={(column) => go(toggleSort(state, column))}
          caption={sortCaption(state.page, sortLabels[state.sort], state.direction)}
        />
      </FilteredList>

      <Drawer.Root
        open={state.open !== null}
        onOpenChange={(details) => (details.open ? undefined : go({ ...state, open: null }))}
      >
        <Drawer.Popup>
          <Drawer.Header>
            <Drawer.Title>{t`Demande n° ${state.open ?? ''}`}</Drawer.Title>
          </Drawer.Header>
          <Drawer.Body>
            {detail.isPending ? (
              <SkeletonText lines={6} />
            ) : detail.isError ? (
              <Text tone="danger" role="alert">
                {isApiError(detail.error) && detail.error.status === 404
                  ? t`Cette demande n’existe pas.`
                  : t`La demande n’a pas pu être chargée.`}
              </Text>
            ) : (
              <PatientRequestPanel
                request={detail.data}
                nursePath={(userId) => paths.adminUser.replace(':id', String(userId))}
                onSaved={feedback.saved}
                onFailed={feedback.saveFailed}
              />
            )}
          </Drawer.Body>
        </Drawer.Popup>
      </Drawer.Root>
    </div>
  )
}
