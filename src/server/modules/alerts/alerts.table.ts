import type { ColumnType, Generated, JSONColumnType } from 'kysely'
import type { SavedSearchSubject } from '#shared/saved-searches.ts'

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

export interface SavedSearchesTable {
  id: Generated<number>
  user_id: number
  /** What it searches: offers or partner listings (migration 0870). */
  subject: ColumnType<SavedSearchSubject, SavedSearchSubject | undefined, SavedSearchSubject>
  name: string
  /** The subject's filters (src/shared/saved-searches.ts), as validated. */
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
  /** Told in the app only (no instant alerts): the morning's digest mails it (migration 0880). */
  digest_pending: ColumnType<boolean, boolean | undefined, boolean>
}

/** Which listing already alerted which search: once per listing and search (migration 0870). */
export interface PartnerListingSearchMatchesTable {
  saved_search_id: number
  listing_id: number
  created_at: Timestamp
  /** Told in the app only (no instant alerts): the morning's digest mails it (migration 0880). */
  digest_pending: ColumnType<boolean, boolean | undefined, boolean>
}

export interface UrgentAlertsTable {
  replacement_id: number
  user_id: number
  distance_km: number
  created_at: Timestamp
}

export const alertJobStatuses = ['queued', 'running', 'done', 'failed'] as const
export type AlertJobStatus = (typeof alertJobStatuses)[number]

/**
 * The alerts an offer's publication owes, written in the publishing transaction and delivered by
 * the alert worker (alert.worker.ts): one row per offer. While `running`, `next_attempt_at` is the
 * end of the worker's lease on it, as in the mail outbox.
 */
export interface AlertJobsTable {
  replacement_id: number
  status: ColumnType<AlertJobStatus, AlertJobStatus | undefined, AlertJobStatus>
  attempts: ColumnType<number, number | undefined, number>
  next_attempt_at: Timestamp
  last_error: string | null
  created_at: Timestamp
  updated_at: Timestamp
  done_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}
