import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useAdminForm } from '#client/entities/back-office/admin-form.ts'
import { Button } from '#client/ui/button.tsx'
import * as Dialog from '#client/ui/dialog.tsx'
import * as Field from '#client/ui/field.tsx'
import { UNPUBLISH_REASON_MAX, UNPUBLISH_REASON_MIN } from '#shared/admin-replacements.ts'
import { unpublishPartnerListingSchema } from '#shared/partner-listings.ts'
import { css } from '#styled/css'
import { useUnpublishPartnerListing } from '../api.ts'

export interface UnpublishListingDialogProps {
  listingId: number
  /** Called once the listing is withdrawn (the screen shows the success toast). */
  onUnpublished: () => void
  /** Called when the server refused or could not be reached (the screen shows the error toast). */
  onFailed: (error: unknown) => void
}

/**
 * "Retirer l'annonce": the reason is required (10 to 1000 characters) because it is mailed to the
 * author as written; the dialog says who is told before anything happens.
 */
export function UnpublishListingDialog({ listingId, onUnpublished, onFailed }: UnpublishListingDialogProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const unpublish = useUnpublishPartnerListing(listingId)
  const form = useAdminForm({ schema: unpublishPartnerListingSchema, initial: { reason: '' }, pending: unpublish.isPending })
  const error = form.errorOf('reason')

  // The promise, not mutate's callbacks: the withdrawn listing is no longer unpublishable, so the
  // page drops this dialog before those callbacks would run, and the toast would be lost.
  const submit = form.submit((data) =>
    unpublish.mutateAsync(data).then(
      () => {
        setOpen(false)
        form.reset()
        onUnpublished()
      },
      (failure: unknown) => {
        form.fail(failure)
        onFailed(failure)
      },
    ),
  )

  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} role="alertdialog">
      <Dialog.Trigger asChild>
        <Button variant="danger">
          <Trans>Retirer l’annonce</Trans>
        </Button>
      </Dialog.Trigger>
      <Dialog.Popup>
        <form ref={form.formRef} onSubmit={submit} noValidate>
          <Dialog.Header>
            <Dialog.Title>
              <Trans>Retirer cette annonce ?</Trans>
            </Dialog.Title>
            <Dialog.Description>
              <Trans>L’annonce ne sera plus visible. Son auteur reçoit la raison par e-mail.</Trans>
            </Dialog.Description>
          </Dialog.Header>
          <Dialog.Body className={css({ pb: '4' })}>
            <Field.Root invalid={error !== undefined} required>
              <Field.Label>
                {t`Raison (envoyée à l’auteur)`}
                <Field.RequiredIndicator>*</Field.RequiredIndicator>
              </Field.Label>
              <Field.Textarea
                name="reason"
                rows={5}
                value={form.values.reason}
                maxLength={UNPUBLISH_REASON_MAX}
                onChange={(event) => form.set('reason', event.target.value)}
              />
              <Field.HelperText>{t`Entre ${UNPUBLISH_REASON_MIN} et ${UNPUBLISH_REASON_MAX} caractères.`}</Field.HelperText>
              <Field.ErrorText>{error}</Field.ErrorText>
            </Field.Root>
          </Dialog.Body>
          <Dialog.Footer>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              <Trans>Annuler</Trans>
            </Button>
            <Button type="submit" variant="danger" loading={unpublish.isPending}>
              <Trans>Retirer l’annonce</Trans>
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Popup>
    </Dialog.Root>
  )
}
