import { useLingui } from '@lingui/react/macro'
import { UserCreateScreen } from '#client/features/admin-users/components/user-create-screen.tsx'

/** /dashboard/admin/users/create (admin guard): an account made by the team, then its page. */
export function Component() {
  const { t } = useLingui()
  return (
    <>
      <title>{t`Créer un utilisateur | Relève`}</title>
      <UserCreateScreen />
    </>
  )
}
