import type { ColumnType } from 'kysely'

export interface CalendarFeedsTable {
  user_id: number
  /** SHA-256 (hex) of the secret in the feed's URL; the secret itself is never stored. */
  secret_hash: string
  created_at: ColumnType<Date, Date | string | undefined, Date | string>
  last_fetched_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}
