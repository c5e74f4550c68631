import type { ColumnType, Generated, Selectable } from 'kysely'

type Timestamp = ColumnType<Date, Date | string, Date | string>

export interface SessionsTable {
  id: Generated<string>
  user_id: number
  /** SHA-256 (hex) of the token; the token itself is never stored. */
  token_hash: string
  ip: string | null
  user_agent: string | null
  created_at: Timestamp
  last_used_at: Timestamp
  expires_at: Timestamp
  revoked_at: Timestamp | null
}

export type SessionRow = Selectable<SessionsTable>
