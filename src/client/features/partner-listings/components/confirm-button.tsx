import { Trans } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import { Button } from '#client/ui/button.tsx'
import * as Dialog from '#client/ui/dialog.tsx'

/**
 * A button whose action cannot be undone asks first (withdrawing a listing, deleting a draft): an
 * alert dialog says what will happen; it closes once the action is done, or on "Annuler".
 */
export function ConfirmButton({
  label,
  title,
  description,
  confirmLabel,
  size,
  disabled,
  pending,
  onConfirm,
}: {
  label: ReactNode
  title: ReactNode
  description: ReactNode
  confirmLabel: ReactNode
  size: 'sm' | 'md'
  disabled: boolean
  pending: boolean
  /** Runs the action; `done` closes the dialog once it succeeded. */
  onConfirm: (done: () => void) => void
}) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Dialog.Trigger asChild>
        <Button size={size} variant="ghost" disabled={disabled}>
          {label}
        </Button>
      </Dialog.Trigger>
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
          <Button variant="danger" loading={pending} onClick={() => onConfirm(() => setOpen(false))}>
            {confirmLabel}
          </Button>
        </Dialog.Footer>
      </Dialog.Popup>
    </Dialog.Root>
  )
}
