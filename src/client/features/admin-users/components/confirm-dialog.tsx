import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button } from '#client/ui/button.tsx'
import * as Dialog from '#client/ui/dialog.tsx'

export interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description: ReactNode
  confirmLabel: ReactNode
  onConfirm: () => void
  pending: boolean
  danger?: boolean
}

/** "Are you sure?" for an action with consequences (suspend, delete): never a window.confirm. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog.Root open={props.open} onOpenChange={(details) => props.onOpenChange(details.open)} role="alertdialog">
      <Dialog.Popup>
        <Dialog.Header>
          <Dialog.Title>{props.title}</Dialog.Title>
          <Dialog.Description>{props.description}</Dialog.Description>
        </Dialog.Header>
        <Dialog.Footer>
          <Button variant="outline" onClick={() => props.onOpenChange(false)}>
            <Trans>Annuler</Trans>
          </Button>
          <Button variant={props.danger ? 'danger' : 'solid'} loading={props.pending} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </Dialog.Footer>
      </Dialog.Popup>
    </Dialog.Root>
  )
}
