import { RoleSwitcher } from '#client/features/roles/components/role-switcher.tsx'
import type { User } from '#shared/user.ts'
import { CurrentUserPorts } from './current-user-port.tsx'

/** The dashboard header's role switcher, wired to the session (see current-user-port.tsx). */
export function HeaderRoleSwitcher({ user }: { user: User }) {
  return (
    <CurrentUserPorts>
      <RoleSwitcher user={user} />
    </CurrentUserPorts>
  )
}
