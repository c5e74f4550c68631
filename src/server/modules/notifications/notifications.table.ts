import type { ColumnType, Generated, JSONColumnType } from 'kysely'

export interface NotificationsTable {
  id: Generated<number>
  user_id: number
  event: string
  /** The event's data (NotificationDataByEvent in src/shared/notifications.ts). */
  data: JSONColumnType<Record<string, unknown>>
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  created_at: ColumnType<Date, Date | string | undefined, never>
}
