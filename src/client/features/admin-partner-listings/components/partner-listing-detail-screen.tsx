import { Trans, useLingui } from '@lingui/react/macro'
import { useParams } from 'react-router'
import { AdminPage } from '#client/entities/back-office/admin-page.tsx'
import { AdminRecordUnavailable } from '#client/entities/back-office/admin-record-page.tsx'
import { useAdminFeedback } from '#client/entities/back-office/admin-toasts.ts'
import { isApiError } from '#client/lib/api-client.ts'
import { useAdminPartnerListing } from '../api.ts'
import { kindLabels } from '../labels.ts'
import { adminPartnerListingPaths } from '../paths.ts'
import { PartnerListingDetail } from './partner-listing-detail.tsx'
import { UnpublishListingDialog } from './unpublish-dialog.tsx'

/** /dashboard/admin/partner-listings/:id (admin guard): the listing, its history, and "Retirer l'annonce". */
export function PartnerListingDetailScreen() {
  const { t, i18n } = useLingui()
  const id = Number(useParams().id)
  const listing = useAdminPartnerListing(id)
  const feedback = useAdminFeedback()
  const back = { backTo: adminPartnerListingPaths.list, backLabel: <Trans>Toutes les annonces</Trans> }

  if (listing.isPending || listing.isError)
    return (
      <AdminRecordUnavailable
        loading={listing.isPending}
        title={t`Annonce n° ${id}`}
        lines={8}
        failure={
          isApiError(listing.error) && listing.error.status === 404
            ? t`Cette annonce n’existe pas.`
            : t`L’annonce n’a pas pu être chargée. Vérifiez votre connexion puis réessayez.`
        }
        {...back}
      />
    )
  const l = listing.data
  const kind = i18n._(kindLabels[l.kind])
  // Published and filled listings are shown to members: those are the ones the team takes down.
  const unpublishable = l.status === 'published' || l.status === 'filled'
  return (
    <AdminPage
      title={t`Annonce n° ${l.id} — ${kind}${l.commune_name ? `, ${l.commune_name}` : ''}`}
      {...back}
      actions={
        unpublishable ? (
          <UnpublishListingDialog listingId={l.id} onUnpublished={feedback.saved} onFailed={feedback.saveFailed} />
        ) : null
      }
    >
      <title>{t`Annonce n° ${l.id} | Administration | Relève`}</title>
      <PartnerListingDetail listing={l} userPath={adminPartnerListingPaths.user} />
    </AdminPage>
  )
}
