import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { CommuneChoice } from '#client/entities/commune/commune-combobox.tsx'
import { useCommuneDetail } from '#client/entities/commune/commune-detail.ts'
import { communeLabel } from '#client/entities/commune/commune-search.ts'
import { mapDrawable, useMapStyleUrl } from '#client/entities/map/map-config.ts'
import { type ResultsView, ViewToggle } from '#client/entities/map/view-toggle.tsx'
import { withChunkReload } from '#client/lib/chunk-reload.ts'
import { useNetworkStatus } from '#client/lib/pwa/use-network-status.ts'
import { DeferredPopup } from '#client/ui/deferred-popup.tsx'
import * as Field from '#client/ui/field.tsx'
import { FilterSheetButton } from '#client/ui/filter-sheet-button.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { MapPinIcon } from '#client/ui/icons.tsx'
import { Skeleton } from '#client/ui/skeleton.tsx'
import * as Tabs from '#client/ui/tabs.tsx'
import { Text } from '#client/ui/text.tsx'
import { css } from '#styled/css'
import type { ListingSearchInput } from '../api/query-keys.ts'
import { MyListings } from './my-listings.tsx'
import {
  activeFilterCount,
  filtersFromParams,
  type ListingFilters,
  type ListingSort,
  paramsFromFilters,
  searchInput,
} from './search-filters.ts'
import { SearchResults } from './search-results.tsx'

export interface PartnersScreenProps {
  /** The member's zone or address commune: the centre when the address names none. */
  defaultCommune: string | null
  /** Who reads: their own listings are marked in the results. */
  viewerId: number | null
  /** Beside the results: what the screen's composer adds for these criteria (saving the search). */
  besideResults?: (input: ListingSearchInput) => ReactNode
}

type Tab = 'search' | 'mine'

// MapLibre is large: it loads only when the map is asked for, never with the list.
const ListingsMap = lazy(withChunkReload(() => import('./listings-map.tsx')))
// The sheet (a drawer, the commune picker, checkboxes) comes once the page is idle or its button pressed.
const loadFilterSheet = () => import('./search-filter-sheet.tsx').then((module) => module.SearchFilterSheet)

/**
 * /dashboard/partners: the published listings around a commune (the filters in the address, as
 * the replacements' search), and "Mes annonces" (`?tab=mine`), the member's own with their status.
 */
export function PartnersScreen({ defaultCommune, viewerId, besideResults }: PartnersScreenProps) {
  const { t } = useLingui()
  const [params, setParams] = useSearchParams()
  const tab: Tab = params.get('tab') === 'mine' ? 'mine' : 'search'
  const filters = filtersFromParams(params, defaultCommune)
  const [picked, setPicked] = useState<CommuneChoice | null>(null)
  const detail = useCommuneDetail(filters.commune)
  const commune: CommuneChoice | null =
    filters.commune === null
      ? null
      : picked?.insee === filters.commune
        ? picked
        : detail.data
          ? {
              insee: detail.data.insee,
              name: detail.data.name,
              postal_code: detail.data.postal_codes.length === 1 ? (detail.data.postal_codes[0] ?? '') : '',
            }
          : null
  const input = searchInput(filters)
  const go = (next: ListingFilters) => setParams(paramsFromFilters(next, params))
  const online = useNetworkStatus() !== 'offline'
  const mapStyleUrl = useMapStyleUrl()
  const view: ResultsView = params.get('view') === 'map' ? 'map' : 'list'
  const mapAvailable = mapDrawable(online)
  const showMap = view === 'map' && mapAvailable
  const show = (next: ResultsView) => {
    const written = new URLSearchParams(params)
    if (next === 'map') written.set('view', 'map')
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
          <Trans>Partenariats</Trans>
        </Heading>
        <Text tone="muted">
          <Trans>Associations, collaborations, cessions de patientèle et recherches d’installation entre infirmiers.</Trans>
        </Text>
      </div>
      <Tabs.Root
        lazyMount
        unmountOnExit
        value={tab}
        onValueChange={(details) => {
          const next = new URLSearchParams(params)
          if (details.value === 'mine') next.set('tab', 'mine')
          else next.delete('tab')
          setParams(next)
        }}
      >
        <Tabs.List>
          <Tabs.Trigger value="search">
            <Trans>Annonces</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="mine">
            <Trans>Mes annonces</Trans>
          </Tabs.Trigger>
          <Tabs.Indicator />
        </Tabs.List>
        <Tabs.Content value="search" className={css({ display: 'flex', flexDirection: 'column', gap: '4', pt: '4' })}>
          <Text tone="muted" className={css({ display: 'flex', gap: '1.5', alignItems: 'center', '& svg': { flexShrink: '0' } })}>
            <MapPinIcon />
            {place}
          </Text>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' })}>
            <DeferredPopup
              load={loadFilterSheet}
              props={{
                filters,
                commune,
                onApply: (next: ListingFilters, pick: CommuneChoice | null) => {
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
                onChange={(event) => go({ ...filters, sort: event.currentTarget.value as ListingSort })}
              >
                <option value="distance">{t`Les plus proches`}</option>
                <option value="date">{t`Les plus récentes`}</option>
              </Field.Select>
            </Field.Root>
            <ViewToggle view={showMap ? 'map' : 'list'} mapAvailable={mapAvailable} onChange={show} />
            {besideResults ? besideResults(input) : null}
          </div>
          {view === 'map' && !mapAvailable ? (
            <Text size="small" tone="muted" role="status">
              <Trans>La carte a besoin du réseau : voici la liste.</Trans>
            </Text>
          ) : null}
          {showMap ? (
            <Suspense fallback={<Skeleton className={css({ h: '24rem', w: 'full', borderRadius: 'lg' })} />}>
              <ListingsMap
                input={input}
                styleUrl={mapStyleUrl}
                center={detail.data ? { lat: detail.data.lat, lng: detail.data.lng } : null}
              />
            </Suspense>
          ) : null}
          <section
            aria-labelledby="partner-results-title"
            className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
          >
            <Heading level={2} size="h3" id="partner-results-title">
              <Trans>Annonces</Trans>
            </Heading>
            <SearchResults input={input} viewerId={viewerId} />
          </section>
        </Tabs.Content>
        <Tabs.Content value="mine" className={css({ pt: '4' })}>
          <MyListings />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  )
}
