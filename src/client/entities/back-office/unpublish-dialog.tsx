import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import { useAdminForm } from '#client/entities/back-office/admin-form.ts'
import { Button } from '#client/ui/button.tsx'
import * as Dialog from '#client/ui/dialog.tsx'
import * as Field from '#client/ui/field.tsx'
import { UNPUBLISH_REASON_MAX, UNPUBLISH_REASON_MIN, unpublishReplacementSchema } from '#shared/admin-replacements.ts'
import { css } from '#styled/css'

export interface UnpublishDialogProps {
  /** Sends the reason (the feature's mutation); rejects when the server refused or could not be reached. */
  unpublish: (input: { reason: string }) => Promise<unknown>
  pending: boolean
  /** The trigger's and the confirmation's label ("Retirer l'offre"). */
  action: ReactNode
  title: ReactNode
  /** Who is told, said before anything happens. */
  description: ReactNode
  /** Called once it is withdrawn (the screen shows the success toast). */
  onUnpublished: () => void
  /** Called when the server refused or could not be reached (the screen shows the error toast). */
  onFailed: (error: unknown) => void
}

/**
 * The back office's "Retirer" of a published record (an offer, a partner listing): the reason is
 * required (10 to 1000 characters) because it is mailed to the author as written.
 */
export function UnpublishDialog({
  unpublish,
  pending,
  action,
  title,
  description,
  onUnpublished,
  onFailed,
}: UnpublishDialogProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const form = useAdminForm({ schema: unpublishReplacementSchema, initial: { reason: '' }, pending })
  const error = form.errorOf('reason')

  // The reason as trimmed by the schema. The promise, not mutate's callbacks: the withdrawn record
  // is no longer unpublishable, so the page drops this dialog before those callbacks would run,
  // and the toast would be lost.
  const submit = form.submit((data) =>
    unpublish(data).then(
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
        <Button variant="danger">{action}</Button>
      </Dialog.Trigger>
      <Dialog.Popup>
        <form ref={form.formRef} onSubmit={submit} noValidate>
          <Dialog.Header>
            <Dialog.Title>{title}</Dialog.Title>
            <Dialog.Description>{description}</Dialog.Description>
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
            <Button type="submit" variant="danger" loading={pending}>
              {action}
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Popup>
    </Dialog.Root>
  )
}
