import { useLingui } from '@lingui/react/macro'
import { useCallback, useMemo } from 'react'
import PlacesMap, { type MapPlace, placesByCommune } from '#client/entities/map/places-map.tsx'
import type { ReplacementSearchInput } from '#shared/replacements.ts'
import { offerDetailUrl } from '../offer-links.ts'
import { useReplacementSearch } from '../replacement-api.ts'
import { formatDistance } from '../replacement-dates.ts'

export interface SearchMapProps {
  input: Omit<ReplacementSearchInput, 'page'>
  /** The MapLibre style (tiles, glyphs, sprites) from the public configuration; null: the built-in base only. */
  styleUrl: string | null
  center: { lat: number; lng: number } | null
}

/** The offers' search on a map: the pages of the list already loaded, one marker per commune. */
export default function SearchMap({ input, styleUrl, center }: SearchMapProps) {
  const { t, i18n } = useLingui()
  const query = useReplacementSearch(input)
  const places = useMemo(
    () =>
      placesByCommune(
        query.data?.pages.flatMap((page) => page.replacements) ?? [],
        (offer) => offer.commune,
        (offer) => {
          const percent = offer.retrocession_percent === null ? '' : t`${offer.retrocession_percent} % reversés`
          const distance = offer.distance_km === null ? '' : t`à ${formatDistance(i18n.locale, offer.distance_km)} km`
          return {
            path: offerDetailUrl(offer.id),
            label: [offer.start_date ?? '', percent, distance].filter(Boolean).join(' · '),
          }
        },
      ),
    [query.data, t, i18n.locale],
  )
  const markerLabel = useCallback(
    (place: MapPlace) =>
      place.items.length === 1 ? t`1 offre à ${place.name}` : t`${place.items.length} offres à ${place.name}`,
    [t],
  )
  return (
    <PlacesMap
      places={places}
      styleUrl={styleUrl}
      center={center}
      label={t`Carte des offres`}
      markerLabel={markerLabel}
      note={t`La carte montre les offres chargées dans la liste ci-dessous.`}
    />
  )
}
