/**
 * Members' subscriptions to plans (plans live in the database): docs/product.md#subscriptions,
 * docs/decisions/017-plans-and-entitlements.md. Free of Zod (the client's guards run
 * isEntitledSubscription before any page code loads); the API's schemas are in
 * subscriptions-api.ts.
 *
 * The payment provider keeps a subscription "past due" while it retries a failed payment: the
 * member keeps the service during those retries, until the grace ends. `pending`: taken out, not
 * paid yet (a bank transfer awaited, a Stripe Checkout not finished); it gives nothing.
 */
export const subscriptionStatuses = ['pending', 'trialing', 'active', 'past_due', 'cancelled', 'expired'] as const
export type SubscriptionStatus = (typeof subscriptionStatuses)[number]

/** The statuses that give the service, until the end of the paid period (or of the grace). */
export const entitledSubscriptionStatuses = ['trialing', 'active', 'past_due'] as const satisfies readonly SubscriptionStatus[]

/** The statuses of a subscription still running or about to: at most one per member. */
export const liveSubscriptionStatuses = [
  'pending',
  'trialing',
  'active',
  'past_due',
] as const satisfies readonly SubscriptionStatus[]

export const planIntervals = ['month', 'year'] as const
export type PlanInterval = (typeof planIntervals)[number]

/**
 * What a plan unlocks; free members post, search and apply. Never a better place in the patients'
 * nurse search (docs/product.md: never by subscription).
 * - multiple_offers: more than one published replacement offer at a time;
 * - urgent_broadcast: an urgent offer is pushed to the nurses around;
 * - cession_listings: publishing a partner listing of the cession kind;
 * - instant_alerts: saved-search alerts as soon as an offer matches (free: the daily digest).
 */
export const entitlements = ['multiple_offers', 'urgent_broadcast', 'cession_listings', 'instant_alerts'] as const
export type Entitlement = (typeof entitlements)[number]

/** Days a past_due subscription keeps the service after its period, while the payment is retried. */
export const GRACE_DAYS = 14

/** What the one rule reads: a subscription row, or the `subscription` of GET /api/user. */
export interface EntitlementSubject {
  status: SubscriptionStatus
  current_period_end: Date | string | null
  grace_ends_at?: Date | string | null | undefined
}

/**
 * THE definition of a subscription that gives the service now: an entitled status, and the paid
 * period, or the grace of a past_due one, not over. The client's `subscribed`/`unsubscribed`
 * guards, the server's entitlement checks and the back office's SQL (hasEntitledSubscription,
 * written from the same lists) all follow it.
 */
export function isEntitledSubscription(subscription: EntitlementSubject | null | undefined, now: Date = new Date()): boolean {
  if (!subscription) return false
  if (!(entitledSubscriptionStatuses as readonly string[]).includes(subscription.status)) return false
  const until = entitledUntil(subscription)
  return until !== null && until.getTime() > now.getTime()
}

/** The end of the service: the later of the period's end and the grace's. */
export function entitledUntil(subscription: EntitlementSubject): Date | null {
  const ends = [subscription.current_period_end, subscription.grace_ends_at]
    .filter((value): value is Date | string => value != null)
    .map((value) => new Date(value).getTime())
  return ends.length === 0 ? null : new Date(Math.max(...ends))
}

/** A party of an invoice (seller or buyer) as printed on it. */
export interface InvoiceParty {
  name: string
  address: string | null
  email?: string | null
  /** The seller's SIREN. */
  siren?: string | null
  /** Intra-community VAT number; null: « TVA non applicable, art. 293 B du CGI ». */
  vat_number?: string | null
}

/** An invoice line: one period of a plan. Amounts in cents. */
export interface InvoiceLine {
  label: string
  quantity: number
  unit_ht_cents: number
  vat_rate_bps: number
  ht_cents: number
  vat_cents: number
  ttc_cents: number
}

/** An invoice number: the year and its sequence, e.g. 2026-000001. */
export function invoiceNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, '0')}`
}
