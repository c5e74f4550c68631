import 'maplibre-gl/dist/maplibre-gl.css'
import { useLingui } from '@lingui/react/macro'
import { Map as MapLibreMap, Marker, NavigationControl, Popup, setWorkerUrl } from 'maplibre-gl'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { Text } from '#client/ui/text.tsx'
import type { Replacement, ReplacementSearchInput } from '#shared/replacements.ts'
import { css } from '#styled/css'
import { offerDetailUrl } from '../offer-links.ts'
import { useReplacementSearch } from '../replacement-api.ts'
import { formatDistance } from '../replacement-dates.ts'
import { BASE_SOURCE, baseAttribution, baseLayers, baseSource, builtInStyle } from './map-base.ts'
import { markMapCodeLoaded } from './map-config.ts'

// The worker is served from our origin (the CSP allows workers from 'self' only).
setWorkerUrl(workerUrl)
// From now on the map can be shown without the network: its code and base layer are here.
markMapCodeLoaded()

/** Adds the departments' outlines to a tile style, under its first layer drawn over the background. */
function addBaseUnder(instance: MapLibreMap, attribution: string) {
  if (instance.getSource(BASE_SOURCE)) return
  instance.addSource(BASE_SOURCE, baseSource(attribution))
  const firstDrawn = instance.getStyle().layers.find((layer) => layer.type !== 'background')?.id
  for (const layer of baseLayers(false)) instance.addLayer(layer, firstDrawn)
}

/** How long a tile style may take before the map settles for its built-in base. */
const STYLE_PATIENCE_MS = 8000

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
  /** The MapLibre style (tiles, glyphs, sprites) from the public configuration; null: the built-in base only. */
  styleUrl: string | null
  center: { lat: number; lng: number } | null
}

/**
 * The search's results on a map (MapLibre GL): one marker per commune, a popup listing its
 * offers. A companion to the list, which stays below with the same offers: the map shows the
 * pages already loaded. Loaded on demand only (a lazy chunk). Drawn over the tile server's style
 * when there is one and it answers; over the built-in outline of France otherwise.
 */
export default function SearchMap({ input, styleUrl, center }: SearchMapProps) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const container = useRef<HTMLElement>(null)
  const map = useRef<MapLibreMap | null>(null)
  const [builtInOnly, setBuiltInOnly] = useState(false)
  const query = useReplacementSearch(input)
  const places = useMemo(() => placesOf(query.data?.pages.flatMap((page) => page.replacements) ?? []), [query.data])

  useEffect(() => {
    if (!container.current) return
    const attribution = i18n._(baseAttribution)
    const instance = new MapLibreMap({
      container: container.current,
      style: styleUrl ?? builtInStyle(attribution),
      center: center ? [center.lng, center.lat] : [2.35, 46.6],
      zoom: center ? 9 : 4.6,
      // One finger scrolls the page on a phone; two move the map.
      cooperativeGestures: true,
      attributionControl: { compact: true },
    })
    instance.addControl(new NavigationControl({ showCompass: false }), 'top-right')
    // Once a style is in place (the tiles' or the built-in one), nothing falls back any more.
    let settled = styleUrl === null
    const fallBackToBuiltIn = () => {
      if (settled) return
      settled = true
      setBuiltInOnly(true)
      instance.setStyle(builtInStyle(attribution))
    }
    instance.on('style.load', () => {
      settled = true
      addBaseUnder(instance, attribution)
    })
    // A tile that fails is not the end of the map (the outlines show through); a style that
    // fails or never comes gives way to the built-in base.
    instance.on('error', (event) => {
      fallBackToBuiltIn()
      console.warn('Map error', event.error)
    })
    const patience = setTimeout(fallBackToBuiltIn, STYLE_PATIENCE_MS)
    map.current = instance
    return () => {
      clearTimeout(patience)
      instance.remove()
      map.current = null
    }
  }, [styleUrl, center, i18n])

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
        const path = offerDetailUrl(offer.id)
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
      <Text size="small" tone="muted">
        {styleUrl !== null && builtInOnly
          ? t`Le fond de carte détaillé ne répond pas : la carte montre les départements. La liste ci-dessous reste complète.`
          : t`La carte montre les offres chargées dans la liste ci-dessous.`}
      </Text>
    </div>
  )
}
