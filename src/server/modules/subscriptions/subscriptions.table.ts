import type { ColumnType, Generated } from 'kysely'
import type { PlanInterval, SubscriptionStatus } from '#shared/subscriptions.ts'

export interface PlansTable {
  id: Generated<number>
  slug: string
  name: string
  price_cents: number
  currency: ColumnType<string, string | undefined, string>
  interval: PlanInterval
  active: ColumnType<boolean, boolean | undefined, boolean>
  created_at: ColumnType<Date, Date | string | undefined, never>
}

export interface SubscriptionsTable {
  id: Generated<number>
  user_id: number
  plan_id: number
  status: SubscriptionStatus
  current_period_start: ColumnType<Date, Date | string, Date | string>
  current_period_end: ColumnType<Date, Date | string, Date | string>
  cancel_at_period_end: ColumnType<boolean, boolean | undefined, boolean>
  provider: string | null
  provider_customer_id: string | null
  provider_subscription_id: string | null
  created_at: ColumnType<Date, Date | string | undefined, never>
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}
