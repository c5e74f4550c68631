import { Trans, useLingui } from '@lingui/react/macro'
import type { NotificationFilter } from '#client/entities/notification/query-keys.ts'
import { PreloadLink } from '#client/lib/preload-link.tsx'
import { useNetworkStatus } from '#client/lib/pwa/use-network-status.ts'
import { Button } from '#client/ui/button.tsx'
import { SimpleEmptyState } from '#client/ui/empty-state.tsx'
import { BellIcon } from '#client/ui/icons.tsx'
import { OfflineAgeBanner } from '#client/ui/offline-age-banner.tsx'
import { Skeleton } from '#client/ui/skeleton.tsx'
import { type Notification, notificationPath } from '#shared/notifications.ts'
import { css, cx } from '#styled/css'
import { useMarkRead, useNotifications, useUnreadCount } from '../api/notifications-api.ts'
import { notificationAge, notificationContact, notificationDates, notificationTitle } from '../notification-text.ts'

const list = css({ display: 'flex', flexDirection: 'column', borderTopWidth: '1px', borderColor: 'border.default' })

const item = css({
  display: 'flex',
  gap: '3',
  alignItems: 'flex-start',
  px: { base: '3', md: '4' },
  py: '3',
  minH: '16',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focus', outlineOffset: '-2px' },
})

const unreadItem = css({ bg: 'bg.brandSubtle' })

const dot = css({ flexShrink: '0', mt: '1.5', w: '2.5', h: '2.5', borderRadius: 'full' })

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const { i18n, t } = useLingui()
  const unread = notification.read_at === null
  const dates = notificationDates(i18n.locale, notification)
  const contact = notificationContact(notification)
  return (
    <li>
      <PreloadLink to={notificationPath(notification)} className={cx(item, unread ? unreadItem : undefined)} onClick={onOpen}>
        <span className={cx(dot, css({ bg: unread ? 'bg.urgent' : 'transparent' }))} aria-hidden="true" />
        <span className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' })}>
          <span className={css({ fontWeight: unread ? 'semibold' : 'normal' })}>
            {unread ? <span className={css({ srOnly: true })}>{t`Non lue :`} </span> : null}
            {notificationTitle(i18n, notification)}
          </span>
          {contact ? (
            <span className={css({ fontSize: 'sm', overflowWrap: 'anywhere' })}>
              {t`Pour joindre ${contact.name} : ${contact.text}`}
            </span>
          ) : null}
          <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {dates ? `${dates} · ` : ''}
            <time dateTime={notification.created_at}>{notificationAge(i18n.locale, notification.created_at)}</time>
          </span>
        </span>
      </PreloadLink>
    </li>
  )
}

function FilterToggle({ value, onChange }: { value: NotificationFilter; onChange: (value: NotificationFilter) => void }) {
  const { t } = useLingui()
  return (
    <fieldset className={css({ display: 'inline-flex', gap: '1', border: 'none', p: '0', m: '0', minW: '0' })}>
      <legend className={css({ srOnly: true })}>{t`Afficher`}</legend>
      <Button
        size="md"
        variant={value === 'all' ? 'subtle' : 'ghost'}
        aria-pressed={value === 'all'}
        onClick={() => onChange('all')}
      >
        <Trans>Toutes</Trans>
      </Button>
      <Button
        size="md"
        variant={value === 'unread' ? 'subtle' : 'ghost'}
        aria-pressed={value === 'unread'}
        onClick={() => onChange('unread')}
      >
        <Trans>Non lues</Trans>
      </Button>
    </fieldset>
  )
}

export interface NotificationCentreProps {
  filter: NotificationFilter
  onFilterChange: (filter: NotificationFilter) => void
}

/**
 * The notification centre: newest first, unread ones marked, each leading to its offer or
 * application (opening one marks it read). Offline, what was last fetched stays readable with
 * its age; marking read waits for the network.
 */
export function NotificationCentre({ filter, onFilterChange }: NotificationCentreProps) {
  const { t } = useLingui()
  const notifications = useNotifications(filter)
  const unread = useUnreadCount().data ?? notifications.data?.pages[0]?.unread ?? 0
  const markRead = useMarkRead()
  const offline = useNetworkStatus() === 'offline'
  const items = notifications.data?.pages.flatMap((page) => page.notifications) ?? []

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <OfflineAgeBanner offline={offline} savedAt={notifications.data ? notifications.dataUpdatedAt : null} />
      <div
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' })}
      >
        <FilterToggle value={filter} onChange={onFilterChange} />
        <Button variant="outline" disabled={unread === 0} onClick={() => markRead.mutate({ id: 'all' })}>
          <Trans>Tout marquer comme lu</Trans>
        </Button>
      </div>

      {notifications.isPending ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} aria-busy="true">
          <span className={css({ srOnly: true })}>{t`Chargement des notifications…`}</span>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className={css({ h: '16' })} />
          ))}
        </div>
      ) : notifications.isError && items.length === 0 ? (
        <div
          role="alert"
          className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', color: 'fg.danger' })}
        >
          <Trans>Les notifications n’ont pas pu être chargées.</Trans>
          <Button variant="outline" size="sm" onClick={() => notifications.refetch()}>
            <Trans>Réessayer</Trans>
          </Button>
        </div>
      ) : items.length === 0 ? (
        <SimpleEmptyState
          icon={<BellIcon />}
          title={filter === 'unread' ? t`Tout est lu` : t`Aucune notification pour l’instant`}
          description={
            filter === 'unread'
              ? t`Les nouvelles candidatures, réponses et offres qui vous concernent apparaîtront ici.`
              : t`Vous serez prévenu ici des candidatures, des réponses et des offres qui correspondent à vos recherches.`
          }
        />
      ) : (
        <ul className={list} aria-label={t`Notifications`}>
          {items.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onOpen={() => {
                if (notification.read_at === null) markRead.mutate({ id: notification.id })
              }}
            />
          ))}
        </ul>
      )}

      {notifications.hasNextPage ? (
        <Button
          variant="outline"
          className={css({ alignSelf: 'center' })}
          loading={notifications.isFetchingNextPage}
          disabled={offline}
          onClick={() => notifications.fetchNextPage()}
        >
          <Trans>Voir plus</Trans>
        </Button>
      ) : null}
    </div>
  )
}
