import { DeferredPopup } from '#client/ui/deferred-popup.tsx'
import type { User } from '#shared/user.ts'
import { isNurseRole } from '#shared/user-access.ts'
import { RoleSwitcherButton } from './role-switcher-button.tsx'

const loadMenu = () => import('./role-switcher-menu.tsx').then((module) => module.RoleSwitcherMenu)

/**
 * The header's role switcher, for members who hold several roles (docs/product.md#who-uses-it): the
 * active role on the button, the others in a menu (role-switcher-menu.tsx) whose code loads once
 * the page is idle or the button pressed (ui/deferred-popup.tsx).
 */
export function RoleSwitcher({ user }: { user: User }) {
  if (user.roles.filter(isNurseRole).length < 2) return null
  return <DeferredPopup load={loadMenu} props={{ user }} button={<RoleSwitcherButton user={user} />} />
}
