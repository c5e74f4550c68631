import { describe, expect, it } from 'vitest'
import { boundingBox, EARTH_RADIUS_KM } from './geo.ts'

function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

describe('boundingBox', () => {
  it('holds every point of the circle (checked on its edge, all the way round)', () => {
    for (const center of [
      { lat: 43.61, lng: 3.87 },
      { lat: 51.0, lng: 2.3 },
      { lat: -21.1, lng: 55.5 },
      { lat: 16.2, lng: -61.5 },
    ]) {
      for (const radius of [1, 30, 200]) {
        const box = boundingBox(center, radius)
        const { minLng = -180, maxLng = 180 } = box
        // Points at exactly `radius` km in 720 directions (destination formula on the sphere).
        for (let step = 0; step < 720; step++) {
          const bearing = (step / 720) * 2 * Math.PI
          const d = radius / EARTH_RADIUS_KM
          const lat1 = (center.lat * Math.PI) / 180
          const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing))
          const lng2 =
            center.lng +
            (Math.atan2(Math.sin(bearing) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2)) * 180) /
              Math.PI
          const point = { lat: (lat2 * 180) / Math.PI, lng: lng2 }
          expect(haversineKm(center, point)).toBeCloseTo(radius, 6)
          expect(point.lat).toBeGreaterThanOrEqual(box.minLat - 1e-9)
          expect(point.lat).toBeLessThanOrEqual(box.maxLat + 1e-9)
          expect(point.lng).toBeGreaterThanOrEqual(minLng - 1e-9)
          expect(point.lng).toBeLessThanOrEqual(maxLng + 1e-9)
        }
      }
    }
  })

  it('is tight: a 30 km box around Montpellier is about 60 km tall', () => {
    const box = boundingBox({ lat: 43.61, lng: 3.87 }, 30)
    expect((box.maxLat - box.minLat) * 111.195).toBeCloseTo(60, 1)
    expect(box.maxLng).toBeDefined()
  })

  it('drops the longitude bound when the circle crosses the antimeridian', () => {
    expect(boundingBox({ lat: -13.3, lng: -176.2 }, 500)).toEqual({ minLat: expect.any(Number), maxLat: expect.any(Number) })
  })
})
