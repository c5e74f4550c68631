import type { ColumnType, Generated } from 'kysely'
import type { PatientRequestStatus } from '#shared/patient-request.ts'

/**
 * A patient's request to a nurse (migration 0320). name, phone, email and message are personal
 * data: null once purged (purged_at set), never before.
 */
export interface PatientRequestsTable {
  id: Generated<number>
  nurse_id: number | null
  name: string | null
  phone: string | null
  email: string | null
  commune_insee: string
  commune_name: string
  care_type: string
  message: string | null
  locale: ColumnType<string, string | undefined, string>
  status: ColumnType<PatientRequestStatus, PatientRequestStatus | undefined, PatientRequestStatus>
  created_at: ColumnType<Date, Date | string | undefined, never>
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
  purged_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

/** The admins' follow-up notes on a request, oldest first; deleted by the purge. */
export interface PatientRequestNotesTable {
  id: Generated<number>
  patient_request_id: number
  author_user_id: number | null
  body: string
  created_at: ColumnType<Date, Date | string | undefined, never>
}
