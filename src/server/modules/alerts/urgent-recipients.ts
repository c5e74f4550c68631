import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import { communePosition, greatCircleKmSql, withinBox } from '../communes/geo.ts'

export interface UrgentRecipient {
  user_id: number
  distance_km: number
}

/**
 * The nurses to alert about an urgent or immediate offer, nearest first, each recorded in
 * urgent_alerts in the same statement (so a second run finds nobody new): replacement nurses
 * (role remplaçant) who opted in to urgent help, validated by an admin, on an active, verified,
 * not deleted account, available (no unavailability, or one that ends by the offer's first day),
 * whose zone — their zone commune and radius — covers the offer's commune. Never the author.
 * The distance is computed in SQL, a bounding box first.
 */
export async function findUrgentRecipients(
  trx: Transaction<Database>,
  replacementId: number,
  today: string,
  now: Date,
): Promise<UrgentRecipient[]> {
  const zoneLat = sql.ref('z.lat')
  const zoneLng = sql.ref('z.lng')
  const offerLat = sql.ref('o.lat')
  const offerLng = sql.ref('o.lng')
  const { rows } = await sql<UrgentRecipient>`
    with offer as (
      select id, author_user_id, lat, lng, start_date from replacements
      where id = ${replacementId} and status = 'published' and urgency in ('urgent', 'immediate')
        and lat is not null and lng is not null and end_date >= ${today}::date
    ),
    candidates as (
      select u.id as user_id, d.km as distance_km, o.id as replacement_id
      from offer o
      join nurses n on n.urgent_help_opt_in and n.validated_at is not null and n.zone_commune_insee is not null
      join users u on u.id = n.user_id
      left join user_availability a on a.user_id = u.id
      cross join lateral ${communePosition(sql.ref('n.zone_commune_insee'))} z
      cross join lateral (select ${greatCircleKmSql(zoneLat, zoneLng, offerLat, offerLng)} as km) d
      where u.id <> o.author_user_id
        and u.status = 'active' and u.deleted_at is null and u.email_verified_at is not null
        and 'remplacant' = any(u.roles)
        and (a.user_id is null or a.status = 'available' or (a.until is not null and a.until <= greatest(o.start_date, ${today}::date)))
        and ${withinBox(offerLat, offerLng, zoneLat, zoneLng, sql.ref('n.radius_km'))}
        and d.km <= n.radius_km
    ),
    recorded as (
      insert into urgent_alerts (replacement_id, user_id, distance_km, created_at)
      select replacement_id, user_id, distance_km, ${now} from candidates
      on conflict do nothing
      returning user_id, distance_km
    )
    select user_id, distance_km from recorded order by distance_km, user_id
  `.execute(trx)
  return rows
}
