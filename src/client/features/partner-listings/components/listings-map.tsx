import { useLingui } from '@lingui/react/macro'
import { useCallback, useMemo } from 'react'
import PlacesMap, { type MapPlace, placesByCommune } from '#client/entities/map/places-map.tsx'
import { useListingSearch } from '../api/listings-api.ts'
import type { ListingSearchInput } from '../api/query-keys.ts'
import { kindLabels } from '../labels.ts'
import { listingUrl } from '../listing-links.ts'
import { keyFigures } from '../listing-text.ts'

export interface ListingsMapProps {
  input: ListingSearchInput
  styleUrl: string | null
  center: { lat: number; lng: number } | null
}

/** The listings' search on a map: the pages of the list already loaded, one marker per commune. */
export default function ListingsMap({ input, styleUrl, center }: ListingsMapProps) {
  const { t, i18n } = useLingui()
  const query = useListingSearch(input)
  const places = useMemo(
    () =>
      // A listing's position is its commune's centre, never an address.
      placesByCommune(
        query.data?.pages.flatMap((page) => page.partner_listings) ?? [],
        (listing) => listing.commune,
        (listing) => ({
          path: listingUrl(listing.id),
          label: [i18n._(kindLabels[listing.kind]), ...keyFigures(i18n, listing)].join(' · '),
        }),
      ),
    [query.data, i18n],
  )
  const markerLabel = useCallback(
    (place: MapPlace) =>
      place.items.length === 1 ? t`1 annonce à ${place.name}` : t`${place.items.length} annonces à ${place.name}`,
    [t],
  )
  return (
    <PlacesMap
      places={places}
      styleUrl={styleUrl}
      center={center}
      label={t`Carte des annonces`}
      markerLabel={markerLabel}
      note={t`La carte montre les annonces chargées dans la liste ci-dessous.`}
    />
  )
}
