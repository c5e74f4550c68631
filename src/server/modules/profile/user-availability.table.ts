import type { ColumnType } from 'kysely'
import type { AvailabilityStatus } from '#shared/profile.ts'

export interface UserAvailabilityTable {
  user_id: number
  status: AvailabilityStatus
  /** A `date`, read as text (YYYY-MM-DD): never through a time zone. */
  until: ColumnType<string | null, string | null | undefined, string | null>
  updated_at: Date
}
