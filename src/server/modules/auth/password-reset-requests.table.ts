import type { ColumnType, Generated } from 'kysely'

type Timestamp = ColumnType<Date, Date | string, Date | string>

/** A "forgot password" request waiting for the worker (password-reset.worker.ts). */
export interface PasswordResetRequestsTable {
  id: Generated<string>
  /** The address as typed (normalised): it may have no account. */
  email: string
  locale: string
  attempts: ColumnType<number, number | undefined, number>
  next_attempt_at: Timestamp
  created_at: Timestamp
}
