import { isApiError } from '#client/lib/api-client.ts'
import type { ApiErrorBody } from '#shared/errors.ts'

/** A refusal for want of a subscription: the server's sentence and the plan that unlocks the action. */
export interface SubscriptionRefusal {
  message: string
  plan: NonNullable<ApiErrorBody['plan']> | null
}

/**
 * The 403 `subscription.required` of a gated action (docs/product.md#subscriptions: a second
 * published offer, an urgent one, a cession listing), or null for any other failure.
 */
export function subscriptionRefusal(error: unknown): SubscriptionRefusal | null {
  if (!isApiError(error) || error.status !== 403 || error.body.code !== 'subscription.required') return null
  return { message: error.body.message, plan: error.body.plan ?? null }
}
