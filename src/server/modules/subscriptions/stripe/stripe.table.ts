import type { ColumnType } from 'kysely'

type CreatedAt = ColumnType<Date, Date | string | undefined, never>

/** A member's Stripe customer (migration 0890): made once, reused for every checkout. */
export interface StripeCustomersTable {
  user_id: number
  customer_id: string
  created_at: CreatedAt
}

/** A webhook event Stripe sent, by its id: written in the transaction of its effect, once. */
export interface StripeEventsTable {
  id: string
  type: string
  created: ColumnType<Date, Date | string, never>
  received_at: CreatedAt
  outcome: 'applied' | 'ignored'
}

/** Where the newest subscription snapshot applied stood (stripe-ordering.ts). */
export interface StripeSubscriptionStatesTable {
  stripe_subscription_id: string
  subscription_id: number
  event_created: ColumnType<Date, Date | string, Date | string>
  period_end: ColumnType<Date, Date | string, Date | string>
  status: string
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}
