import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useCareTypeChoices } from '#client/entities/care-type/care-type-choices.ts'
import { useCommuneDetail } from '#client/entities/commune/commune-detail.ts'
import { communeLabel } from '#client/entities/commune/commune-search.ts'
import { mapDrawable } from '#client/entities/map/map-config.ts'
import { ViewToggle } from '#client/entities/map/view-toggle.tsx'
import { withChunkReload } from '#client/lib/chunk-reload.ts'
import { useNetworkStatus } from '#client/lib/pwa/use-network-status.ts'
import { Button } from '#client/ui/button.tsx'
import { DeferredPopup } from '#client/ui/deferred-popup.tsx'
import * as Field from '#client/ui/field.tsx'
import { FilterSheetButton } from '#client/ui/filter-sheet-button.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { MapPinIcon } from '#client/ui/icons.tsx'
import { Skeleton } from '#client/ui/skeleton.tsx'
import { Text } from '#client/ui/text.tsx'
import { type ReplacementSearchInput, SEARCH_RADIUS_DEFAULT_KM } from '#shared/replacements.ts'
import { css } from '#styled/css'
import type { CommuneFieldSlot, CommunePick } from './search-filter-sheet.tsx'
import {
  activeFilterCount,
  filtersFromParams,
  paramsFromFilters,
  type SearchFilters,
  type SearchSort,
  type SearchView,
  searchInput,
  viewFromParams,
  widerRadius,
} from './search-filters.ts'
import { SearchResults } from './search-results.tsx'

// MapLibre is large: it loads only when the map is asked for, never with the list.
const SearchMap = lazy(withChunkReload(() => import('./map-view.tsx')))
// The sheet (a drawer, date pickers, checkboxes) comes once the page is idle or its button pressed.
const loadFilterSheet = () => import('./search-filter-sheet.tsx').then((module) => module.SearchFilterSheet)

export interface SearchScreenProps {
  /** The nurse's zone or address commune: the centre when the address names none. */
  defaultCommune: string | null
  /** The radius of the nurse's zone: the search's when the address names none. */
  defaultRadiusKm?: number
  communeField: CommuneFieldSlot
  /** The map's style (tiles) URL from the public configuration; null: the map's built-in outline of France only. */
  mapStyleUrl: string | null
  /** "Sauvegarder cette recherche", given the filters as the API reads them and a name for them. */
  saveSearch?: (input: Omit<ReplacementSearchInput, 'page'>, suggestedName: string) => ReactNode
  /** The saved searches, under the results. */
  savedSearches?: ReactNode
  /** /urgent, for a nurse who answers urgent help. */
  urgentLink?: string | null
}

const toolbar = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' })

/**
 * /dashboard/replacements: offers around a commune. The filters are the address's; the list is
 * always there, the map when asked (online, or offline once its code came). Composed by the route, which brings
 * the commune picker, the default place and the saved searches.
 */
export function SearchScreen({
  defaultCommune,
  defaultRadiusKm = SEARCH_RADIUS_DEFAULT_KM,
  communeField,
  mapStyleUrl,
  saveSearch,
  savedSearches,
  urgentLink,
}: SearchScreenProps) {
  const { t } = useLingui()
  const [params, setParams] = useSearchParams()
  const filters = filtersFromParams(params, defaultCommune, defaultRadiusKm)
  const view = viewFromParams(params)
  const online = useNetworkStatus() === 'online'
  const careTypes = useCareTypeChoices()
  const [picked, setPicked] = useState<CommunePick | null>(null)
  const detail = useCommuneDetail(filters.commune)
  const commune: CommunePick | null =
    filters.commune === null
      ? null
      : picked?.insee === filters.commune
        ? picked
        : detail.data
          ? // A commune of several postal codes (a whole city) is named alone, as the commune search shows it.
            {
              insee: detail.data.insee,
              name: detail.data.name,
              postal_code: detail.data.postal_codes.length === 1 ? (detail.data.postal_codes[0] ?? '') : '',
            }
          : null
  const input = searchInput(filters)
  const wider = filters.commune ? widerRadius(filters.radius_km) : null
  const mapAvailable = mapDrawable(online)
  const showMap = view === 'map' && mapAvailable

  const go = (next: SearchFilters, nextView: SearchView = view) => {
    const written = paramsFromFilters(next, params, defaultRadiusKm)
    if (nextView === 'map') written.set('view', 'map')
    else written.delete('view')
    setParams(written)
  }

  const place = commune
    ? t`Autour de ${communeLabel(commune)}, ${filters.radius_km} km`
    : filters.commune
      ? t`Autour de la commune choisie, ${filters.radius_km} km`
      : t`Toute la France`

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <Heading level={1}>
          <Trans>Trouver un remplacement</Trans>
        </Heading>
        <Text tone="muted" className={css({ display: 'flex', gap: '1.5', alignItems: 'center', '& svg': { flexShrink: '0' } })}>
          <MapPinIcon />
          {place}
        </Text>
        {urgentLink ? (
          <Button asChild variant="urgent" size="sm" className={css({ alignSelf: 'flex-start', mt: '2' })}>
            <Link to={urgentLink}>
              <Trans>Urgences près de chez moi</Trans>
            </Link>
          </Button>
        ) : null}
      </div>
      <div className={toolbar}>
        <DeferredPopup
          load={loadFilterSheet}
          props={{
            filters,
            commune,
            careTypes,
            communeField,
            onApply: (next: SearchFilters, pick: CommunePick | null) => {
              setPicked(pick)
              go(next)
            },
          }}
          button={<FilterSheetButton activeCount={activeFilterCount(filters)} />}
        />
        <Field.Root className={css({ w: 'auto' })} disabled={!filters.commune}>
          <Field.Label className={css({ srOnly: true })}>
            <Trans>Trier par</Trans>
          </Field.Label>
          <Field.Select
            value={filters.sort}
            onChange={(event) => go({ ...filters, sort: event.currentTarget.value as SearchSort })}
          >
            <option value="distance">{t`Les plus proches`}</option>
            <option value="start_date">{t`Les plus tôt`}</option>
          </Field.Select>
        </Field.Root>
        <ViewToggle view={showMap ? 'map' : 'list'} mapAvailable={mapAvailable} onChange={(next) => go(filters, next)} />
        {saveSearch ? saveSearch(input, place) : null}
      </div>
      {view === 'map' && !mapAvailable ? (
        <Text size="small" tone="muted" role="status">
          <Trans>La carte a besoin du réseau : voici la liste.</Trans>
        </Text>
      ) : null}
      {showMap ? (
        <Suspense fallback={<Skeleton className={css({ h: '24rem', w: 'full', borderRadius: 'lg' })} />}>
          <SearchMap
            input={input}
            styleUrl={mapStyleUrl}
            center={detail.data ? { lat: detail.data.lat, lng: detail.data.lng } : null}
          />
        </Suspense>
      ) : null}
      <section aria-labelledby="search-results-title" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <Heading level={2} size="h3" id="search-results-title">
          <Trans>Offres</Trans>
        </Heading>
        <SearchResults
          input={input}
          careTypeNames={careTypes.names}
          widerRadiusKm={wider}
          onWiden={() => wider && go({ ...filters, radius_km: wider })}
        />
      </section>
      {savedSearches}
    </div>
  )
}
