import { Trans, useLingui } from '@lingui/react/macro'
import { statusLabels, statusTones } from '#client/entities/back-office/mail-status-labels.ts'
import { Badge } from '#client/ui/badge.tsx'
import { Button } from '#client/ui/button.tsx'
import * as Dialog from '#client/ui/dialog.tsx'
import { SkeletonText } from '#client/ui/skeleton.tsx'
import { Text } from '#client/ui/text.tsx'
import { css } from '#styled/css'
import { useAdminMail } from '../api/mails.ts'

interface MailPreviewProps {
  id: string | null
  onClose: () => void
  onResend: (id: string) => void
  resending: boolean
}

/**
 * One mail as sent, in a dialog. The HTML is shown in an iframe with `sandbox=""` and `srcdoc`:
 * no script runs, it has an origin of its own, it cannot navigate the page, and the app's CSP
 * still applies to it. One-time links were masked by the server.
 */
export function MailPreview({ id, onClose, onResend, resending }: MailPreviewProps) {
  const { t, i18n } = useLingui()
  const mail = useAdminMail(id)
  const format = (iso: string) =>
    new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

  return (
    <Dialog.Root open={id !== null} onOpenChange={(details) => !details.open && onClose()}>
      <Dialog.Popup className={css({ maxW: '56rem', w: 'full' })}>
        <Dialog.Header>
          <Dialog.Title>{mail.data?.subject ?? t`E-mail`}</Dialog.Title>
          {mail.data ? (
            <Dialog.Description>
              {t`À ${mail.data.to}, le ${format(mail.data.created_at)} — modèle ${mail.data.template}`}
            </Dialog.Description>
          ) : null}
        </Dialog.Header>
        <Dialog.Body className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          {mail.isPending ? (
            <SkeletonText lines={6} />
          ) : mail.isError ? (
            <Text role="alert" tone="danger">
              <Trans>Cet e-mail n’a pas pu être chargé.</Trans>
            </Text>
          ) : (
            <>
              <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' })}>
                <Badge tone={statusTones[mail.data.status]}>{i18n._(statusLabels[mail.data.status])}</Badge>
                <Text size="small" tone="muted">
                  {t`Tentatives : ${mail.data.attempts}`}
                </Text>
                {mail.data.last_error ? (
                  <Text size="small" tone="danger">
                    {t`Dernière erreur : ${mail.data.last_error}`}
                  </Text>
                ) : null}
              </div>
              {mail.data.masked_links ? (
                <Text size="small" tone="muted">
                  <Trans>Le lien à usage unique de cet e-mail est masqué.</Trans>
                </Text>
              ) : null}
              {mail.data.html !== null ? (
                <iframe
                  title={t`Contenu de l’e-mail « ${mail.data.subject} »`}
                  sandbox=""
                  srcDoc={mail.data.html}
                  className={css({
                    w: 'full',
                    h: '60vh',
                    borderWidth: '1px',
                    borderColor: 'border.default',
                    borderRadius: 'md',
                    bg: 'bg.surface',
                  })}
                />
              ) : (
                <Text tone="muted">
                  <Trans>Ce modèle d’e-mail n’existe plus : son contenu ne peut pas être affiché.</Trans>
                </Text>
              )}
            </>
          )}
        </Dialog.Body>
        <Dialog.Footer>
          {mail.data?.resendable ? (
            <Button loading={resending} onClick={() => mail.data && onResend(mail.data.id)}>
              <Trans>Renvoyer</Trans>
            </Button>
          ) : mail.data ? (
            <Text size="small" tone="muted">
              <Trans>Cet e-mail contenait un lien à usage unique : il ne peut pas être renvoyé.</Trans>
            </Text>
          ) : null}
        </Dialog.Footer>
      </Dialog.Popup>
    </Dialog.Root>
  )
}
