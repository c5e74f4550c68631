import { type RawBuilder, sql } from 'kysely'
import type { NurseSearchResult } from '#shared/nurse-search.ts'
import type { Db } from '../../db/connect.ts'
import { lookUpCommune } from '../communes/communes.loading.ts'
import { communePosition, EARTH_RADIUS_KM, greatCircleKmSql, KM_PER_DEGREE, representativeRowOrder } from '../communes/geo.ts'

/**
 * Where nurses are found by the public: the distance between two communes is the great-circle
 * distance between their centres (haversine), computed in SQL; a nurse's zone covers a commune
 * when that distance from the zone's commune is at most the nurse's radius. Plain SQL (no
 * earthdistance), so PGlite and PostgreSQL answer the same.
 */

/** The searched commune's position; 503 while the communes are loading (lookUpCommune). */
export async function findCommunePosition(
  db: Db,
  insee: string,
): Promise<{ lat: number; lng: number; name: string } | undefined> {
  return lookUpCommune(db, async () => {
    const { rows } = await sql<{ lat: number; lng: number; name: string }>`select * from ${communePosition(insee)} p`.execute(db)
    return rows[0]
  })
}

/**
 * The nurses anyone may see and contact: validated by an admin, accepting new patients, with a
 * zone and at least one care type, on an active account that is not deleted. The account is
 * checked in the index of active accounts alone (0760): a search around a city checks thousands.
 */
const listedNurse = sql`
  n.validated_at is not null and n.accepts_new_patients and n.zone_commune_insee is not null
  and cardinality(n.care_types) > 0
  and exists (select from users a where a.id = n.user_id and a.status = 'active' and a.deleted_at is null)
`

/** The widest longitude difference, in degrees, of a point within `km` of a latitude (exact on the sphere). */
function lngSpanDegrees(km: RawBuilder<unknown>, lat: number) {
  return sql`degrees(asin(least(1, sin(${km} / ${EARTH_RADIUS_KM}::float8) / cos(radians(${lat}::float8)))))`
}

/**
 * Where the zones come from: for a search, every commune within the largest radius a listed nurse
 * has set (at most RADIUS_KM_MAX; one step down an index), found by the (lat, lng) index and
 * joined to the nurses by INSEE code — one pass, however many nurses there are; for one nurse,
 * her zone's commune alone. The rows of a commune all carry its centre (checked by the API tests
 * on the shipped data), so its representative row found in the box (geo.ts) is its position.
 */
function zonesNear(point: { lat: number; lng: number }) {
  const span = lngSpanDegrees(sql`r.km`, point.lat)
  return sql`join (
    select distinct on (c.insee) c.insee, c.lat, c.lng
    from (
      select coalesce(max(radius_km), 0)::float8 as km from nurses where validated_at is not null and accepts_new_patients
    ) r
    join communes c
      on c.lat between ${point.lat}::float8 - r.km / ${KM_PER_DEGREE}::float8 and ${point.lat}::float8 + r.km / ${KM_PER_DEGREE}::float8
      and c.lng between ${point.lng}::float8 - ${span} and ${point.lng}::float8 + ${span}
    order by c.insee, ${representativeRowOrder('c')}
  ) z on z.insee = n.zone_commune_insee`
}

const zoneOfNurse = sql`cross join lateral ${communePosition(sql.ref('n.zone_commune_insee'))} z`

/**
 * The rows of nurses whose zone covers the point, with their distance in km (`km`). The bounding
 * box of each nurse's own radius is checked first (cheap comparisons, which the planner puts
 * before the trigonometry), then the exact distance.
 */
function coveringNurses(point: { lat: number; lng: number }, zones: RawBuilder<unknown>, extra: RawBuilder<unknown>) {
  const lat = sql.val(point.lat)
  const lng = sql.val(point.lng)
  return sql`
    select n.id, n.user_id, n.care_types, n.zone_commune_insee, n.zone_commune_name, n.radius_km, d.km
    from nurses n
    ${zones}
    cross join lateral (select ${greatCircleKmSql(point.lat, point.lng, sql.ref('z.lat'), sql.ref('z.lng'))} as km) d
    where ${listedNurse} and ${extra}
      and abs(z.lat - ${lat}::float8) <= n.radius_km / ${KM_PER_DEGREE}::float8
      and abs(z.lng - ${lng}::float8) <= ${lngSpanDegrees(sql`n.radius_km`, point.lat)}
      and d.km <= n.radius_km
  `
}

export interface NurseSearchFilter {
  lat: number
  lng: number
  careType?: string | undefined
  page: number
  perPage: number
}

/**
 * One page of the nurses covering a point, nearest first, then by id: a stable order that no
 * subscription, payment or review can change (docs/product.md#patient-search). The count and the page in one query;
 * the names are read for the page alone.
 */
export async function searchNurses(db: Db, filter: NurseSearchFilter): Promise<{ nurses: NurseSearchResult[]; count: number }> {
  const careType = filter.careType === undefined ? sql`true` : sql`${filter.careType} = any(n.care_types)`
  const { rows } = await sql<{
    total: number
    id: number | null
    first_name: string | null
    last_name: string | null
    profil_url: string | null
    care_types: string[]
    zone_commune_insee: string
    zone_commune_name: string | null
    radius_km: number
    km: number
  }>`
    with matches as (${coveringNurses(filter, zonesNear(filter), careType)})
    select t.total, m.*, u.first_name, u.last_name, u.profil_url
    from (select count(*)::int as total from matches) t
    left join lateral (
      select * from matches order by km, id limit ${filter.perPage} offset ${(filter.page - 1) * filter.perPage}
    ) m on true
    left join users u on u.id = m.user_id
    order by m.km, m.id
  `.execute(db)
  const count = rows[0]?.total ?? 0
  const nurses = rows.flatMap((row) =>
    row.id === null
      ? []
      : [
          {
            id: row.id,
            first_name: row.first_name,
            last_name: row.last_name,
            profil_url: row.profil_url,
            care_types: row.care_types,
            zone_commune_insee: row.zone_commune_insee,
            zone_commune_name: row.zone_commune_name ?? row.zone_commune_insee,
            radius_km: row.radius_km,
            distance_km: Math.round(row.km * 10) / 10,
          },
        ],
  )
  return { nurses, count }
}

export interface ContactableNurse {
  nurse_id: number
  user_id: number
  email: string
  first_name: string | null
  last_name: string | null
  settings: unknown
  care_types: string[]
}

/**
 * The nurse a patient may write to about a commune: listed (see above) and covering it. Undefined
 * when the nurse is hidden, suspended, deleted, no longer accepts new patients or works elsewhere.
 */
export async function findContactableNurse(
  db: Db,
  nurseId: number,
  point: { lat: number; lng: number },
): Promise<ContactableNurse | undefined> {
  const { rows } = await sql<ContactableNurse>`
    select m.id as nurse_id, m.user_id, u.email, u.first_name, u.last_name, u.settings, m.care_types
    from (${coveringNurses(point, zoneOfNurse, sql`n.id = ${nurseId}`)}) m
    join users u on u.id = m.user_id
  `.execute(db)
  return rows[0]
}
