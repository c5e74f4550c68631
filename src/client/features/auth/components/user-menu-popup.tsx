import { useLingui } from '@lingui/react/macro'
import { useNavigate } from 'react-router'
import type { DeferredPopupProps } from '#client/ui/deferred-popup.tsx'
import { BadgeIcon, LogOutIcon } from '#client/ui/icons.tsx'
import * as Menu from '#client/ui/menu.tsx'
import { paths } from '#shared/paths.ts'
import type { User } from '#shared/user.ts'
import { displayName } from '#shared/user-access.ts'
import { css } from '#styled/css'
import { useLogout } from '../session-actions.ts'
import { UserMenuButton } from './user-menu-button.tsx'

/**
 * The account menu of the dashboard's top bar: who is signed in, her subscription (the side nav's
 * entry, which phones do not show), and the way out (docs/product.md#session: logout calls the
 * server, wipes the device's copy of the user's data, goes to /). Loaded by user-menu.tsx once the
 * page is idle or its button pressed.
 */
export function UserMenuPopup({ user, defaultOpen }: { user: User } & DeferredPopupProps) {
  const { t } = useLingui()
  const logout = useLogout()
  const navigate = useNavigate()
  const name = displayName(user)
  return (
    <Menu.Root
      defaultOpen={defaultOpen}
      onSelect={(details) => {
        if (details.value === 'logout' && !logout.isPending) logout.mutate()
        if (details.value === 'subscription') void navigate(paths.subscriptions)
      }}
    >
      <Menu.Trigger asChild>
        <UserMenuButton name={name} loading={logout.isPending} />
      </Menu.Trigger>
      <Menu.Popup>
        <Menu.ItemGroup>
          <Menu.ItemGroupLabel className={css({ textTransform: 'none', letterSpacing: 'normal' })}>
            <span className={css({ display: 'block', fontWeight: 'semibold', color: 'fg.default' })}>{name}</span>
            {name !== user.email ? <span className={css({ display: 'block', fontWeight: 'normal' })}>{user.email}</span> : null}
          </Menu.ItemGroupLabel>
          <Menu.Item value="subscription">
            <BadgeIcon />
            <Menu.ItemText>{t`Abonnement`}</Menu.ItemText>
          </Menu.Item>
          <Menu.Item value="logout">
            <LogOutIcon />
            <Menu.ItemText>{t`Se déconnecter`}</Menu.ItemText>
          </Menu.Item>
        </Menu.ItemGroup>
      </Menu.Popup>
    </Menu.Root>
  )
}
