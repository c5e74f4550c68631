import type { ColumnType, Generated, Selectable } from 'kysely'

type Timestamp = ColumnType<Date, Date | string, Date | string>

export const ONE_TIME_TOKEN_KINDS = ['verify', 'reset', 'set-password', 'login-challenge'] as const
export type OneTimeTokenKind = (typeof ONE_TIME_TOKEN_KINDS)[number]

export interface OneTimeTokensTable {
  id: Generated<string>
  kind: OneTimeTokenKind
  token_hash: string
  user_id: number
  /** The address the token was issued for: a token for an old address is void. */
  email: string
  attempts: ColumnType<number, number | undefined, number>
  created_at: Timestamp
  expires_at: Timestamp
  used_at: Timestamp | null
}

export type OneTimeTokenRow = Selectable<OneTimeTokensTable>
