import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button } from '#client/ui/button.tsx'
import * as Dialog from '#client/ui/dialog.tsx'

/**
 * A back-office button whose action asks first (delete, send): its alert dialog says what will
 * happen, "Annuler" closes it, the confirming button runs the action. Never a window.confirm.
 */
export function ConfirmAction({
  trigger,
  title,
  description,
  confirmLabel,
  danger,
  pending,
  onConfirm,
}: {
  /** The button that opens the dialog. */
  trigger: ReactNode
  title: ReactNode
  description: ReactNode
  confirmLabel: ReactNode
  danger?: boolean
  pending: boolean
  onConfirm: () => void
}) {
  return (
    <Dialog.Root role="alertdialog">
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Popup>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
        </Dialog.Header>
        <Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <Button variant="outline">
              <Trans>Annuler</Trans>
            </Button>
          </Dialog.CloseTrigger>
          <Button variant={danger ? 'danger' : undefined} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Dialog.Footer>
      </Dialog.Popup>
    </Dialog.Root>
  )
}
