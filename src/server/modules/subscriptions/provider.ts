import type { Selectable } from 'kysely'
import type { SubscriptionStatus } from '#shared/subscriptions.ts'
import type { PlansTable, SubscriptionsTable } from './subscriptions.table.ts'

export type PlanRow = Selectable<PlansTable>
export type SubscriptionRow = Selectable<SubscriptionsTable>

/** Who takes out the subscription: enough for the provider's customer and its receipts. */
export interface ProviderMember {
  id: number
  email: string
  name: string | null
}

/**
 * A way of taking members' money: Stripe (when STRIPE_SECRET_KEY is set) or bank transfer marked
 * received by an admin ("manual"). The core (subscriptions.service.ts) owns the rows: it creates
 * the `pending` subscription before `start`, and the provider's answers come back through the
 * service functions below (`recordPayment`, `applyProviderUpdate`, `recordPaymentFailure`), never
 * by writing the tables itself. docs/decisions/017-plans-and-entitlements.md
 *
 * Every method may be called again with the same arguments (a retried request): the provider
 * makes that harmless (Stripe: the idempotency key; manual: nothing to do twice).
 */
export interface PaymentProvider {
  readonly name: ProviderName
  /**
   * Starts taking out `plan` for `member`. `subscription` is the core's `pending` row (its id is
   * what the provider must send back, e.g. Stripe Checkout's client_reference_id / metadata);
   * `idempotencyKey` is the member's Idempotency-Key. Answers a URL to send the member to, or
   * the bank transfer's reference for the manual provider.
   */
  start(input: {
    member: ProviderMember
    plan: PlanRow
    subscription: SubscriptionRow
    idempotencyKey: string
    /** Where the provider sends the member back (the subscription page). */
    returnUrl: string
  }): Promise<ProviderStart>
  /** Card changes, receipts… (Stripe's customer portal); null when the provider has none. */
  portalUrl(subscription: SubscriptionRow, returnUrl: string): Promise<string | null>
  /** The member stops renewing: the service goes on to the end of the paid period. */
  cancelAtPeriodEnd(subscription: SubscriptionRow): Promise<void>
  /** Undoes cancelAtPeriodEnd before the period ends. */
  resume(subscription: SubscriptionRow): Promise<void>
  /** Moves to another plan from the next period (no proration: docs/decisions/017). */
  changePlan(subscription: SubscriptionRow, plan: PlanRow): Promise<void>
  /** Ends it now at the provider, nothing more charged (account deletion). */
  cancelNow(subscription: SubscriptionRow): Promise<void>
  /**
   * The member changed the email or name on the account: the provider's customer (Stripe's
   * receipts and card reminders go there) follows. Nothing to do for a member the provider does
   * not know.
   */
  updateMember(member: ProviderMember): Promise<void>
}

export type ProviderName = 'stripe' | 'manual'

export type ProviderStart =
  | { kind: 'redirect'; url: string }
  /** Bank transfer: the member writes `reference` on the transfer, an admin marks it received. */
  | { kind: 'manual'; reference: string }

/**
 * A payment the provider took (Stripe: invoice.paid; manual: an admin marks the transfer received).
 * `recordPayment(deps, input)` (payments.service.ts; deps: subscriptions.deps.ts, whose `db` may be
 * the webhook's transaction) is idempotent on (provider, providerPaymentId): the same webhook twice
 * records one payment and one invoice, and answers the first one's invoice.
 */
export interface RecordPaymentInput {
  subscriptionId: number
  /** Total paid, VAT included (TTC), in cents. */
  amountCents: number
  /** The VAT within amountCents (0 when VAT does not apply). */
  vatCents: number
  paidAt: Date
  provider: ProviderName
  /** Stripe's invoice or payment intent id; for transfers, the bank's reference as the admin typed it. */
  providerPaymentId: string
  /**
   * The period this payment pays for, as the provider says (Stripe: the invoice line's period).
   * Omitted: from the end of the current period if it is not over (a renewal), else from paidAt,
   * for one plan interval.
   */
  period?: { start: Date; end: Date }
}

/**
 * What the provider says a subscription now is (Stripe: customer.subscription.created/updated/
 * deleted). Fields left out are unchanged. `applyProviderUpdate(deps, update)` and
 * `recordPaymentFailure(deps, subscriptionId)` (subscriptions.service.ts; `deps.db` may be the
 * webhook's transaction): past_due opens the grace and mails the member once.
 */
export interface ProviderSubscriptionUpdate {
  subscriptionId: number
  status?: Exclude<SubscriptionStatus, 'pending'>
  period?: { start: Date; end: Date }
  cancelAtPeriodEnd?: boolean
  /** A plan change the provider confirmed (by the plan's slug). */
  planSlug?: string
  providerCustomerId?: string
  providerSubscriptionId?: string
}
