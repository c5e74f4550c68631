import { Trans } from '@lingui/react/macro'
import { UnpublishDialog } from '#client/entities/back-office/unpublish-dialog.tsx'
import { useUnpublishReplacement } from '../api.ts'

/** "Retirer l'offre": cancels a published offer, its author mailed the reason and its applicants told. */
export function UnpublishOfferDialog({
  replacementId,
  onUnpublished,
  onFailed,
}: {
  replacementId: number
  onUnpublished: () => void
  onFailed: (error: unknown) => void
}) {
  const unpublish = useUnpublishReplacement(replacementId)
  return (
    <UnpublishDialog
      unpublish={unpublish.mutateAsync}
      pending={unpublish.isPending}
      action={<Trans>Retirer l’offre</Trans>}
      title={<Trans>Retirer cette offre ?</Trans>}
      description={
        <Trans>
          L’offre sera annulée et ne sera plus visible. Son auteur reçoit la raison par e-mail, et les candidats sont prévenus.
        </Trans>
      }
      onUnpublished={onUnpublished}
      onFailed={onFailed}
    />
  )
}
