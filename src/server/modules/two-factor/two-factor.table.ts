import type { ColumnType, Generated } from 'kysely'

type Timestamp = ColumnType<Date, Date | string, Date | string>

export interface TwoFactorRecoveryCodesTable {
  id: Generated<string>
  user_id: number
  /** HMAC-SHA256 of the code under a key derived from APP_KEY. */
  code_hash: string
  created_at: Timestamp
  used_at: Timestamp | null
}
