import { useLingui } from '@lingui/react/macro'
import { IconButton } from '#client/ui/icon-button.tsx'
import { LogOutIcon, UserIcon } from '#client/ui/icons.tsx'
import * as Menu from '#client/ui/menu.tsx'
import type { User } from '#shared/user.ts'
import { displayName } from '#shared/user-access.ts'
import { css } from '#styled/css'
import { useLogout } from '../session-actions.ts'

/**
 * The account menu of the dashboard's top bar: who is signed in, and the way out (docs/product.md#session: logout
 * calls the server, wipes the device's copy of the user's data, goes to /).
 */
export function UserMenu({ user }: { user: User }) {
  const { t } = useLingui()
  const logout = useLogout()
  const name = displayName(user)
  return (
    <Menu.Root
      onSelect={(details) => {
        if (details.value === 'logout' && !logout.isPending) logout.mutate()
      }}
    >
      <Menu.Trigger asChild>
        <IconButton aria-label={t`Mon compte (${name})`} loading={logout.isPending}>
          <UserIcon />
        </IconButton>
      </Menu.Trigger>
      <Menu.Popup>
        <Menu.ItemGroup>
          <Menu.ItemGroupLabel className={css({ textTransform: 'none', letterSpacing: 'normal' })}>
            <span className={css({ display: 'block', fontWeight: 'semibold', color: 'fg.default' })}>{name}</span>
            {name !== user.email ? <span className={css({ display: 'block', fontWeight: 'normal' })}>{user.email}</span> : null}
          </Menu.ItemGroupLabel>
          <Menu.Item value="logout">
            <LogOutIcon />
            <Menu.ItemText>{t`Se déconnecter`}</Menu.ItemText>
          </Menu.Item>
        </Menu.ItemGroup>
      </Menu.Popup>
    </Menu.Root>
  )
}
