import { Trans, useLingui } from '@lingui/react/macro'
import { newIdempotencyKey } from '#client/lib/idempotency-key.ts'
import { CloudUploadIcon } from '#client/ui/icons.tsx'
import { Notice } from '#client/ui/notice.tsx'
import * as Switch from '#client/ui/switch.tsx'
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
import { channelLabels, eventHints, eventLabels } from '../notification-labels.ts'

// Phones: each event with its three labelled switches under it. From md: a grid whose columns
// are the channels, named once in a header row (each switch keeps its full name for screen readers).
const columns = { md: 'minmax(0, 1fr) repeat(3, 7.5rem)' }
const row = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: columns.md },
  gap: { base: '2', md: '0' },
  alignItems: 'center',
  px: '4',
  py: '3',
  borderBottomWidth: 'thin',
  borderColor: 'border.default',
  _last: { borderBottomWidth: '0' },
})
const switches = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: { base: '4', md: '0' },
  minW: '0',
  m: '0',
  p: '0',
  borderWidth: '0',
  md: { display: 'contents' },
})
const cell = css({ md: { display: 'flex', justifyContent: 'center' } })
const channelName = css({ textStyle: 'small', color: 'fg.muted', md: { srOnly: true } })

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
          <Notice as="p" tone="warning" role="none" size="sm" icon={<CloudUploadIcon />}>
            <strong>
              <Trans>En attente du réseau</Trans>
            </strong>{' '}
            <Trans>: vos changements sont gardés sur cet appareil et seront enregistrés dès le retour de la connexion.</Trans>
          </Notice>
        ) : null}
      </div>
      <div className={css({ borderWidth: 'thin', borderColor: 'border.default', borderRadius: 'lg', bg: 'bg.surface' })}>
        <div
          aria-hidden="true"
          className={css({
            display: { base: 'none', md: 'grid' },
            gridTemplateColumns: columns.md,
            px: '4',
            py: '3',
            bg: 'bg.muted',
            borderTopRadius: 'lg',
            borderBottomWidth: 'thin',
            borderColor: 'border.default',
            textStyle: 'small',
            fontWeight: 'semibold',
          })}
        >
          <span>
            <Trans>Événement</Trans>
          </span>
          {notificationChannels.map((channel) => (
            <span key={channel} className={css({ textAlign: 'center' })}>
              {i18n._(channelLabels[channel])}
            </span>
          ))}
        </div>
        <ul aria-label={t`Préférences de notification`}>
          {notificationEvents.map((event) => {
            const eventName = i18n._(eventLabels[event])
            const hint = eventHints[event]
            return (
              <li key={event} className={row}>
                <div>
                  <p id={`notification-${event}`} className={css({ fontWeight: { base: 'medium', md: 'normal' } })}>
                    {eventName}
                  </p>
                  {hint ? (
                    <p id={`notification-${event}-hint`} className={css({ textStyle: 'small', color: 'fg.muted', mt: '1' })}>
                      {i18n._(hint)}
                    </p>
                  ) : null}
                </div>
                <fieldset
                  aria-labelledby={`notification-${event}`}
                  aria-describedby={hint ? `notification-${event}-hint` : undefined}
                  className={switches}
                >
                  {notificationChannels.map((channel) => (
                    <div key={channel} className={cell}>
                      <Switch.Root
                        checked={preferences[event][channel]}
                        onCheckedChange={(details) => flip(event, channel, details.checked)}
                      >
                        <Switch.Control>
                          <Switch.Thumb />
                        </Switch.Control>
                        <Switch.Label className={channelName}>
                          {i18n._(channelLabels[channel])} <span className={css({ srOnly: true })}>— {eventName}</span>
                        </Switch.Label>
                        <Switch.HiddenInput />
                      </Switch.Root>
                    </div>
                  ))}
                </fieldset>
              </li>
            )
          })}
        </ul>
      </div>
      <p className={css({ textStyle: 'small', color: 'fg.muted' })}>
        <Trans>Les notifications push n’arrivent que sur les appareils où vous les avez autorisées.</Trans>
      </p>
    </div>
  )
}
