import { DeferredPopup } from '#client/ui/deferred-popup.tsx'
import type { User } from '#shared/user.ts'
import { displayName } from '#shared/user-access.ts'
import { UserMenuButton } from './user-menu-button.tsx'

const loadMenu = () => import('./user-menu-popup.tsx').then((module) => module.UserMenuPopup)

/**
 * The account menu of the dashboard's top bar (user-menu-popup.tsx), its button drawn at once and
 * its code loaded once the page is idle or the button pressed (ui/deferred-popup.tsx).
 */
export function UserMenu({ user }: { user: User }) {
  return <DeferredPopup load={loadMenu} props={{ user }} button={<UserMenuButton name={displayName(user)} />} />
}
