import { useLingui } from '@lingui/react/macro'
import { dashboardNav } from '#client/app/layouts/dashboard-nav.ts'
import { AdminHomeScreen } from '#client/features/admin/components/admin-home-screen.tsx'
import { paths } from '#shared/paths.ts'

// The other admin screens of the dashboard's nav, which the entry page lists for phones (the
// reported messages and the documents to review have their own links, on every screen, with their count).
const shownApart: string[] = [paths.admin, paths.adminReports, paths.adminDocuments]
const adminSections = dashboardNav.filter((item) => item.adminOnly && !shownApart.includes(item.to))

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
