import { z } from 'zod'
import { entitlements, subscriptionStatuses } from './subscriptions.ts'

// Apart from the subscriptions API's shapes (subscriptions-api.ts): GET /api/user needs this one
// alone, and the app checks that answer before its first screen (docs/architecture.md#bundle-budgets).
const isoDateTime = z.string()

/** A plan named in a subscription: its id, slug and name. */
export const planRefSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() })

/** `subscription` of GET /api/user: enough for the guards and the gates the client shows. */
export const userSubscriptionSchema = z.object({
  plan: planRefSchema,
  status: z.enum(subscriptionStatuses),
  current_period_end: isoDateTime.nullable(),
  grace_ends_at: isoDateTime.nullable().default(null),
  cancel_at_period_end: z.boolean(),
  /** What it unlocks now: the plan's, or none when it gives nothing (pending, ended). */
  entitlements: z.array(z.enum(entitlements)),
})
export type UserSubscription = z.infer<typeof userSubscriptionSchema>
