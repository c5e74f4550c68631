import { useLingui } from '@lingui/react/macro'
import { UsersScreen } from '#client/features/admin-users/components/users-screen.tsx'

/** /dashboard/admin/users (admin guard): every account, filtered, sorted and paged from the address. */
export function Component() {
  const { t } = useLingui()
  return (
    <>
      <title>{t`Utilisateurs | Administration | Relève`}</title>
      <UsersScreen />
    </>
  )
}
