import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button } from '#client/ui/button.tsx'
import * as Dialog from '#client/ui/dialog.tsx'
import { css } from '#styled/css'

export interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  confirmLabel: ReactNode
  /** `danger` for what cannot be undone (cancel, delete, decline). */
  tone?: 'solid' | 'danger'
  busy?: boolean
  onConfirm: () => void
  /** Extra content (a reason field, days to choose, an error). */
  children?: ReactNode
}

/**
 * "Are you sure?" for the holder's decisions: an alert dialog whose confirming button says what
 * it does; "Retour" and Escape leave without doing anything.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  tone = 'solid',
  busy = false,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} role="alertdialog">
      <Dialog.Popup>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
          {description ? <Dialog.Description>{description}</Dialog.Description> : null}
        </Dialog.Header>
        {children ? (
          <Dialog.Body className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>{children}</Dialog.Body>
        ) : null}
        <Dialog.Footer>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            <Trans>Retour</Trans>
          </Button>
          <Button type="button" variant={tone} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Dialog.Footer>
      </Dialog.Popup>
    </Dialog.Root>
  )
}
