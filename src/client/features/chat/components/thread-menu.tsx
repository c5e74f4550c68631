import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { isApiError } from '#client/lib/api-client.ts'
import { Button } from '#client/ui/button.tsx'
import * as Dialog from '#client/ui/dialog.tsx'
import * as Field from '#client/ui/field.tsx'
import { IconButton } from '#client/ui/icon-button.tsx'
import * as Menu from '#client/ui/menu.tsx'
import { toast } from '#client/ui/toaster.ts'
import type { ConversationDetail } from '#shared/chat.ts'
import { css } from '#styled/css'
import { useBlock, useReport } from '../api/chat-api.ts'

// The server's REPORT_REASON_MAX_LENGTH (#shared/chat.ts).
const REASON_MAX = 1000

function failure(error: Error, fallback: string): string {
  return isApiError(error) && error.status > 0 ? error.body.message : fallback
}

/** The thread's menu: block or unblock the other party, after a question. */
export function ThreadMenu({ conversation, name }: { conversation: ConversationDetail; name: string }) {
  const { t } = useLingui()
  const [asking, setAsking] = useState(false)
  const block = useBlock(conversation.id)
  const blocking = !conversation.blocked.by_me
  // Nobody blocks in the team's conversation: its messages are the service's own, and the team
  // answers whoever writes to it.
  if (conversation.context.kind === 'team' || conversation.read_only) return null

  const confirm = () =>
    block.mutate(
      { block: blocking },
      {
        onSuccess: () => {
          toast.success(blocking ? t`${name} est bloqué·e.` : t`${name} est débloqué·e.`)
          setAsking(false)
        },
        onError: (error) => toast.destructive(failure(error, t`Le changement n’a pas abouti. Réessayez plus tard.`)),
      },
    )

  return (
    <>
      <Menu.Root onSelect={() => setAsking(true)}>
        <Menu.Trigger asChild>
          <IconButton aria-label={t`Actions sur la conversation`}>
            <span aria-hidden="true">⋯</span>
          </IconButton>
        </Menu.Trigger>
        <Menu.Popup>
          <Menu.Item value="block">
            <Menu.ItemText>{blocking ? t`Bloquer ${name}` : t`Débloquer ${name}`}</Menu.ItemText>
          </Menu.Item>
        </Menu.Popup>
      </Menu.Root>
      <Dialog.Root open={asking} onOpenChange={(details) => setAsking(details.open)} role="alertdialog">
        <Dialog.Popup>
          <Dialog.Header>
            <Dialog.Title>{blocking ? t`Bloquer ${name} ?` : t`Débloquer ${name} ?`}</Dialog.Title>
            <Dialog.Description>
              {blocking ? (
                <Trans>Vous ne recevrez plus ses messages et ne pourrez plus lui écrire. Vous pourrez la débloquer ici.</Trans>
              ) : (
                <Trans>Vous pourrez de nouveau vous écrire dans cette conversation.</Trans>
              )}
            </Dialog.Description>
          </Dialog.Header>
          <Dialog.Footer>
            <Button variant="ghost" onClick={() => setAsking(false)}>
              <Trans>Annuler</Trans>
            </Button>
            <Button variant={blocking ? 'danger' : 'solid'} loading={block.isPending} onClick={confirm}>
              {blocking ? <Trans>Bloquer</Trans> : <Trans>Débloquer</Trans>}
            </Button>
          </Dialog.Footer>
        </Dialog.Popup>
      </Dialog.Root>
    </>
  )
}

/** "Signaler" under a message of the other party: the reason, then the team reads it. */
export function ReportButton({ messageId }: { messageId: number }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const report = useReport()
  const submit = () => {
    if (reason.trim() === '') return
    report.mutate(
      { messageId, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(t`Merci : le message est signalé à l’équipe Relève.`)
          setOpen(false)
          setReason('')
        },
        onError: (error) => toast.destructive(failure(error, t`Le signalement n’a pas abouti. Réessayez plus tard.`)),
      },
    )
  }
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Dialog.Trigger asChild>
        <Button size="sm" variant="ghost" className={css({ minH: '8', px: '1' })}>
          <Trans>Signaler</Trans>
        </Button>
      </Dialog.Trigger>
      <Dialog.Popup>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            submit()
          }}
        >
          <Dialog.Header>
            <Dialog.Title>
              <Trans>Signaler ce message ?</Trans>
            </Dialog.Title>
            <Dialog.Description>
              <Trans>L’équipe Relève lira le message et votre motif. La personne n’est pas prévenue.</Trans>
            </Dialog.Description>
          </Dialog.Header>
          <Dialog.Body>
            <Field.Root required>
              <Field.Label>
                <Trans>Motif</Trans>
              </Field.Label>
              <Field.Textarea
                value={reason}
                maxLength={REASON_MAX}
                rows={3}
                onChange={(event) => setReason(event.target.value)}
              />
            </Field.Root>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              <Trans>Annuler</Trans>
            </Button>
            <Button type="submit" variant="danger" disabled={reason.trim() === ''} loading={report.isPending}>
              <Trans>Signaler</Trans>
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Popup>
    </Dialog.Root>
  )
}
