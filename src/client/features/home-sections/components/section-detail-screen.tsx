import { Trans, useLingui } from '@lingui/react/macro'
import { useParams } from 'react-router'
import { AdminPage } from '#client/entities/back-office/admin-page.tsx'
import { AdminRecordUnavailable } from '#client/entities/back-office/admin-record-page.tsx'
import { useAdminFeedback } from '#client/entities/back-office/admin-toasts.ts'
import { ConfirmAction } from '#client/entities/back-office/confirm-action.tsx'
import { useLeaveOnDelete } from '#client/entities/back-office/use-leave-on-delete.ts'
import { Button } from '#client/ui/button.tsx'
import { paths } from '#shared/paths.ts'
import { css } from '#styled/css'
import { useAdminHomeSection, useDeleteHomeSection, useUpdateHomeSection } from '../api/admin-sections.ts'
import { kindLabels } from './kind-labels.ts'
import { bodyToForm } from './section-fields.ts'
import { SectionForm } from './section-form.tsx'

/** /dashboard/admin/home-management/{id} (admin guard): edit a section, or delete it. */
export function SectionDetailScreen() {
  const { t, i18n } = useLingui()
  const id = Number(useParams().id)
  const leaveOnDelete = useLeaveOnDelete(paths.adminHomeManagement)
  const section = useAdminHomeSection(id)
  const update = useUpdateHomeSection(id)
  const remove = useDeleteHomeSection()
  const feedback = useAdminFeedback()
  const back = { backTo: paths.adminHomeManagement, backLabel: <Trans>Page d’accueil</Trans> }

  if (section.isPending || section.isError)
    return (
      <AdminRecordUnavailable
        loading={section.isPending}
        title={<Trans>Section</Trans>}
        lines={8}
        failure={<Trans>Cette section n’a pas pu être chargée (elle a peut-être été supprimée).</Trans>}
        {...back}
      />
    )

  const data = section.data
  const deleteButton = (
    <ConfirmAction
      trigger={
        <Button variant="danger">
          <Trans>Supprimer</Trans>
        </Button>
      }
      title={t`Supprimer la section « ${data.title} » ?`}
      description={<Trans>Elle disparaît de la page d’accueil à la requête suivante. La suppression est définitive.</Trans>}
      confirmLabel={<Trans>Supprimer</Trans>}
      danger
      pending={remove.isPending}
      onConfirm={() => remove.mutate(id, leaveOnDelete)}
    />
  )

  return (
    <AdminPage title={data.title} actions={deleteButton} {...back}>
      <title>{t`${data.title} | Page d’accueil | Relève`}</title>
      <p className={css({ mb: '4', fontWeight: 'semibold' })}>{i18n._(kindLabels[data.kind])}</p>
      <SectionForm
        key={data.updated_at}
        kind={data.kind}
        initial={{ title: data.title, published: data.published, body: bodyToForm(data.kind, data.body) }}
        pending={update.isPending}
        submitLabel={t`Enregistrer`}
        onSubmit={(input, fail) => update.mutate(input, { onSuccess: feedback.saved, onError: feedback.saveFailedFor(fail) })}
      />
    </AdminPage>
  )
}
