import type { Env } from '../../env.ts'
import { createManualProvider } from './manual-provider.ts'
import type { PaymentProvider } from './provider.ts'

/**
 * The provider subscriptions are paid with, chosen at start from the configuration: Stripe when
 * STRIPE_SECRET_KEY is set, else bank transfers marked received by an admin (docs/decisions/017).
 */
export function selectPaymentProvider(_env: Env): PaymentProvider {
  return createManualProvider()
}
