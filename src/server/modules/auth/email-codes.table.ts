import type { ColumnType } from 'kysely'

type Timestamp = ColumnType<Date, Date | string, Date | string>

/**
 * The 6-digit code mailed to confirm an address without leaving the page (immediate
 * registration): one live code per account, a new one replaces it. Only a keyed hash of the code,
 * bound to the account and its address, is stored (email-codes.ts).
 */
export interface EmailCodesTable {
  user_id: number
  code_hash: string
  attempts: ColumnType<number, number | undefined, number>
  created_at: Timestamp
  expires_at: Timestamp
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}
