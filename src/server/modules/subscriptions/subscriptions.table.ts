import type { ColumnType, Generated, JSONColumnType } from 'kysely'
import type { Entitlement, InvoiceLine, InvoiceParty, PlanInterval, SubscriptionStatus } from '#shared/subscriptions.ts'

type Timestamp = ColumnType<Date, Date | string, Date | string>
type CreatedAt = ColumnType<Date, Date | string | undefined, never>

export interface PlansTable {
  id: Generated<number>
  slug: string
  name: string
  /** What the member pays, VAT included (TTC). */
  price_cents: number
  currency: ColumnType<string, string | undefined, string>
  interval: PlanInterval
  active: ColumnType<boolean, boolean | undefined, boolean>
  description: ColumnType<string, string | undefined, string>
  features: ColumnType<string[], string[] | undefined, string[]>
  entitlements: ColumnType<Entitlement[], Entitlement[] | undefined, Entitlement[]>
  trial_days: ColumnType<number, number | undefined, number>
  /** The VAT rate inside price_cents, in basis points (2000 = 20 %). */
  vat_rate_bps: ColumnType<number, number | undefined, number>
  position: ColumnType<number, number | undefined, number>
  /** Migration 0890: the Stripe price sold for it by card; none, the plan is sold by transfer only. */
  stripe_price_id: ColumnType<string | null, string | null | undefined, string | null>
  created_at: CreatedAt
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export interface SubscriptionsTable {
  id: Generated<number>
  user_id: number
  plan_id: number
  status: SubscriptionStatus
  /** Null while pending (no payment yet). */
  current_period_start: ColumnType<Date | null, Date | string | null, Date | string | null>
  current_period_end: ColumnType<Date | null, Date | string | null, Date | string | null>
  cancel_at_period_end: ColumnType<boolean, boolean | undefined, boolean>
  provider: string | null
  provider_customer_id: string | null
  provider_subscription_id: string | null
  grace_ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  cancelled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  ended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  manual_reference: ColumnType<string | null, string | null | undefined, string | null>
  next_plan_id: ColumnType<number | null, number | null | undefined, number | null>
  created_at: CreatedAt
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export interface PaymentsTable {
  id: Generated<number>
  subscription_id: number
  user_id: number
  amount_cents: number
  vat_cents: number
  currency: ColumnType<string, string | undefined, string>
  paid_at: Timestamp
  provider: 'stripe' | 'manual'
  provider_payment_id: string
  period_start: Timestamp
  period_end: Timestamp
  recorded_by: number | null
  created_at: CreatedAt
}

export interface InvoiceCountersTable {
  year: number
  last_number: number
}

export interface InvoicesTable {
  id: Generated<number>
  payment_id: number
  user_id: number
  year: number
  sequence: number
  number: string
  issued_at: Timestamp
  seller: JSONColumnType<InvoiceParty>
  buyer: JSONColumnType<InvoiceParty>
  lines: JSONColumnType<InvoiceLine[]>
  total_ht_cents: number
  total_vat_cents: number
  total_ttc_cents: number
  currency: string
  paid_at: Timestamp
}
