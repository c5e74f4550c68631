import { type RawBuilder, sql } from 'kysely'

/**
 * Distances between communes, in SQL: the great-circle distance between their centres
 * (haversine on a sphere of the Earth's mean radius). Plain arithmetic, no extension, so PGlite
 * and PostgreSQL answer the same and the figures agree with the offer search and the public
 * nurse search.
 */
export const EARTH_RADIUS_KM = 6371.0088
/** Kilometres per degree of latitude on that sphere: the cheap bounding box checked first. */
export const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180

type Expr = RawBuilder<unknown>

export function haversineKm(lat1: Expr, lng1: Expr, lat2: Expr, lng2: Expr): RawBuilder<number> {
  return sql<number>`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(${lat2} - ${lat1}) / 2), 2)
    + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lng2} - ${lng1}) / 2), 2)
  ))))`
}

/**
 * Whether (lat2, lng2) may be within `radiusKm` of (lat1, lng1): a box that contains the circle
 * (the widest longitude it reaches at that latitude, exact on the sphere). Cheap comparisons the
 * planner runs before the trigonometry, and that an index on (lat, lng) can serve.
 */
export function withinBox(lat1: Expr, lng1: Expr, lat2: Expr, lng2: Expr, radiusKm: Expr): RawBuilder<boolean> {
  return sql<boolean>`(abs(${lat2} - ${lat1}) <= ${radiusKm} / ${KM_PER_DEGREE}::float8
    and abs(${lng2} - ${lng1}) <= degrees(asin(least(1, sin(${radiusKm} / ${EARTH_RADIUS_KM}::float8) / cos(radians(${lat1}))))))`
}

/**
 * A commune's position: it has several rows (one per postal code, former communes under its
 * code); its first current row stands for it, the rule the nurse search uses too, so a nurse's
 * own commune is at 0 km.
 */
export function communePosition(insee: Expr) {
  return sql<{ lat: number; lng: number; name: string }>`(
    select c.lat, c.lng, c.name from communes c where c.insee = ${insee} order by c.type = 'COMD', c.id limit 1
  )`
}
