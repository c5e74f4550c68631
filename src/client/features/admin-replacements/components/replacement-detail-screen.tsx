import { Trans, useLingui } from '@lingui/react/macro'
import { useParams } from 'react-router'
import { AdminPage } from '#client/entities/back-office/admin-page.tsx'
import { AdminRecordUnavailable } from '#client/entities/back-office/admin-record-page.tsx'
import { useAdminFeedback } from '#client/entities/back-office/admin-toasts.ts'
import { isApiError } from '#client/lib/api-client.ts'
import { useAdminReplacement } from '../api.ts'
import { adminReplacementPaths } from '../paths.ts'
import { ReplacementDetail } from './replacement-detail.tsx'
import { UnpublishOfferDialog } from './unpublish-dialog.tsx'

/** /dashboard/admin/replacements/:id (admin guard): the offer, its history and applicants, and "Retirer l'offre". */
export function ReplacementDetailScreen() {
  const { t } = useLingui()
  const id = Number(useParams().id)
  const offer = useAdminReplacement(id)
  const feedback = useAdminFeedback()
  const back = { backTo: adminReplacementPaths.list, backLabel: <Trans>Toutes les offres</Trans> }

  if (offer.isPending || offer.isError)
    return (
      <AdminRecordUnavailable
        loading={offer.isPending}
        title={t`Offre n° ${id}`}
        lines={8}
        failure={
          isApiError(offer.error) && offer.error.status === 404
            ? t`Cette offre n’existe pas.`
            : t`L’offre n’a pas pu être chargée. Vérifiez votre connexion puis réessayez.`
        }
        {...back}
      />
    )
  const r = offer.data
  return (
    <AdminPage
      title={t`Offre n° ${r.id}${r.commune_name ? ` — ${r.commune_name}` : ''}`}
      {...back}
      actions={
        r.unpublishable ? (
          <UnpublishOfferDialog replacementId={r.id} onUnpublished={feedback.saved} onFailed={feedback.saveFailed} />
        ) : null
      }
    >
      <title>{t`Offre n° ${r.id} | Administration | Relève`}</title>
      <ReplacementDetail
        replacement={r}
        userPath={adminReplacementPaths.user}
        interestPath={adminReplacementPaths.interest(r.id)}
      />
    </AdminPage>
  )
}
