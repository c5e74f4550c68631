import { readFileSync, statSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BASE_SOURCE, builtInStyle } from './map-base.ts'
import departments from './map-departments.json'

type Ring = [number, number][]

const departmentCodes = readFileSync(new URL('../../../server/modules/communes/data/departements.csv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(',')[0])

function rings(geometry: { type: string; coordinates: unknown }): Ring[] {
  return geometry.type === 'Polygon' ? (geometry.coordinates as Ring[]) : (geometry.coordinates as Ring[][]).flat()
}

describe('the map’s built-in base layer', () => {
  it('outlines every department of France, overseas ones included, in closed rings', () => {
    const codes = departments.features.map((feature) => feature.properties.code)
    expect([...codes].sort()).toEqual([...departmentCodes].sort())
    for (const feature of departments.features) {
      for (const ring of rings(feature.geometry)) {
        expect(ring.length, feature.properties.code).toBeGreaterThanOrEqual(4)
        expect(ring[0], feature.properties.code).toEqual(ring.at(-1))
      }
    }
    // Saint-Malo (35) lies inside Ille-et-Vilaine's box, Ajaccio (2A) inside Corse-du-Sud's.
    const box = (code: string) => {
      const points = rings(
        departments.features.find((feature) => feature.properties.code === code)?.geometry ?? {
          type: 'Polygon',
          coordinates: [],
        },
      ).flat()
      const lngs = points.map(([lng]) => lng)
      const lats = points.map(([, lat]) => lat)
      return { west: Math.min(...lngs), east: Math.max(...lngs), south: Math.min(...lats), north: Math.max(...lats) }
    }
    const ille = box('35')
    expect(ille.west < -2.01 && ille.east > -2.01 && ille.south < 48.65 && ille.north > 48.65).toBe(true)
    const corse = box('2A')
    expect(corse.west < 8.74 && corse.east > 8.74 && corse.south < 41.93 && corse.north > 41.93).toBe(true)
  })

  it('stays light: a few tens of kilobytes for the whole of France', () => {
    const bytes = statSync(new URL('./map-departments.json', import.meta.url)).size
    expect(bytes).toBeLessThan(80_000)
  })

  it('makes a whole map without any server: background, land and outlines, credited', () => {
    const style = builtInStyle('Départements : IGN GEOFLA, Licence Ouverte')
    expect(style.layers.map((layer) => layer.type)).toEqual(['background', 'fill', 'line'])
    expect(style.sources[BASE_SOURCE]).toMatchObject({ type: 'geojson', attribution: expect.stringContaining('IGN') })
    expect(JSON.stringify(style)).not.toMatch(/https?:/)
    expect(style.glyphs).toBeUndefined()
  })
})
