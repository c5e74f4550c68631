import 'maplibre-gl/dist/maplibre-gl.css'
import { useLingui } from '@lingui/react/macro'
import { Map as MapLibreMap, Marker, NavigationControl, Popup, setWorkerUrl } from 'maplibre-gl'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { Text } from '#client/ui/text.tsx'
import type { Replacement, ReplacementSearchInput } from '#shared/replacements.ts'
import { css } from '#styled/css'
import { useReplacementSearch } from './replacement-api.ts'
import { formatDistance } from './replacement-dates.ts'
import { detailPath } from './search-results.tsx'

// The worker is served from our origin (the CSP allows workers from 'self' only).
setWorkerUrl(workerUrl)

interface Place {
  key: string
  name: string
  lat: number
  lng: number
  offers: Replacement[]
}

/** Offers grouped by commune: one marker per place, however many offers it has. */
export function placesOf(replacements: readonly Replacement[]): Place[] {
  const places = new Map<string, Place>()
  for (const offer of replacements) {
    const commune = offer.commune
    if (!commune) continue
    const place = places.get(commune.insee) ?? {
      key: commune.insee,
      name: commune.name,
      lat: commune.lat,
      lng: commune.lng,
      offers: [],
    }
    place.offers.push(offer)
    places.set(commune.insee, place)
  }
  return [...places.values()]
}

const mapBox = css({
  position: 'relative',
  h: { base: '22rem', md: '28rem' },
  w: 'full',
  borderRadius: 'lg',
  overflow: 'hidden',
  borderWidth: 'thin',
  borderColor: 'border.default',
})

const markerButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minW: '8',
  h: '8',
  px: '2',
  borderRadius: 'full',
  bg: 'bg.brand',
  color: 'fg.onBrand',
  fontWeight: 'semibold',
  textStyle: 'small',
  boxShadow: 'md',
  cursor: 'pointer',
  borderWidth: '2px',
  borderColor: 'bg.surface',
  _focusVisible: { outline: '2px solid', outlineColor: 'focus', outlineOffset: '2px' },
})

const popupLink = css({ display: 'block', color: 'fg.brand', textDecoration: 'underline', py: '1' })

export interface SearchMapProps {
  input: Omit<ReplacementSearchInput, 'page'>
  /** The MapLibre style (tiles, glyphs, sprites) from the public configuration. */
  styleUrl: string
  center: { lat: number; lng: number } | null
}

/**
 * The search's results on a map (MapLibre GL): one marker per commune, a popup listing its
 * offers. A companion to the list, which stays below with the same offers: the map shows the
 * pages already loaded. Loaded on demand only (a lazy chunk), and only online.
 */
export default function SearchMap({ input, styleUrl, center }: SearchMapProps) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const container = useRef<HTMLElement>(null)
  const map = useRef<MapLibreMap | null>(null)
  const [failed, setFailed] = useState(false)
  const query = useReplacementSearch(input)
  const places = useMemo(() => placesOf(query.data?.pages.flatMap((page) => page.replacements) ?? []), [query.data])

  useEffect(() => {
    if (!container.current) return
    const instance = new MapLibreMap({
      container: container.current,
      style: styleUrl,
      center: center ? [center.lng, center.lat] : [2.35, 46.6],
      zoom: center ? 9 : 4.6,
      // One finger scrolls the page on a phone; two move the map.
      cooperativeGestures: true,
      attributionControl: { compact: true },
    })
    instance.addControl(new NavigationControl({ showCompass: false }), 'top-right')
    instance.on('error', (event) => {
      // A tile that fails is not the end of the map; a style that fails is.
      if (!instance.isStyleLoaded()) setFailed(true)
      console.warn('Map error', event.error)
    })
    map.current = instance
    return () => {
      instance.remove()
      map.current = null
    }
  }, [styleUrl, center])

  useEffect(() => {
    const instance = map.current
    if (!instance) return
    const markers = places.map((place) => {
      const button = document.createElement('button')
      button.type = 'button'
      button.className = markerButton
      button.textContent = String(place.offers.length)
      button.setAttribute(
        'aria-label',
        place.offers.length === 1 ? t`1 offre à ${place.name}` : t`${place.offers.length} offres à ${place.name}`,
      )
      const list = document.createElement('div')
      const title = document.createElement('p')
      title.textContent = place.name
      title.className = css({ fontWeight: 'semibold', mb: '1' })
      list.append(title)
      for (const offer of place.offers) {
        const link = document.createElement('a')
        const path = detailPath(offer.id)
        link.href = path
        link.className = popupLink
        const percent = offer.retrocession_percent === null ? '' : t`${offer.retrocession_percent} % reversés`
        const distance = offer.distance_km === null ? '' : t`à ${formatDistance(i18n.locale, offer.distance_km)} km`
        link.textContent = [offer.start_date ?? '', percent, distance].filter(Boolean).join(' · ')
        link.addEventListener('click', (event) => {
          event.preventDefault()
          navigate(path)
        })
        list.append(link)
      }
      const popup = new Popup({ offset: 18, closeButton: true, maxWidth: '18rem' }).setDOMContent(list)
      return new Marker({ element: button }).setLngLat([place.lng, place.lat]).setPopup(popup).addTo(instance)
    })
    return () => {
      for (const marker of markers) marker.remove()
    }
  }, [places, navigate, t, i18n.locale])

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <section ref={container} className={mapBox} aria-label={t`Carte des offres`} />
      {failed ? (
        <Text size="small" tone="danger" role="alert">
          {t`La carte n’a pas pu être chargée. La liste ci-dessous reste complète.`}
        </Text>
      ) : (
        <Text size="small" tone="muted">
          {t`La carte montre les offres chargées dans la liste ci-dessous.`}
        </Text>
      )}
    </div>
  )
}
