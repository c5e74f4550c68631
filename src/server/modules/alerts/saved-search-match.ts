import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import { greatCircleKmSql, withinBox } from '../communes/geo.ts'

export interface SavedSearchMatch {
  saved_search_id: number
  user_id: number
  name: string
  /** From the search's commune to the offer's; null for a search with no commune. */
  distance_km: number | null
}

/** A saved list filter (jsonb array of text) the offer's array must share a value with. */
function overlaps(column: string, filter: string) {
  return sql`(s.filters -> ${filter} is null or jsonb_typeof(s.filters -> ${filter}) <> 'array'
    or jsonb_array_length(s.filters -> ${filter}) = 0
    or o.${sql.raw(column)} && array(select jsonb_array_elements_text(s.filters -> ${filter})))`
}

/**
 * The saved searches with alerts on whose filters (SavedSearchFilters) match a published offer,
 * one per owner (their oldest matching search), recorded in saved_search_matches in the same
 * statement so that each search is told once per offer whatever runs twice. Matching follows
 * GET /api/replacements: within `radius_km` of the search's commune (distance in SQL, a box
 * first), dates overlapping from–to (for an offer of chosen days, one of its days), a shift and a
 * care type in common when the search names some, the minimum percentage, housing offered or not
 * when the search says, the urgencies named. Owners never match their own offers; deleted or suspended owners never.
 */
export async function matchSavedSearches(
  trx: Transaction<Database>,
  replacementId: number,
  now: Date,
): Promise<SavedSearchMatch[]> {
  const searchLat = sql.ref('s.lat')
  const searchLng = sql.ref('s.lng')
  const offerLat = sql.ref('o.lat')
  const offerLng = sql.ref('o.lng')
  const from = sql`(s.filters ->> 'from')::date`
  const to = sql`(s.filters ->> 'to')::date`
  const { rows } = await sql<SavedSearchMatch>`
    with offer as (
      select * from replacements where id = ${replacementId} and status = 'published' and lat is not null and lng is not null
    ),
    candidates as (
      select s.id as saved_search_id, s.user_id, s.name, o.id as replacement_id, d.km as distance_km
      from offer o
      join saved_searches s on s.alert and s.subject = 'replacements' and s.user_id <> o.author_user_id
      join users u on u.id = s.user_id and u.status = 'active' and u.deleted_at is null
      cross join lateral (
        select case when s.lat is null then null else ${greatCircleKmSql(searchLat, searchLng, offerLat, offerLng)} end as km
      ) d
      where (s.lat is null or (${withinBox(searchLat, searchLng, offerLat, offerLng, sql.ref('s.radius_km'))} and d.km <= s.radius_km))
        and (s.filters ->> 'from' is null or o.end_date >= ${from})
        and (s.filters ->> 'to' is null or o.start_date <= ${to})
        and (o.days is null or cardinality(o.days) = 0 or exists (
          select 1 from unnest(o.days) as chosen(day)
          where (s.filters ->> 'from' is null or chosen.day >= ${from}) and (s.filters ->> 'to' is null or chosen.day <= ${to})
        ))
        and ${overlaps('shifts', 'shifts')}
        and ${overlaps('care_types', 'care_types')}
        and (s.filters ->> 'min_percent' is null or o.retrocession_percent >= (s.filters ->> 'min_percent')::int)
        and (s.filters ->> 'housing' is null or o.housing_offered = (s.filters ->> 'housing')::boolean)
        and (s.filters -> 'urgency' is null or jsonb_typeof(s.filters -> 'urgency') <> 'array'
          or jsonb_array_length(s.filters -> 'urgency') = 0
          or o.urgency in (select jsonb_array_elements_text(s.filters -> 'urgency')))
    ),
    recorded as (
      insert into saved_search_matches (saved_search_id, replacement_id, created_at)
      select saved_search_id, replacement_id, ${now} from candidates
      on conflict do nothing
      returning saved_search_id
    ),
    alerted as (
      update saved_searches set last_alerted_at = ${now}
      where id in (select saved_search_id from recorded)
      returning id
    )
    select distinct on (w.user_id) w.saved_search_id, w.user_id, w.name, w.distance_km
    from candidates w
    join recorded r on r.saved_search_id = w.saved_search_id
    order by w.user_id, w.saved_search_id
  `.execute(trx)
  return rows
}
