import { useLingui } from '@lingui/react/macro'
import type { ComponentProps } from 'react'
import { IconButton } from '#client/ui/icon-button.tsx'
import { UserIcon } from '#client/ui/icons.tsx'

/** The account menu's button: the menu's own trigger, and drawn alone before the menu's code is there (user-menu.tsx). */
export function UserMenuButton({ name, loading, ...props }: { name: string; loading?: boolean } & ComponentProps<'button'>) {
  const { t } = useLingui()
  return (
    <IconButton aria-label={t`Mon compte (${name})`} loading={loading} {...props}>
      <UserIcon />
    </IconButton>
  )
}
