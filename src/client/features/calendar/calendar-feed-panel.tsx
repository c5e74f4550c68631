import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { useNetworkStatus } from '#client/lib/pwa/use-network-status.ts'
import { Button } from '#client/ui/button.tsx'
import * as Dialog from '#client/ui/dialog.tsx'
import * as Field from '#client/ui/field.tsx'
import { Link } from '#client/ui/link.tsx'
import { Text } from '#client/ui/text.tsx'
import { toast } from '#client/ui/toaster.ts'
import type { CalendarFeedCreated } from '#shared/calendar.ts'
import { dateFormat } from '#shared/date-format.ts'
import { css } from '#styled/css'
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from './calendar-feed-api.ts'

type Confirming = 'regenerate' | 'revoke' | null

/**
 * Settings › Agenda: a private link a phone's calendar subscribes to, listing the nurse's
 * accepted replacements. The link is shown once, when made (the server keeps only a hash of its
 * secret); a lost link is replaced by a new one, which turns the old one off.
 */
export function CalendarFeedPanel() {
  const { t, i18n } = useLingui()
  const offline = useNetworkStatus() === 'offline'
  const feed = useCalendarFeed()
  const create = useCreateCalendarFeed()
  const revoke = useRevokeCalendarFeed()
  const [created, setCreated] = useState<CalendarFeedCreated | null>(null)
  const [confirming, setConfirming] = useState<Confirming>(null)
  const urlId = useId()
  const date = (iso: string) => dateFormat(i18n.locale, { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(new Date(iso))

  const make = () =>
    create.mutate(undefined, {
      onSuccess: (answer) => {
        setCreated(answer)
        setConfirming(null)
        toast.success(answer.message)
      },
      onError: () => toast.destructive(t`Une erreur est survenue lors de l'enregistrement`),
    })

  const copy = async () => {
    if (!created) return
    try {
      await navigator.clipboard.writeText(created.url)
      toast.success(t`Lien copié.`)
    } catch {
      toast.destructive(t`La copie a échoué : sélectionnez le lien et copiez-le.`)
    }
  }

  const status = feed.data
  const since = status?.created_at ? date(status.created_at) : ''
  const lastRead = status?.last_fetched_at ? date(status.last_fetched_at) : ''
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <Text>
        <Trans>
          Abonnez l’agenda de votre téléphone à vos remplacements acceptés : chaque remplacement y apparaît sur ses jours, avec la
          commune, les tournées et le nom du ou de la titulaire.
        </Trans>
      </Text>
      <Text className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        <Trans>Le lien est personnel : toute personne qui l’a voit ces informations. Ne le partagez pas.</Trans>
      </Text>

      {created ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <Field.Root readOnly>
            <Field.Label htmlFor={urlId}>
              <Trans>Votre lien d’agenda</Trans>
            </Field.Label>
            <Field.Input id={urlId} value={created.url} readOnly onFocus={(event) => event.currentTarget.select()} />
            <Field.HelperText>
              <Trans>Copiez-le maintenant : il ne sera plus affiché.</Trans>
            </Field.HelperText>
          </Field.Root>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            <Button onClick={copy}>
              <Trans>Copier le lien</Trans>
            </Button>
            <Button variant="outline" asChild>
              <Link href={created.webcal_url}>
                <Trans>Ouvrir dans l’agenda</Trans>
              </Link>
            </Button>
          </div>
        </div>
      ) : null}

      {feed.isPending ? null : status?.active ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          {!created && status.created_at ? (
            <Text>
              <Trans>Un lien est actif depuis le {since}.</Trans>{' '}
              {status.last_fetched_at ? (
                <Trans>Dernière lecture par un agenda : le {lastRead}.</Trans>
              ) : (
                <Trans>Aucun agenda ne l’a encore lu.</Trans>
              )}
            </Text>
          ) : null}
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            <Button variant="outline" disabled={offline} onClick={() => setConfirming('regenerate')}>
              <Trans>Générer un nouveau lien</Trans>
            </Button>
            <Button variant="danger" disabled={offline} onClick={() => setConfirming('revoke')}>
              <Trans>Désactiver le lien</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <div>
          <Button disabled={offline || feed.isError} loading={create.isPending} onClick={make}>
            <Trans>Créer mon lien d’agenda</Trans>
          </Button>
        </div>
      )}
      {offline ? (
        <Text className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          <Trans>Créer ou changer le lien a besoin du réseau.</Trans>
        </Text>
      ) : null}

      <Dialog.Root
        open={confirming !== null}
        role="alertdialog"
        onOpenChange={(details) => (details.open ? null : setConfirming(null))}
      >
        <Dialog.Popup>
          <Dialog.Header>
            <Dialog.Title>
              {confirming === 'revoke' ? <Trans>Désactiver le lien d’agenda ?</Trans> : <Trans>Générer un nouveau lien ?</Trans>}
            </Dialog.Title>
            <Dialog.Description>
              {confirming === 'revoke' ? (
                <Trans>Les agendas abonnés ne recevront plus vos remplacements.</Trans>
              ) : (
                <Trans>L’ancien lien cessera de fonctionner : abonnez vos agendas au nouveau.</Trans>
              )}
            </Dialog.Description>
          </Dialog.Header>
          <Dialog.Footer>
            <Button variant="outline" onClick={() => setConfirming(null)}>
              <Trans>Retour</Trans>
            </Button>
            {confirming === 'revoke' ? (
              <Button
                variant="danger"
                loading={revoke.isPending}
                onClick={() =>
                  revoke.mutate(undefined, {
                    onSuccess: (answer) => {
                      setCreated(null)
                      setConfirming(null)
                      toast.success(answer.message)
                    },
                    onError: () => toast.destructive(t`Une erreur est survenue lors de l'enregistrement`),
                  })
                }
              >
                <Trans>Désactiver</Trans>
              </Button>
            ) : (
              <Button loading={create.isPending} onClick={make}>
                <Trans>Générer</Trans>
              </Button>
            )}
          </Dialog.Footer>
        </Dialog.Popup>
      </Dialog.Root>
    </div>
  )
}
