import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ComponentType } from 'react'
import { HomeIcon, type IconProps, InboxIcon, UserIcon } from '#client/ui/icons.tsx'
import { paths } from '#shared/paths.ts'

export interface DashboardNavItem {
  to: string
  label: MessageDescriptor
  icon: ComponentType<IconProps>
  end?: boolean
  /** Shown to admins only (the admin guard and the server check access anyway). */
  adminOnly?: boolean
}

/**
 * The dashboard's sections: the side nav on desktop, the bottom tab bar on phones. Each later
 * issue adds its section here when its screen exists (replacements, partners, chat, settings…).
 */
export const dashboardNav: DashboardNavItem[] = [
  { to: paths.dashboard, label: msg`Accueil`, icon: HomeIcon, end: true },
  { to: paths.settings, label: msg`Paramètres`, icon: UserIcon },
  { to: paths.admin, label: msg`Administration`, icon: InboxIcon, adminOnly: true },
]

/** The sections this user may open. */
export function navFor(isAdminUser: boolean): DashboardNavItem[] {
  return dashboardNav.filter((item) => !item.adminOnly || isAdminUser)
}
