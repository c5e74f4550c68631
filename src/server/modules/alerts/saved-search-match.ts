import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import { oneOf, recordSavedSearchMatches, type SavedSearchMatch } from './saved-search-matches.ts'

/** A saved list filter (jsonb array of text) the offer's array must share a value with. */
function overlaps(column: string, filter: string) {
  return sql`(s.filters -> ${filter} is null or jsonb_typeof(s.filters -> ${filter}) <> 'array'
    or jsonb_array_length(s.filters -> ${filter}) = 0
    or i.${sql.raw(column)} && array(select jsonb_array_elements_text(s.filters -> ${filter})))`
}

/**
 * The replacements' saved searches (SavedSearchFilters) a published offer matches, as
 * recordSavedSearchMatches finds and records them. Matching follows GET /api/replacements: dates
 * overlapping from–to (for an offer of chosen days, one of its days), a shift and a care type in
 * common when the search names some, the minimum percentage, housing offered or not when the
 * search says, the urgencies named.
 */
export function matchSavedSearches(trx: Transaction<Database>, replacementId: number, now: Date): Promise<SavedSearchMatch[]> {
  const from = sql`(s.filters ->> 'from')::date`
  const to = sql`(s.filters ->> 'to')::date`
  return recordSavedSearchMatches(
    trx,
    {
      subject: 'replacements',
      item: sql`select * from replacements
        where id = ${replacementId} and status = 'published' and lat is not null and lng is not null`,
      filters: sql`(s.filters ->> 'from' is null or i.end_date >= ${from})
        and (s.filters ->> 'to' is null or i.start_date <= ${to})
        and (i.days is null or cardinality(i.days) = 0 or exists (
          select 1 from unnest(i.days) as chosen(day)
          where (s.filters ->> 'from' is null or chosen.day >= ${from}) and (s.filters ->> 'to' is null or chosen.day <= ${to})
        ))
        and ${overlaps('shifts', 'shifts')}
        and ${overlaps('care_types', 'care_types')}
        and (s.filters ->> 'min_percent' is null or i.retrocession_percent >= (s.filters ->> 'min_percent')::int)
        and (s.filters ->> 'housing' is null or i.housing_offered = (s.filters ->> 'housing')::boolean)
        and ${oneOf('urgency', sql.ref('i.urgency'))}`,
      recordIn: { table: 'saved_search_matches', column: 'replacement_id' },
    },
    now,
  )
}
