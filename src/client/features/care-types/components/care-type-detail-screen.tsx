import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useParams } from 'react-router'
import { AdminPage } from '#client/entities/back-office/admin-page.tsx'
import { AdminRecordUnavailable } from '#client/entities/back-office/admin-record-page.tsx'
import { useAdminFeedback } from '#client/entities/back-office/admin-toasts.ts'
import { ConfirmAction } from '#client/entities/back-office/confirm-action.tsx'
import { useLeaveOnDelete } from '#client/entities/back-office/use-leave-on-delete.ts'
import { Button } from '#client/ui/button.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { isCareTypeInUse } from '#shared/care-types.ts'
import { paths } from '#shared/paths.ts'
import { css } from '#styled/css'
import { useAdminCareType, useDeleteCareType, useUpdateCareType } from '../api/care-types.ts'
import { CareTypeForm } from './care-type-form.tsx'

/** /dashboard/admin/care-types/{id} (admin guard): edit, deactivate, or delete when unused. */
export function CareTypeDetailScreen() {
  const { t } = useLingui()
  const id = Number(useParams().id)
  const leaveOnDelete = useLeaveOnDelete(paths.adminCareTypes)
  const careType = useAdminCareType(id)
  const update = useUpdateCareType(id)
  const remove = useDeleteCareType()
  const feedback = useAdminFeedback()

  const back = { backTo: paths.adminCareTypes, backLabel: <Trans>Types de soins</Trans> }
  if (careType.isPending || careType.isError)
    return (
      <AdminRecordUnavailable
        loading={careType.isPending}
        title={<Trans>Type de soins</Trans>}
        lines={6}
        failure={<Trans>Ce type de soins n’a pas pu être chargé (il a peut-être été supprimé).</Trans>}
        {...back}
      />
    )

  const type = careType.data
  const inUse = isCareTypeInUse(type.usage)
  return (
    <AdminPage title={type.name} {...back}>
      <title>{t`${type.name} | Types de soins | Relève`}</title>
      <CareTypeForm
        key={type.updated_at}
        initial={{ name: type.name, category: type.category, description: type.description ?? '', active: type.active }}
        slug={type.slug}
        pending={update.isPending}
        submitLabel={t`Enregistrer`}
        onSubmit={(values, fail) => update.mutate(values, { onSuccess: feedback.saved, onError: feedback.saveFailedFor(fail) })}
      />
      <section aria-labelledby="care-type-usage" className={css({ mt: '10', maxW: '40rem' })}>
        <Heading level={2} size="h3" id="care-type-usage">
          <Trans>Utilisation</Trans>
        </Heading>
        <ul className={css({ mt: '3', display: 'flex', flexDirection: 'column', gap: '1' })}>
          <li>
            <Plural value={type.usage.nurses} one="# profil d’infirmier" other="# profils d’infirmier" />
          </li>
          <li>
            <Plural value={type.usage.replacements} one="# offre de remplacement" other="# offres de remplacement" />
          </li>
          <li>
            <Plural value={type.usage.patient_requests} one="# demande de patient" other="# demandes de patients" />
          </li>
        </ul>
        <ConfirmAction
          trigger={
            <Button variant="danger" className={css({ mt: '5' })}>
              <Trans>Supprimer</Trans>
            </Button>
          }
          title={t`Supprimer « ${type.name} » ?`}
          description={
            inUse ? (
              <Trans>
                Ce type de soins est utilisé : il ne peut pas être supprimé. Décochez plutôt « actif » : il ne sera plus proposé.
              </Trans>
            ) : (
              <Trans>Il n’est utilisé nulle part. La suppression est définitive.</Trans>
            )
          }
          confirmLabel={<Trans>Supprimer</Trans>}
          danger
          pending={remove.isPending}
          onConfirm={() => remove.mutate(id, leaveOnDelete)}
        />
      </section>
    </AdminPage>
  )
}
