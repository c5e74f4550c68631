import type Stripe from 'stripe'
import type { SubscriptionStatus } from '#shared/subscriptions.ts'

type OurStatus = Exclude<SubscriptionStatus, 'pending'>

/**
 * Our status for a Stripe subscription's (docs/architecture.md#stripe), or null when it says
 * nothing we keep: `incomplete` is a checkout whose first payment is not done, which our row
 * already says by being pending.
 *
 * - trialing, active, past_due: the same (past_due keeps the service through the grace);
 * - unpaid (Stripe gave up retrying but keeps the subscription open) and paused (a trial ended
 *   without a card): no service, so expired; Stripe may still bring them back to active;
 * - canceled: cancelled when the member (or we, for them) asked, expired when Stripe ended it
 *   for unpaid invoices; incomplete_expired: the first payment never came, expired.
 */
export function ourStatus(subscription: Pick<Stripe.Subscription, 'status' | 'cancellation_details'>): OurStatus | null {
  switch (subscription.status) {
    case 'trialing':
      return 'trialing'
    case 'active':
      return 'active'
    case 'past_due':
      return 'past_due'
    case 'unpaid':
    case 'paused':
    case 'incomplete_expired':
      return 'expired'
    case 'canceled':
      return subscription.cancellation_details?.reason === 'payment_failed' ||
        subscription.cancellation_details?.reason === 'payment_disputed'
        ? 'expired'
        : 'cancelled'
    default:
      return null
  }
}

/** Stripe never brings a canceled or incomplete_expired subscription back. */
export function isFinalStripeStatus(status: string): boolean {
  return status === 'canceled' || status === 'incomplete_expired'
}
