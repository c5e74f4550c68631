import 'maplibre-gl/dist/maplibre-gl.css'
import { useLingui } from '@lingui/react/macro'
import { Map as MapLibreMap, Marker, NavigationControl, Popup, setWorkerUrl } from 'maplibre-gl'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { Text } from '#client/ui/text.tsx'
import { css } from '#styled/css'
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

/** One marker: a commune's centre and what is there, each a link to its page. */
export interface MapPlace {
  key: string
  name: string
  lat: number
  lng: number
  items: { path: string; label: string }[]
}

/** Results grouped by commune: one marker per place, however many results it has. */
export function placesByCommune<T>(
  results: readonly T[],
  communeOf: (result: T) => { insee: string; name: string; lat: number; lng: number } | null,
  itemOf: (result: T) => MapPlace['items'][number],
): MapPlace[] {
  const places = new Map<string, MapPlace>()
  for (const result of results) {
    const commune = communeOf(result)
    if (!commune) continue
    const place = places.get(commune.insee) ?? {
      key: commune.insee,
      name: commune.name,
      lat: commune.lat,
      lng: commune.lng,
      items: [],
    }
    place.items.push(itemOf(result))
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

export interface PlacesMapProps {
  places: MapPlace[]
  /** The MapLibre style (tiles, glyphs, sprites) from the public configuration; null: the built-in base only. */
  styleUrl: string | null
  center: { lat: number; lng: number } | null
  /** The map's accessible name ("Carte des offres"). */
  label: string
  /** A marker's accessible name ("3 offres à Lyon"). */
  markerLabel: (place: MapPlace) => string
  /** Under the map: what it shows beside the list. */
  note: string
}

/**
 * Search results on a map (MapLibre GL): one marker per commune, a popup listing what is there,
 * each a link. A companion to a list, which stays below with the same results. Loaded on demand
 * only (a lazy chunk of the screen that shows it). Drawn over the tile server's style when there
 * is one and it answers; over the built-in outline of France otherwise.
 */
export default function PlacesMap({ places, styleUrl, center, label, markerLabel, note }: PlacesMapProps) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const container = useRef<HTMLElement>(null)
  const map = useRef<MapLibreMap | null>(null)
  const [builtInOnly, setBuiltInOnly] = useState(false)

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
      button.textContent = String(place.items.length)
      button.setAttribute('aria-label', markerLabel(place))
      const list = document.createElement('div')
      const title = document.createElement('p')
      title.textContent = place.name
      title.className = css({ fontWeight: 'semibold', mb: '1' })
      list.append(title)
      for (const item of place.items) {
        const link = document.createElement('a')
        link.href = item.path
        link.className = popupLink
        link.textContent = item.label
        link.addEventListener('click', (event) => {
          event.preventDefault()
          navigate(item.path)
        })
        list.append(link)
      }
      const popup = new Popup({ offset: 18, closeButton: true, maxWidth: '18rem' }).setDOMContent(list)
      return new Marker({ element: button }).setLngLat([place.lng, place.lat]).setPopup(popup).addTo(instance)
    })
    return () => {
      for (const marker of markers) marker.remove()
    }
  }, [places, navigate, markerLabel])

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <section ref={container} className={mapBox} aria-label={label} />
      <Text size="small" tone="muted">
        {styleUrl !== null && builtInOnly
          ? t`Le fond de carte détaillé ne répond pas : la carte montre les départements. La liste ci-dessous reste complète.`
          : note}
      </Text>
    </div>
  )
}
