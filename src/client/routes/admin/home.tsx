import { useLingui } from '@lingui/react/macro'
import { dashboardNav } from '#client/app/layouts/dashboard-nav.ts'
import { AdminHomeScreen } from '#client/features/admin/components/admin-home-screen.tsx'
import { paths } from '#shared/paths.ts'

// The other admin screens of the dashboard's nav, which the entry page lists for phones (the
// reported messages are in its messaging block, on every screen, with their count).
const adminSections = dashboardNav.filter((item) => item.adminOnly && item.to !== paths.admin && item.to !== paths.adminReports)

/** /dashboard/admin (admin guard). */
export function Component() {
  const { t } = useLingui()
  return (
    <>
      <title>{t`Administration | Relève`}</title>
      <AdminHomeScreen sections={adminSections} />
    </>
  )
}
