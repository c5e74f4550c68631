import { useLingui } from '@lingui/react/macro'
import { NotificationsScreen } from '#client/features/notifications/components/notifications-screen.tsx'

/** /dashboard/notifications (dashboard layout, members: the guard is in app/routes.tsx). */
export function Component() {
  const { t } = useLingui()
  return (
    <>
      <title>{t`Notifications | Relève`}</title>
      <NotificationsScreen />
    </>
  )
}
