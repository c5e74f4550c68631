import { Trans, useLingui } from '@lingui/react/macro'
import { onlineManager } from '@tanstack/react-query'
import { useState } from 'react'
import { newIdempotencyKey } from '#client/lib/idempotency-key.ts'
import { Button } from '#client/ui/button.tsx'
import * as Dialog from '#client/ui/dialog.tsx'
import { toast } from '#client/ui/toaster.ts'
import { useCancelQueuedApplication, useWithdraw } from './apply-api.ts'

export interface WithdrawButtonProps {
  applicationId: number
  replacementId: number
  /** An accepted application: withdrawing frees the days for others (until the first day). */
  accepted?: boolean
  size?: 'sm' | 'md' | 'lg'
}

function WithdrawConfirm({ applicationId, replacementId, onDone }: WithdrawButtonProps & { onDone: () => void }) {
  const { t } = useLingui()
  const withdraw = useWithdraw()
  // One key per withdrawal, made when the question is asked.
  const [idempotencyKey] = useState(newIdempotencyKey)
  const confirm = () => {
    if (withdraw.isPending) return
    const offline = !onlineManager.isOnline()
    withdraw.mutate({ applicationId, replacementId, idempotencyKey }, { onSettled: onDone })
    if (offline) {
      toast.success(t`Retrait enregistré : il partira dès le retour du réseau.`)
      onDone()
    }
  }
  return (
    <Dialog.Footer>
      <Button variant="ghost" onClick={onDone}>
        <Trans>Annuler</Trans>
      </Button>
      <Button variant="danger" loading={withdraw.isPending && !withdraw.isPaused} onClick={confirm}>
        <Trans>Retirer</Trans>
      </Button>
    </Dialog.Footer>
  )
}

/** "Retirer ma candidature", after a question; offline it waits for the network like applying. */
export function WithdrawButton(props: WithdrawButtonProps) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} role="alertdialog">
      <Dialog.Trigger asChild>
        <Button variant="outline" size={props.size ?? 'md'}>
          <Trans>Retirer ma candidature</Trans>
        </Button>
      </Dialog.Trigger>
      <Dialog.Popup>
        <Dialog.Header>
          <Dialog.Title>
            <Trans>Retirer votre candidature ?</Trans>
          </Dialog.Title>
          <Dialog.Description>
            {props.accepted ? (
              <Trans>Le titulaire est prévenu et les jours redeviennent libres pour d’autres infirmiers.</Trans>
            ) : (
              <Trans>Le titulaire est prévenu. Vous pourrez postuler de nouveau tant que l’offre est ouverte.</Trans>
            )}
          </Dialog.Description>
        </Dialog.Header>
        <WithdrawConfirm {...props} onDone={() => setOpen(false)} />
      </Dialog.Popup>
    </Dialog.Root>
  )
}

/** Takes back an application that never left this device (nothing to withdraw on the server). */
export function CancelQueuedButton({ mutationId, size = 'md' }: { mutationId: number; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useLingui()
  const cancel = useCancelQueuedApplication()
  return (
    <Button
      variant="outline"
      size={size}
      onClick={() => {
        if (cancel(mutationId)) toast.success(t`Candidature annulée avant son envoi.`)
      }}
    >
      <Trans>Annuler l’envoi</Trans>
    </Button>
  )
}
