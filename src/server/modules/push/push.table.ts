import type { ColumnType, Generated, JSONColumnType } from 'kysely'
import type { PushMessage } from '#shared/push.ts'

/** A member's device that accepted push notifications (migration 0820). */
export interface PushSubscriptionsTable {
  id: Generated<number>
  user_id: number
  endpoint: string
  p256dh: string
  auth: string
  device_name: string
  created_at: Date
}

export type PushUrgency = 'normal' | 'high'

/** A push still to send to one device; deleted once sent or abandoned. */
export interface PushOutboxTable {
  id: Generated<string>
  subscription_id: number
  payload: JSONColumnType<PushMessage>
  urgency: PushUrgency
  attempts: ColumnType<number, number | undefined, number>
  last_error: string | null
  next_attempt_at: Date
  created_at: Date
}
