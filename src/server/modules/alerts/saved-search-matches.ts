import { type RawBuilder, sql, type Transaction } from 'kysely'
import type { SavedSearchSubject } from '#shared/saved-searches.ts'
import type { Database } from '../../db/database.ts'
import { greatCircleKmSql, withinBox } from '../communes/geo.ts'

/** One owner's saved search that a newly published item matched, and how far the item is. */
export interface SavedSearchMatch {
  saved_search_id: number
  user_id: number
  name: string
  /** From the search's commune to the item's; null for a search with no commune. */
  distance_km: number | null
}

export interface SavedSearchMatchQuery {
  subject: SavedSearchSubject
  /** The published item as one row: at least id, lat, lng and author_user_id (empty if not published). */
  item: RawBuilder<unknown>
  /** The subject's own filters: conditions on the search's `s.filters` (jsonb) and the item `i`. */
  filters: RawBuilder<unknown>
  /** Where each (search, item) pair is written once. */
  recordIn:
    | { table: 'saved_search_matches'; column: 'replacement_id' }
    | { table: 'partner_listing_search_matches'; column: 'listing_id' }
}

/**
 * What every subject's alerts share: the saved searches with alerts on of `subject` whose filters
 * match the item, within `radius_km` of the search's commune (distance in SQL, a box first), one
 * per owner (their oldest matching search). The pairs are recorded in the same statement, so that
 * each search is told once per item whatever runs twice. Owners never match their own items;
 * deleted or suspended owners never.
 */
export async function recordSavedSearchMatches(
  trx: Transaction<Database>,
  query: SavedSearchMatchQuery,
  now: Date,
): Promise<SavedSearchMatch[]> {
  const searchLat = sql.ref('s.lat')
  const searchLng = sql.ref('s.lng')
  const itemLat = sql.ref('i.lat')
  const itemLng = sql.ref('i.lng')
  const { table, column } = query.recordIn
  const { rows } = await sql<SavedSearchMatch>`
    with item as (${query.item}),
    candidates as (
      select s.id as saved_search_id, s.user_id, s.name, i.id as item_id, d.km as distance_km
      from item i
      join saved_searches s on s.alert and s.subject = ${query.subject} and s.user_id <> i.author_user_id
      join users u on u.id = s.user_id and u.status = 'active' and u.deleted_at is null
      cross join lateral (
        select case when s.lat is null or i.lat is null then null
          else ${greatCircleKmSql(searchLat, searchLng, itemLat, itemLng)} end as km
      ) d
      where (s.lat is null or (i.lat is not null
          and ${withinBox(searchLat, searchLng, itemLat, itemLng, sql.ref('s.radius_km'))} and d.km <= s.radius_km))
        and ${query.filters}
    ),
    recorded as (
      insert into ${sql.table(table)} (saved_search_id, ${sql.ref(column)}, created_at)
      select saved_search_id, item_id, ${now} from candidates
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

/** A saved list filter (jsonb array of text): empty or absent matches all, else the item's `value` is one of it. */
export function oneOf(filter: string, value: RawBuilder<unknown>) {
  return sql`(s.filters -> ${filter} is null or jsonb_typeof(s.filters -> ${filter}) <> 'array'
    or jsonb_array_length(s.filters -> ${filter}) = 0
    or ${value} in (select jsonb_array_elements_text(s.filters -> ${filter})))`
}
