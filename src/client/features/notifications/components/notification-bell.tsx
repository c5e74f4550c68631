import { useLingui } from '@lingui/react/macro'
import { PreloadLink } from '#client/lib/preload-link.tsx'
import { IconButton } from '#client/ui/icon-button.tsx'
import { BellIcon } from '#client/ui/icons.tsx'
import { paths } from '#shared/paths.ts'
import { css } from '#styled/css'
import { useUnreadCount } from '../api/notifications-api.ts'

const count = css({
  position: 'absolute',
  top: '0.5',
  insetInlineEnd: '0.5',
  minW: '5',
  h: '5',
  px: '1',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'full',
  bg: 'bg.urgent',
  color: 'fg.onUrgent',
  fontSize: 'xs',
  fontWeight: 'bold',
  lineHeight: '1',
  pointerEvents: 'none',
})

/**
 * The header's bell: a link to the notification centre with the unread count. The count is asked
 * when the page comes back to the foreground and every minute while it is visible; offline it
 * shows the last one known.
 */
export function NotificationBell() {
  const { t } = useLingui()
  const unread = useUnreadCount().data ?? 0
  const shown = unread > 99 ? '99+' : String(unread)
  return (
    <IconButton
      asChild
      aria-label={unread > 0 ? t`Notifications, ${shown} non lues` : t`Notifications`}
      className={css({ position: 'relative' })}
    >
      <PreloadLink to={paths.notifications}>
        <BellIcon />
        {unread > 0 ? (
          <span className={count} aria-hidden="true">
            {shown}
          </span>
        ) : null}
      </PreloadLink>
    </IconButton>
  )
}
