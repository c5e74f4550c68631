import { Trans, useLingui } from '@lingui/react/macro'
import { useParams, useSearchParams } from 'react-router'
import { ListPager } from '#client/entities/back-office/admin-list.tsx'
import { AdminPage } from '#client/entities/back-office/admin-page.tsx'
import { SimpleEmptyState } from '#client/ui/empty-state.tsx'
import * as Field from '#client/ui/field.tsx'
import { InboxIcon } from '#client/ui/icons.tsx'
import { SkeletonText } from '#client/ui/skeleton.tsx'
import { Text } from '#client/ui/text.tsx'
import { ADMIN_REPLACEMENTS_PER_PAGE } from '#shared/admin-replacements.ts'
import { applicationStatuses } from '#shared/replacements.ts'
import { css } from '#styled/css'
import { useOfferApplications } from '../api.ts'
import { applicationStatusLabels } from '../labels.ts'
import { adminReplacementPaths } from '../paths.ts'
import { ApplicationsTable } from './applications-table.tsx'

/** /dashboard/admin/replacements/interest/:id (admin guard): every application of an offer, by status, 15 a page. */
export function ReplacementInterestScreen() {
  const { t, i18n } = useLingui()
  const id = Number(useParams().id)
  const [params, setParams] = useSearchParams()
  const status = (applicationStatuses as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') ?? '')
    : ''
  const pageNumber = Math.max(1, Number(params.get('page')) || 1)
  const query: Record<string, string> = { page: String(pageNumber), perPage: String(ADMIN_REPLACEMENTS_PER_PAGE) }
  if (status) query.status = status
  const list = useOfferApplications(id, query)
  const go = (next: { status: string; page: number }) => {
    const search = new URLSearchParams()
    if (next.status) search.set('status', next.status)
    if (next.page > 1) search.set('page', String(next.page))
    setParams(search)
  }

  return (
    <AdminPage
      title={t`Candidatures de l’offre n° ${id}`}
      backTo={adminReplacementPaths.detail(id)}
      backLabel={<Trans>L’offre</Trans>}
      busy={list.isPending}
    >
      <title>{t`Candidatures de l’offre n° ${id} | Administration | Relève`}</title>
      <div className={css({ maxW: '64', mb: '4' })}>
        <Field.Root>
          <Field.Label>{t`Statut`}</Field.Label>
          <Field.Select value={status} onChange={(event) => go({ status: event.target.value, page: 1 })}>
            <option value="">{t`Tous`}</option>
            {applicationStatuses.map((value) => (
              <option key={value} value={value}>
                {i18n._(applicationStatusLabels[value])}
              </option>
            ))}
          </Field.Select>
        </Field.Root>
      </div>
      {list.isPending ? (
        <SkeletonText lines={5} />
      ) : list.isError ? (
        <Text tone="danger" role="alert">
          <Trans>Les candidatures n’ont pas pu être chargées.</Trans>
        </Text>
      ) : list.data.count === 0 ? (
        <SimpleEmptyState
          icon={<InboxIcon />}
          title={status ? t`Aucune candidature dans cet état` : t`Aucune candidature pour cette offre`}
        />
      ) : (
        <>
          <ApplicationsTable
            applications={list.data.applications}
            userPath={adminReplacementPaths.user}
            caption={t`${list.data.count} candidature(s), page ${pageNumber}`}
          />
          <ListPager
            count={list.data.count}
            page={pageNumber}
            perPage={ADMIN_REPLACEMENTS_PER_PAGE}
            onPageChange={(next) => go({ status, page: next })}
          />
        </>
      )}
    </AdminPage>
  )
}
