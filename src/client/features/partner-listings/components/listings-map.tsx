import { useLingui } from '@lingui/react/macro'
import { useCallback, useMemo } from 'react'
import PlacesMap, { type MapPlace } from '#client/entities/map/places-map.tsx'
import type { PartnerListing } from '#shared/partner-listings.ts'
import { useListingSearch } from '../api/listings-api.ts'
import type { ListingSearchInput } from '../api/query-keys.ts'
import { kindLabels } from '../labels.ts'
import { listingUrl } from '../listing-links.ts'
import { keyFigures } from '../listing-text.ts'

/** Listings grouped by commune (their position is the commune's centre, never an address). */
function placesOf(listings: readonly PartnerListing[], label: (listing: PartnerListing) => string): MapPlace[] {
  const places = new Map<string, MapPlace>()
  for (const listing of listings) {
    const commune = listing.commune
    if (!commune) continue
    const place = places.get(commune.insee) ?? {
      key: commune.insee,
      name: commune.name,
      lat: commune.lat,
      lng: commune.lng,
      items: [],
    }
    place.items.push({ path: listingUrl(listing.id), label: label(listing) })
    places.set(commune.insee, place)
  }
  return [...places.values()]
}

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
      placesOf(query.data?.pages.flatMap((page) => page.partner_listings) ?? [], (listing) =>
        [i18n._(kindLabels[listing.kind]), ...keyFigures(i18n, listing)].join(' · '),
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
