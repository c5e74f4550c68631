import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect } from 'react'
import { useNavigate } from 'react-router'
import { useMapStyleUrl } from '#client/entities/map/map-config.ts'
import { useCurrentUser } from '#client/entities/session/api/current-user.ts'
import { SearchScreen } from '#client/features/replacements/search/search-screen.tsx'
import { DeferredSavedSearchList } from '#client/features/saved-searches/components/deferred-saved-search-list.tsx'
import { SaveSearchButton } from '#client/features/saved-searches/components/save-search-button.tsx'
import { whenLoadedAndIdle } from '#client/lib/after-load.ts'
import { withChunkReload } from '#client/lib/chunk-reload.ts'
import { paths } from '#shared/paths.ts'
import { canUseUrgentHelp } from '#shared/user-access.ts'
import { page } from './page-style.ts'

// The commune picker is drawn in the filter sheet only, whose code comes once the page is idle:
// the picker's comes then too, not with the first screen.
const loadCommuneCombobox = withChunkReload(() => import('#client/entities/commune/commune-combobox.tsx'))
const CommuneCombobox = lazy(() => loadCommuneCombobox().then((module) => ({ default: module.CommuneCombobox })))

/**
 * /dashboard/replacements: the search, centred on the nurse's zone (or address) unless the
 * address says otherwise. The commune picker is the one of every form (GET /api/communes); the
 * saved searches (their own feature) save the filters on screen and open one as the address.
 */
export function Component() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const user = useCurrentUser()
  const mapStyleUrl = useMapStyleUrl()
  const defaultCommune = user?.nurse?.zone_commune_insee ?? user?.commune_insee ?? null
  // The zone the nurse set in their profile, radius included, is where the search starts.
  const defaultRadiusKm = user?.nurse?.radius_km
  useEffect(() => whenLoadedAndIdle(() => void loadCommuneCombobox.preload().catch(() => {})), [])

  return (
    <div className={page}>
      <title>{t`Trouver un remplacement | Relève`}</title>
      <SearchScreen
        defaultCommune={defaultCommune}
        {...(defaultRadiusKm === undefined ? {} : { defaultRadiusKm })}
        urgentLink={canUseUrgentHelp(user) ? paths.replacementsUrgent : null}
        mapStyleUrl={mapStyleUrl}
        saveSearch={(filters, suggestedName) => (
          <SaveSearchButton search={{ subject: 'replacements', filters }} suggestedName={suggestedName} />
        )}
        savedSearches={
          <DeferredSavedSearchList
            onPick={(params) => void navigate({ search: params.toString() })}
            // A saved search of partner listings opens the listings' search, its filters in the address.
            onPickPartner={(params) => void navigate({ pathname: paths.partners, search: params.toString() })}
          />
        }
        communeField={({ value, onChange }) => (
          <Suspense>
            <CommuneCombobox
              label={<Trans>Commune</Trans>}
              hint={<Trans>Les offres sont cherchées autour d’elle. Effacez-la pour toute la France.</Trans>}
              value={value}
              onChange={onChange}
            />
          </Suspense>
        )}
      />
    </div>
  )
}
