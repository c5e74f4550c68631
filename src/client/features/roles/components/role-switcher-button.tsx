import { useLingui } from '@lingui/react/macro'
import type { ComponentProps, ReactNode } from 'react'
import { Button } from '#client/ui/button.tsx'
import { ChevronDownIcon } from '#client/ui/icons.tsx'
import type { User } from '#shared/user.ts'
import { css } from '#styled/css'
import { nameOfRole } from '../role-labels.ts'

/**
 * The role switcher's button, the active role on it: the menu's own trigger, and drawn alone before
 * the menu's code is there (role-switcher.tsx).
 */
export function RoleSwitcherButton({
  user,
  loading,
  indicator,
  ...props
}: {
  user: User
  loading?: boolean
  /** The chevron: the menu's own indicator (it turns while open), a still one before. */
  indicator?: ReactNode
} & ComponentProps<'button'>) {
  const { t, i18n } = useLingui()
  const active = user.active_role ? nameOfRole(i18n, user.active_role) : t`aucun`
  return (
    <Button variant="outline" size="sm" loading={loading} aria-label={t`Rôle actif : ${active}. Changer de rôle`} {...props}>
      <span className={css({ maxW: '32', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>{active}</span>
      {indicator ?? (
        <span aria-hidden="true" className={css({ display: 'inline-flex' })}>
          <ChevronDownIcon />
        </span>
      )}
    </Button>
  )
}
