import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { isApiError } from '#client/lib/api-client.ts'
import { Button } from '#client/ui/button.tsx'
import * as Dialog from '#client/ui/dialog.tsx'
import * as Field from '#client/ui/field.tsx'
import { UNPUBLISH_REASON_MAX, UNPUBLISH_REASON_MIN } from '#shared/admin-replacements.ts'
import { css } from '#styled/css'
import { useUnpublishReplacement } from '../api.ts'

export interface UnpublishDialogProps {
  replacementId: number
  /** Called once the offer is cancelled (the screen shows the success toast). */
  onUnpublished: () => void
  /** Called when the server refused or could not be reached (the screen shows the error toast). */
  onFailed: (error: unknown) => void
}

/**
 * "Retirer l'offre": the reason is required (10 to 1000 characters) because it is mailed to the
 * author as written; the dialog says who is told before anything happens.
 */
export function UnpublishDialog({ replacementId, onUnpublished, onFailed }: UnpublishDialogProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  const unpublish = useUnpublishReplacement(replacementId)

  function submit(event: FormEvent) {
    event.preventDefault()
    const trimmed = reason.trim()
    if (trimmed.length < UNPUBLISH_REASON_MIN) {
      setError(t`Expliquez la raison en au moins ${UNPUBLISH_REASON_MIN} caractères : elle est envoyée à l’auteur.`)
      return
    }
    setError(undefined)
    // The promise, not mutate's callbacks: the saved offer is no longer unpublishable, so the
    // page drops this dialog before those callbacks would run, and the toast would be lost.
    unpublish.mutateAsync({ reason: trimmed }).then(
      () => {
        setOpen(false)
        setReason('')
        onUnpublished()
      },
      (failure: unknown) => {
        if (isApiError(failure) && failure.status === 422) setError(failure.errors.reason?.[0])
        onFailed(failure)
      },
    )
  }

  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} role="alertdialog">
      <Dialog.Trigger asChild>
        <Button variant="danger">
          <Trans>Retirer l’offre</Trans>
        </Button>
      </Dialog.Trigger>
      <Dialog.Popup>
        <form onSubmit={submit} noValidate>
          <Dialog.Header>
            <Dialog.Title>
              <Trans>Retirer cette offre ?</Trans>
            </Dialog.Title>
            <Dialog.Description>
              <Trans>
                L’offre sera annulée et ne sera plus visible. Son auteur reçoit la raison par e-mail, et les candidats sont
                prévenus.
              </Trans>
            </Dialog.Description>
          </Dialog.Header>
          <Dialog.Body className={css({ pb: '4' })}>
            <Field.Root invalid={error !== undefined} required>
              <Field.Label>
                {t`Raison (envoyée à l’auteur)`}
                <Field.RequiredIndicator>*</Field.RequiredIndicator>
              </Field.Label>
              <Field.Textarea
                rows={5}
                value={reason}
                maxLength={UNPUBLISH_REASON_MAX}
                onChange={(event) => {
                  setReason(event.target.value)
                  if (error) setError(undefined)
                }}
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
              <Trans>Retirer l’offre</Trans>
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Popup>
    </Dialog.Root>
  )
}
