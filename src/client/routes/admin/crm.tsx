import { useLingui } from '@lingui/react/macro'
import { CrmScreen } from '#client/features/admin-users/components/crm-screen.tsx'

/** /dashboard/admin/users/crm (admin guard): accounts as a pipeline, with the users list's filters. */
export function Component() {
  const { t } = useLingui()
  return (
    <>
      <title>{t`Suivi des comptes | Relève`}</title>
      <CrmScreen />
    </>
  )
}
