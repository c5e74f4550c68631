import { useLingui } from '@lingui/react/macro'
import { PatientsScreen } from '#client/features/admin-patients/components/patients-screen.tsx'

/**
 * /dashboard/admin/patients (admin guard): the requests of the public nurse search, filtered and
 * paged from the address; one opens in a drawer (its id in the address too) to follow it up.
 */
export function Component() {
  const { t } = useLingui()
  return (
    <>
      <title>{t`Demandes de patients | Administration | Relève`}</title>
      <PatientsScreen />
    </>
  )
}
