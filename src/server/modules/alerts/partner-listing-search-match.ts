import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import { greatCircleKmSql, withinBox } from '../communes/geo.ts'

export interface PartnerListingSearchMatch {
  saved_search_id: number
  user_id: number
  name: string
  /** From the search's commune to the listing's; null for a search with no commune. */
  distance_km: number | null
}

/**
 * The partner listings' saved searches with alerts on whose filters (PartnerSavedSearchFilters)
 * match a published listing, one per owner (their oldest matching search), recorded in
 * partner_listing_search_matches in the same statement so that each search is told once per
 * listing whatever runs twice. Matching follows GET /api/partner-listings: within `radius_km` of
 * the search's commune (distance in SQL, a box first), one of the kinds named, a start date
 * between `start_from` and `start_to`, a price and a redevance within their ranges (a listing
 * without one does not match a range, as in the search). Owners never match their own listings;
 * deleted or suspended owners never.
 */
export async function matchPartnerListingSearches(
  trx: Transaction<Database>,
  listingId: number,
  now: Date,
): Promise<PartnerListingSearchMatch[]> {
  const searchLat = sql.ref('s.lat')
  const searchLng = sql.ref('s.lng')
  const listingLat = sql.ref('l.lat')
  const listingLng = sql.ref('l.lng')
  const int = (filter: string) => sql`(s.filters ->> ${filter})::int`
  const date = (filter: string) => sql`(s.filters ->> ${filter})::date`
  const { rows } = await sql<PartnerListingSearchMatch>`
    with listing as (
      select * from partner_listings where id = ${listingId} and status = 'published'
    ),
    candidates as (
      select s.id as saved_search_id, s.user_id, s.name, l.id as listing_id, d.km as distance_km
      from listing l
      join saved_searches s on s.alert and s.subject = 'partner_listings' and s.user_id <> l.author_user_id
      join users u on u.id = s.user_id and u.status = 'active' and u.deleted_at is null
      cross join lateral (
        select case when s.lat is null or l.lat is null then null
          else ${greatCircleKmSql(searchLat, searchLng, listingLat, listingLng)} end as km
      ) d
      where (s.lat is null or (l.lat is not null
          and ${withinBox(searchLat, searchLng, listingLat, listingLng, sql.ref('s.radius_km'))} and d.km <= s.radius_km))
        and (s.filters -> 'kind' is null or jsonb_typeof(s.filters -> 'kind') <> 'array'
          or jsonb_array_length(s.filters -> 'kind') = 0
          or l.kind in (select jsonb_array_elements_text(s.filters -> 'kind')))
        and (s.filters ->> 'start_from' is null or l.start_date >= ${date('start_from')})
        and (s.filters ->> 'start_to' is null or l.start_date <= ${date('start_to')})
        and (s.filters ->> 'price_min' is null or l.price_eur >= ${int('price_min')})
        and (s.filters ->> 'price_max' is null or l.price_eur <= ${int('price_max')})
        and (s.filters ->> 'percent_min' is null or l.redevance_percent >= ${int('percent_min')})
        and (s.filters ->> 'percent_max' is null or l.redevance_percent <= ${int('percent_max')})
    ),
    recorded as (
      insert into partner_listing_search_matches (saved_search_id, listing_id, created_at)
      select saved_search_id, listing_id, ${now} from candidates
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
