import type { ColumnType } from 'kysely'
import type { RealtimeEventType } from '#shared/events.ts'

/**
 * Migration 0810-events.ts. `id` is a bigint identity, never written: node-postgres reads it as a
 * string, PGlite may not, so readers go through Number() (ids stay far below 2^53).
 */
export interface EventsTable {
  id: ColumnType<string | number | bigint, never, never>
  user_id: number
  type: RealtimeEventType
  data: ColumnType<unknown, string, never>
  created_at: ColumnType<Date, Date | string | undefined, never>
}
