import { msg } from '@lingui/core/macro'
import type { GeoJSONSourceSpecification, LayerSpecification, StyleSpecification } from 'maplibre-gl'
import departments from './map-departments.json'

/*
 * The built-in base layer: France's departments (map-departments.json, IGN GEOFLA simplified to
 * about 3 km, some 60 KB in this chunk), so the map reads without its tile server: offline, with
 * MAP_STYLE_URL=off, or while tiles fail. Over a tile style it lies under every tile layer, where
 * the tiles cover it once they arrive.
 */
export const BASE_SOURCE = 'releve-departments'
const baseColours = { sea: '#dde8ee', land: '#fbfbf9', border: '#909d9b' }
/** The outlines' credit, shown in the map's attribution (translated where the map is drawn). */
export const baseAttribution = msg`Départements : IGN GEOFLA, Licence Ouverte`

export function baseLayers(withFill: boolean): LayerSpecification[] {
  const outline: LayerSpecification = {
    id: `${BASE_SOURCE}-outline`,
    type: 'line',
    source: BASE_SOURCE,
    paint: { 'line-color': baseColours.border, 'line-width': ['interpolate', ['linear'], ['zoom'], 4, 0.5, 9, 1.2] },
  }
  if (!withFill) return [outline]
  return [{ id: `${BASE_SOURCE}-land`, type: 'fill', source: BASE_SOURCE, paint: { 'fill-color': baseColours.land } }, outline]
}

export function baseSource(attribution: string): GeoJSONSourceSpecification {
  return { type: 'geojson', data: departments as GeoJSONSourceSpecification['data'], attribution }
}

/** The map without a tile server: the sea, France's departments, and the markers over them. */
export function builtInStyle(attribution: string): StyleSpecification {
  return {
    version: 8,
    sources: { [BASE_SOURCE]: baseSource(attribution) },
    layers: [{ id: 'background', type: 'background', paint: { 'background-color': baseColours.sea } }, ...baseLayers(true)],
  }
}
