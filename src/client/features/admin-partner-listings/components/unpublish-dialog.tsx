import { Trans } from '@lingui/react/macro'
import { UnpublishDialog } from '#client/entities/back-office/unpublish-dialog.tsx'
import { useUnpublishPartnerListing } from '../api.ts'

/** "Retirer l'annonce": withdraws a published partner listing, its author mailed the reason. */
export function UnpublishListingDialog({
  listingId,
  onUnpublished,
  onFailed,
}: {
  listingId: number
  onUnpublished: () => void
  onFailed: (error: unknown) => void
}) {
  const unpublish = useUnpublishPartnerListing(listingId)
  return (
    <UnpublishDialog
      unpublish={unpublish.mutateAsync}
      pending={unpublish.isPending}
      action={<Trans>Retirer l’annonce</Trans>}
      title={<Trans>Retirer cette annonce ?</Trans>}
      description={<Trans>L’annonce ne sera plus visible. Son auteur reçoit la raison par e-mail.</Trans>}
      onUnpublished={onUnpublished}
      onFailed={onFailed}
    />
  )
}
