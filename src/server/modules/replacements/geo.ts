import { type RawBuilder, sql } from 'kysely'

/** The mean Earth radius (IUGG), the sphere the public nurse search uses too. */
export const EARTH_RADIUS_KM = 6371.0088
const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180

export interface Position {
  lat: number
  lng: number
}

export interface BoundingBox {
  minLat: number
  maxLat: number
  /** Absent when the circle reaches a pole or crosses the antimeridian: no longitude bound then. */
  minLng?: number
  maxLng?: number
}

/**
 * The smallest latitude/longitude box around a circle on the sphere: every point within
 * `radiusKm` of the centre is inside. Computed here from the centre alone (no rows), so the
 * query gets constants and the planner can use the (lat, lng) index with real selectivity.
 */
export function boundingBox(center: Position, radiusKm: number): BoundingBox {
  const dLat = radiusKm / KM_PER_DEGREE
  const minLat = Math.max(-90, center.lat - dLat)
  const maxLat = Math.min(90, center.lat + dLat)
  const ratio = Math.sin(radiusKm / EARTH_RADIUS_KM) / Math.cos((center.lat * Math.PI) / 180)
  if (ratio >= 1 || minLat <= -90 || maxLat >= 90) return { minLat, maxLat }
  // The widest longitude the circle reaches at this latitude (exact on the sphere).
  const dLng = (Math.asin(ratio) * 180) / Math.PI
  const minLng = center.lng - dLng
  const maxLng = center.lng + dLng
  if (minLng < -180 || maxLng > 180) return { minLat, maxLat }
  return { minLat, maxLat, minLng, maxLng }
}

type SqlNumber = RawBuilder<unknown> | number

/** The great-circle distance in km between two positions in degrees (haversine), in SQL. */
export function greatCircleKmSql(lat1: SqlNumber, lng1: SqlNumber, lat2: SqlNumber, lng2: SqlNumber): RawBuilder<number> {
  const f = (value: SqlNumber) => (typeof value === 'number' ? sql`${value}::float8` : value)
  return sql<number>`(2 * ${sql.lit(EARTH_RADIUS_KM)}::float8 * asin(least(1, sqrt(
    power(sin(radians(${f(lat2)} - ${f(lat1)}) / 2), 2)
    + cos(radians(${f(lat1)})) * cos(radians(${f(lat2)})) * power(sin(radians(${f(lng2)} - ${f(lng1)}) / 2), 2)
  ))))`
}

/** Kilometres with one decimal, as the API gives them. */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10
}
