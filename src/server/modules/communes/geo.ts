import { type RawBuilder, sql } from 'kysely'

/**
 * Distances between communes, for every module: the great-circle distance between their centres
 * (haversine on a sphere of the Earth's mean radius, IUGG). Plain arithmetic, no extension, so
 * PGlite and PostgreSQL answer the same, and the offer search, the alerts and the public nurse
 * search agree on every figure.
 */
export const EARTH_RADIUS_KM = 6371.0088
/** Kilometres per degree of latitude on that sphere: the cheap bounding box checked first. */
export const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180

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

/**
 * Whether (lat2, lng2) may be within `radiusKm` of (lat1, lng1), in SQL: a box that contains the
 * circle (the widest longitude it reaches at that latitude, exact on the sphere). Cheap
 * comparisons the planner runs before the trigonometry, and that an index on (lat, lng) can serve.
 */
export function withinBox(
  lat1: RawBuilder<unknown>,
  lng1: RawBuilder<unknown>,
  lat2: RawBuilder<unknown>,
  lng2: RawBuilder<unknown>,
  radiusKm: RawBuilder<unknown>,
): RawBuilder<boolean> {
  return sql<boolean>`(abs(${lat2} - ${lat1}) <= ${radiusKm} / ${KM_PER_DEGREE}::float8
    and abs(${lng2} - ${lng1}) <= degrees(asin(least(1, sin(${radiusKm} / ${EARTH_RADIUS_KM}::float8) / cos(radians(${lat1}))))))`
}

/**
 * The one rule for a commune's representative row: a commune has several rows (one per postal
 * code, former communes under its code); its first current row stands for it. Every distance
 * reads that row (a searched commune, a nurse's zone, an offer's place), so that a nurse's own
 * commune is at 0 km. `alias` is the communes table's name in the query; put the INSEE code
 * first in the order when picking one row per commune (`distinct on`).
 */
export function representativeRowOrder(alias = 'communes'): RawBuilder<unknown> {
  return sql`${sql.ref(`${alias}.type`)} = 'COMD', ${sql.ref(`${alias}.id`)}`
}

/** A commune's position: its representative row (representativeRowOrder). */
export function communePosition(insee: RawBuilder<unknown> | string) {
  return sql<{ lat: number; lng: number; name: string }>`(
    select c.lat, c.lng, c.name from communes c where c.insee = ${insee} order by ${representativeRowOrder('c')} limit 1
  )`
}

/** Kilometres with one decimal, as the API gives them. */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10
}
