import type { ColumnType, Generated, JSONColumnType } from 'kysely'

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

export interface SavedSearchesTable {
  id: Generated<number>
  user_id: number
  name: string
  /** SavedSearchFilters (src/shared/saved-searches.ts), as validated. */
  filters: JSONColumnType<Record<string, unknown>>
  commune_insee: string | null
  commune_name: string | null
  lat: number | null
  lng: number | null
  radius_km: number
  alert: ColumnType<boolean, boolean | undefined, boolean>
  created_at: Timestamp
  updated_at: Timestamp
  last_alerted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

export interface SavedSearchMatchesTable {
  saved_search_id: number
  replacement_id: number
  created_at: Timestamp
}

export interface UrgentAlertsTable {
  replacement_id: number
  user_id: number
  distance_km: number
  created_at: Timestamp
}
