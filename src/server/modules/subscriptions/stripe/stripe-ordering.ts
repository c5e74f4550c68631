import { isFinalStripeStatus } from './stripe-status.ts'

/**
 * Stripe does not deliver events in order, and retries a failed delivery for days: an older
 * `customer.subscription.updated` may arrive after a newer one. Each event carries a snapshot of
 * the subscription as it was when the event was made; a snapshot is applied only when it is not
 * older than the newest one applied (docs/security.md#payments).
 *
 * Older means: made in an earlier second (the event's `created`); within the same second, a
 * period that ends earlier, then a status earlier in a subscription's life. A final status
 * (canceled) is never followed by anything: Stripe does not revive a canceled subscription.
 */
export interface SnapshotPosition {
  /** The event's `created`. */
  eventCreated: Date
  /** The end of the subscription's current period in the snapshot. */
  periodEnd: Date
  /** Stripe's status in the snapshot. */
  status: string
}

// A subscription's life, in the order its statuses can follow each other within one period.
const LIFE_ORDER = ['incomplete', 'trialing', 'active', 'past_due', 'unpaid', 'paused', 'incomplete_expired', 'canceled']

function lifeRank(status: string): number {
  const rank = LIFE_ORDER.indexOf(status)
  return rank === -1 ? 0 : rank
}

/** Whether `next` may replace `applied` (no snapshot applied yet: always). */
export function isNotOlder(next: SnapshotPosition, applied: SnapshotPosition | undefined): boolean {
  if (!applied) return true
  if (isFinalStripeStatus(applied.status)) return isFinalStripeStatus(next.status) && next.eventCreated >= applied.eventCreated
  const byTime = next.eventCreated.getTime() - applied.eventCreated.getTime()
  if (byTime !== 0) return byTime > 0
  const byPeriod = next.periodEnd.getTime() - applied.periodEnd.getTime()
  if (byPeriod !== 0) return byPeriod > 0
  return lifeRank(next.status) >= lifeRank(applied.status)
}
