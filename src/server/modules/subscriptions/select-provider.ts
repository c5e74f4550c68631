import type { Db } from '../../db/connect.ts'
import type { Env } from '../../env.ts'
import { createManualProvider } from './manual-provider.ts'
import type { PaymentProvider } from './provider.ts'

/**
 * The provider subscriptions are paid with, chosen at start from the configuration: Stripe when
 * STRIPE_SECRET_KEY is set (stripe/), else bank transfers marked received by an admin
 * (docs/decisions/017-plans-and-entitlements.md). Stripe's client (about 100 ms to load) is loaded
 * at its first use, never by an instance that sells by transfer.
 */
export function selectPaymentProvider(deps: { db: Db; env: Env }): PaymentProvider {
  if (!deps.env.STRIPE_SECRET_KEY) return createManualProvider()
  let loading: Promise<PaymentProvider> | undefined
  const stripe = () =>
    (loading ??= import('./stripe/stripe-provider.ts').then(({ stripeProvider }) => {
      const provider = stripeProvider(deps)
      if (!provider) throw new Error('STRIPE_SECRET_KEY is set but no Stripe client was made')
      return provider
    }))
  return {
    name: 'stripe',
    start: async (input) => (await stripe()).start(input),
    portalUrl: async (subscription, returnUrl) => (await stripe()).portalUrl(subscription, returnUrl),
    cancelAtPeriodEnd: async (subscription) => (await stripe()).cancelAtPeriodEnd(subscription),
    resume: async (subscription) => (await stripe()).resume(subscription),
    changePlan: async (subscription, plan) => (await stripe()).changePlan(subscription, plan),
    cancelNow: async (subscription) => (await stripe()).cancelNow(subscription),
    updateMember: async (member) => (await stripe()).updateMember(member),
  }
}
