import type { Db } from '../../db/connect.ts'
import type { Env } from '../../env.ts'
import { createManualProvider } from './manual-provider.ts'
import type { PaymentProvider } from './provider.ts'
import { stripeProvider } from './stripe/stripe-provider.ts'

/**
 * The provider subscriptions are paid with, chosen at start from the configuration: Stripe when
 * STRIPE_SECRET_KEY is set (stripe/), else bank transfers marked received by an admin
 * (docs/decisions/017-plans-and-entitlements.md).
 */
export function selectPaymentProvider(deps: { db: Db; env: Env }): PaymentProvider {
  return stripeProvider(deps) ?? createManualProvider()
}
