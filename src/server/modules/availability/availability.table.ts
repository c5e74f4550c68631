import type { ColumnType, Generated } from 'kysely'
import type { InvitationStatus } from '#shared/availability.ts'

/** A `date`, read as text (YYYY-MM-DD): never through a time zone. */
type Day = ColumnType<string, string, string>

export interface AvailabilitiesTable {
  user_id: number
  visible: boolean
  zone_commune_insee: string
  zone_commune_name: string
  radius_km: number
  care_types: string[]
  min_retrocession_percent: number | null
  has_vehicle: boolean
  note: string | null
  updated_at: Date
}

export interface AvailabilityPeriodsTable {
  id: Generated<number>
  user_id: number
  start_date: Day
  end_date: Day
  days: string[] | null
  shifts: string[]
}

export interface InvitationsTable {
  id: Generated<number>
  replacement_id: number
  holder_user_id: number
  nurse_user_id: number
  status: InvitationStatus
  application_id: number | null
  created_at: Date
  answered_at: Date | null
}
