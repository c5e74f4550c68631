import { Trans, useLingui } from '@lingui/react/macro'
import { CloudUploadIcon } from '#client/ui/icons.tsx'
import * as Switch from '#client/ui/switch.tsx'
import * as Table from '#client/ui/table.tsx'
import { ACCOUNT_TOAST_MS, toast } from '#client/ui/toaster.ts'
import {
  type NotificationChannel,
  type NotificationEvent,
  notificationChannels,
  notificationEvents,
} from '#shared/notification-preferences.ts'
import type { User } from '#shared/user.ts'
import { css } from '#styled/css'
import { useSaveNotificationPreferences } from '../api/notification-preferences.ts'
import { displayedPreferences, usePendingNotificationChanges } from '../api/pending-notification-changes.ts'
import { newIdempotencyKey } from '../idempotency-key.ts'
import { channelLabels, eventLabels } from '../notification-labels.ts'

const waiting = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  p: '3',
  borderRadius: 'md',
  bg: 'bg.warningSubtle',
  textStyle: 'small',
  '& svg': { w: '5', h: '5', flexShrink: '0', color: 'fg.warning' },
})

/**
 * Settings › Notifications: one switch per event and channel, saved as soon as it is flipped.
 * Offline, the change is kept on the device ('En attente du réseau') and sent when the network
 * returns, even after the app was closed.
 */
export function NotificationGrid({ user }: { user: User }) {
  const { t, i18n } = useLingui()
  const save = useSaveNotificationPreferences()
  const pending = usePendingNotificationChanges()
  const preferences = displayedPreferences(user.notification_preferences, pending.changes)

  function flip(event: NotificationEvent, channel: NotificationChannel, checked: boolean) {
    save.mutate(
      { input: { [event]: { [channel]: checked } }, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: () => toast.success(t`Succès`, { duration: ACCOUNT_TOAST_MS }),
        onError: () => toast.destructive(t`Une erreur est survenue lors de l'enregistrement`, { duration: ACCOUNT_TOAST_MS }),
      },
    )
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div role="status" aria-live="polite">
        {pending.paused ? (
          <p className={waiting}>
            <CloudUploadIcon />
            <span>
              <strong>
                <Trans>En attente du réseau</Trans>
              </strong>{' '}
              <Trans>: vos changements sont gardés sur cet appareil et seront enregistrés dès le retour de la connexion.</Trans>
            </span>
          </p>
        ) : null}
      </div>
      <Table.ScrollArea aria-label={t`Préférences de notification`}>
        <Table.Root>
          <Table.Caption className={css({ srOnly: true })}>
            <Trans>Pour chaque événement, les canaux par lesquels vous êtes prévenu</Trans>
          </Table.Caption>
          <Table.Head>
            <Table.Row>
              <Table.Header>
                <Trans>Événement</Trans>
              </Table.Header>
              {notificationChannels.map((channel) => (
                <Table.Header key={channel} className={css({ textAlign: 'center', whiteSpace: 'normal' })}>
                  {i18n._(channelLabels[channel])}
                </Table.Header>
              ))}
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {notificationEvents.map((event) => (
              <Table.Row key={event}>
                <Table.Header scope="row" className={css({ fontWeight: 'normal', whiteSpace: 'normal', minW: '10rem' })}>
                  {i18n._(eventLabels[event])}
                </Table.Header>
                {notificationChannels.map((channel) => (
                  <Table.Cell key={channel} className={css({ textAlign: 'center' })}>
                    <Switch.Root
                      checked={preferences[event][channel]}
                      onCheckedChange={(details) => flip(event, channel, details.checked)}
                      className={css({ justifyContent: 'center' })}
                    >
                      <Switch.Control>
                        <Switch.Thumb />
                      </Switch.Control>
                      <Switch.Label className={css({ srOnly: true })}>
                        {`${i18n._(eventLabels[event])}\u00a0: ${i18n._(channelLabels[channel])}`}
                      </Switch.Label>
                      <Switch.HiddenInput />
                    </Switch.Root>
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <p className={css({ textStyle: 'small', color: 'fg.muted' })}>
        <Trans>Les notifications push n’arrivent que sur les appareils où vous les avez autorisées.</Trans>
      </p>
    </div>
  )
}
