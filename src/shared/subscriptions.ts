/**
 * A member's subscription to a plan (plans live in the database). The payment provider keeps a
 * subscription "past due" while it retries a failed payment: the member keeps the service during
 * those retries, as with any subscription they are paying for. `pending`: taken out, not paid yet
 * (a bank transfer awaited, a Stripe Checkout not finished); it gives nothing.
 */
export const subscriptionStatuses = ['pending', 'trialing', 'active', 'past_due', 'cancelled', 'expired'] as const
export type SubscriptionStatus = (typeof subscriptionStatuses)[number]

/** The statuses that give the service, until the end of the paid period. */
export const entitledSubscriptionStatuses = ['trialing', 'active', 'past_due'] as const satisfies readonly SubscriptionStatus[]

export const planIntervals = ['month', 'year'] as const
export type PlanInterval = (typeof planIntervals)[number]
