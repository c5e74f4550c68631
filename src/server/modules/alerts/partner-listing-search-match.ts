import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import { oneOf, recordSavedSearchMatches, type SavedSearchMatch } from './saved-search-matches.ts'

/**
 * The partner listings' saved searches (PartnerSavedSearchFilters) a published listing matches, as
 * recordSavedSearchMatches finds and records them. Matching follows GET /api/partner-listings:
 * one of the kinds named, a start date between `start_from` and `start_to`, a price and a
 * redevance within their ranges (a listing without one does not match a range, as in the search).
 */
export function matchPartnerListingSearches(
  trx: Transaction<Database>,
  listingId: number,
  now: Date,
): Promise<SavedSearchMatch[]> {
  const int = (filter: string) => sql`(s.filters ->> ${filter})::int`
  const date = (filter: string) => sql`(s.filters ->> ${filter})::date`
  return recordSavedSearchMatches(
    trx,
    {
      subject: 'partner_listings',
      item: sql`select * from partner_listings where id = ${listingId} and status = 'published'`,
      filters: sql`${oneOf('kind', sql.ref('i.kind'))}
        and (s.filters ->> 'start_from' is null or i.start_date >= ${date('start_from')})
        and (s.filters ->> 'start_to' is null or i.start_date <= ${date('start_to')})
        and (s.filters ->> 'price_min' is null or i.price_eur >= ${int('price_min')})
        and (s.filters ->> 'price_max' is null or i.price_eur <= ${int('price_max')})
        and (s.filters ->> 'percent_min' is null or i.redevance_percent >= ${int('percent_min')})
        and (s.filters ->> 'percent_max' is null or i.redevance_percent <= ${int('percent_max')})`,
      recordIn: { table: 'partner_listing_search_matches', column: 'listing_id' },
    },
    now,
  )
}
