import { useLingui } from '@lingui/react/macro'
import { useNavigate } from 'react-router'
import { useCurrentUser } from '#client/entities/session/api/current-user.ts'
import { PartnersScreen } from '#client/features/partner-listings/components/partners-screen.tsx'
import { DeferredSavedSearchList } from '#client/features/saved-searches/components/deferred-saved-search-list.tsx'
import { SaveSearchButton } from '#client/features/saved-searches/components/save-search-button.tsx'
import { paths } from '#shared/paths.ts'
import { page } from './page-style.ts'

/**
 * /dashboard/partners: the listings around the member's zone (or address) unless the address says
 * otherwise, and "Mes annonces"; the criteria on screen saved as an alert, and the saved searches
 * (of listings here, of offers on the replacements' search) opened from their list.
 */
export function Component() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const user = useCurrentUser()
  return (
    <div className={page}>
      <title>{t`Partenariats | Relève`}</title>
      <PartnersScreen
        defaultCommune={user?.nurse?.zone_commune_insee ?? user?.commune_insee ?? null}
        viewerId={user?.id ?? null}
        besideResults={(filters) => <SaveSearchButton search={{ subject: 'partner_listings', filters }} />}
      />
      <DeferredSavedSearchList
        onPick={(params) => void navigate({ pathname: paths.replacements, search: params.toString() })}
        onPickPartner={(params) => void navigate({ search: params.toString() })}
      />
    </div>
  )
}
