import { useLingui } from '@lingui/react/macro'
import { HomeManagementScreen } from '#client/features/home-sections/components/home-management-screen.tsx'

/** /dashboard/admin/home-management (admin guard): the home page's sections, their order, what is published. */
export function Component() {
  const { t } = useLingui()
  return (
    <>
      <title>{t`Page d’accueil | Administration | Relève`}</title>
      <HomeManagementScreen />
    </>
  )
}
