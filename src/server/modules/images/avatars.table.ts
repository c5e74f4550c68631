import type { ColumnType } from 'kysely'

/** Migration 0910-avatars.ts: a profile photo's WebP bytes, by the random name in its address. */
export interface AvatarsTable {
  name: string
  user_id: number
  bytes: Uint8Array
  size: number
  created_at: ColumnType<Date, Date | string | undefined, never>
}
