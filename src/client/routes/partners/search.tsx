import { useLingui } from '@lingui/react/macro'
import { useCurrentUser } from '#client/entities/session/api/current-user.ts'
import { PartnersScreen } from '#client/features/partner-listings/components/partners-screen.tsx'
import { page } from './page-style.ts'

/**
 * /dashboard/partners: the listings around the member's zone (or address) unless the address says
 * otherwise, and "Mes annonces". `besideResults` is where a saved search of these criteria goes.
 */
export function Component() {
  const { t } = useLingui()
  const user = useCurrentUser()
  return (
    <div className={page}>
      <title>{t`Partenariats | Relève`}</title>
      <PartnersScreen
        defaultCommune={user?.nurse?.zone_commune_insee ?? user?.commune_insee ?? null}
        viewerId={user?.id ?? null}
      />
    </div>
  )
}
