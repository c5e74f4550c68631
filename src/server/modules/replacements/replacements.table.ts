import type { ColumnType, Generated } from 'kysely'
import type { ApplicationStatus, ReplacementStatus, Urgency } from '#shared/replacements.ts'

/** `date` columns are selected with `::text` (YYYY-MM-DD), never read through a time zone. */
type DateText = ColumnType<string | null, string | null | undefined, string | null>
type DateList = ColumnType<string[] | null, string[] | null | undefined, string[] | null>
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>

export interface ReplacementsTable {
  id: Generated<number>
  author_user_id: number
  status: ColumnType<ReplacementStatus, ReplacementStatus | undefined, ReplacementStatus>
  urgency: ColumnType<Urgency, Urgency | undefined, Urgency>
  commune_insee: string | null
  commune_name: string | null
  postal_code: string | null
  department: string | null
  lat: number | null
  lng: number | null
  start_date: DateText
  end_date: DateText
  days: DateList
  shifts: ColumnType<string[], string[] | undefined, string[]>
  care_types: ColumnType<string[], string[] | undefined, string[]>
  patients_per_day: number | null
  retrocession_percent: number | null
  housing_offered: ColumnType<boolean, boolean | undefined, boolean>
  vehicle_required: ColumnType<boolean, boolean | undefined, boolean>
  software: string | null
  description: string | null
  answer_window_ends_at: NullableTimestamp
  published_at: NullableTimestamp
  filled_at: NullableTimestamp
  cancelled_at: NullableTimestamp
  cancel_reason: string | null
  /**
   * The first, immediate offer of an account whose address is not confirmed: published, but
   * nobody is alerted until the address and an RPPS number are confirmed (README.md here).
   */
  alerts_held: ColumnType<boolean, boolean | undefined, boolean>
  created_at: Timestamp
  updated_at: Timestamp
}

export interface ApplicationsTable {
  id: Generated<number>
  replacement_id: number
  applicant_user_id: number
  status: ColumnType<ApplicationStatus, ApplicationStatus | undefined, ApplicationStatus>
  message: ColumnType<string, string | undefined, string>
  dates: DateList
  created_at: Timestamp
  decided_at: NullableTimestamp
  updated_at: Timestamp
}

export interface ReplacementChangesTable {
  id: Generated<number>
  replacement_id: number
  changes: ColumnType<Record<string, { from: unknown; to: unknown }>, string, string>
  changed_at: Timestamp
}
