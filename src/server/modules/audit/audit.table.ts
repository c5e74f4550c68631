import type { ColumnType, Generated } from 'kysely'

/** One admin action: written once, never updated. `before`/`after` hold no secret. */
export interface AuditLogTable {
  /** bigint: node-postgres hands it back as a string. */
  id: Generated<string>
  /** Null when the action came from the system or the actor's account was erased. */
  actor_user_id: number | null
  /** A stable code, `<subject>.<verb>`: 'user.validate', 'care_type.update'… */
  action: string
  subject_type: string
  /** Text, so that integer and uuid ids fit the same column. */
  subject_id: string
  /** jsonb, written as a JSON string (or null), read back parsed; only ever emptied afterwards (erasure). */
  before: ColumnType<unknown, string | null | undefined, null>
  after: ColumnType<unknown, string | null | undefined, null>
  created_at: ColumnType<Date, Date | string | undefined, never>
}
