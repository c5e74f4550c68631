import { createHash, randomUUID } from 'node:crypto'
import type Stripe from 'stripe'
import type { Db } from '../../../db/connect.ts'
import type { Env } from '../../../env.ts'
import type { PaymentProvider, PlanRow, ProviderMember, SubscriptionRow } from '../provider.ts'
import { findCustomerId, hadStartedSubscription, saveCustomerId, stripePriceOf } from './stripe.repository.ts'
import { stripeClient } from './stripe-client.ts'
import { isFinalStripeStatus } from './stripe-status.ts'

/** The Stripe provider when STRIPE_SECRET_KEY is set, else null (bank transfers then). */
export function stripeProvider(deps: { db: Db; env: Env }): PaymentProvider | null {
  const stripe = stripeClient(deps.env)
  return stripe ? createStripeProvider({ db: deps.db, stripe }) : null
}

/**
 * Members pay by card through Stripe (docs/architecture.md#stripe). Stripe hosts the payment
 * (Checkout) and the card changes (the customer portal); what Stripe then does comes back only
 * through the signed webhooks (stripe-webhook.routes.ts), never through the return to our site.
 *
 * Every create or update call carries an Idempotency-Key. A checkout's is the member's own, so a
 * retried request gets the same session back; the customer's is the member's and details, so two
 * checkouts started at once share one customer. Updates set a state (a flag, a price), the same
 * when done twice: theirs only keeps the client library's retries of one call to one.
 */
export function createStripeProvider(deps: { db: Db; stripe: Stripe }): PaymentProvider {
  const { db, stripe } = deps

  async function customerFor(member: ProviderMember): Promise<string> {
    const known = await findCustomerId(db, member.id)
    if (known) return known
    const params: Stripe.CustomerCreateParams = {
      email: member.email,
      ...(member.name ? { name: member.name } : {}),
      metadata: { user_id: String(member.id) },
      preferred_locales: ['fr'],
    }
    // One customer per member even when two checkouts start at once: the same key (for the same
    // details) makes Stripe answer the first customer to the second call.
    const customer = await stripe.customers.create(params, {
      idempotencyKey: `releve:customer:${member.id}:${fingerprint(params)}`,
    })
    return saveCustomerId(db, member.id, customer.id)
  }

  async function priceOf(plan: Pick<PlanRow, 'id' | 'slug'>): Promise<string> {
    const price = await stripePriceOf(db, plan.id)
    if (!price) throw new Error(`plan ${plan.slug} has no Stripe price (plans.stripe_price_id): it cannot be sold by card`)
    return price
  }

  /**
   * The key of an update: setting a flag or a price is the same done twice, so a call made again
   * needs no key of its own; this one keeps the client library's retries of this call to one.
   */
  function updateKey(action: string, subscription: SubscriptionRow): string {
    return `releve:${action}:${subscription.id}:${randomUUID()}`
  }

  return {
    name: 'stripe',

    async start({ member, plan, subscription, idempotencyKey, returnUrl }) {
      const price = await priceOf(plan)
      const customer = await customerFor(member)
      const trial = plan.trial_days > 0 && !(await hadStartedSubscription(db, member.id))
      const metadata = { subscription_id: String(subscription.id), user_id: String(member.id) }
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer,
          client_reference_id: String(subscription.id),
          line_items: [{ price, quantity: 1 }],
          subscription_data: { metadata, ...(trial ? { trial_period_days: plan.trial_days } : {}) },
          metadata,
          locale: 'fr',
          success_url: withQuery(returnUrl, 'checkout=success'),
          cancel_url: withQuery(returnUrl, 'checkout=cancelled'),
        },
        { idempotencyKey: `releve:checkout:${subscription.id}:${plan.id}:${idempotencyKey}` },
      )
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`)
      return { kind: 'redirect', url: session.url }
    },

    async portalUrl(subscription, returnUrl) {
      const customer = subscription.provider_customer_id ?? (await findCustomerId(db, subscription.user_id))
      if (!customer) return null
      const session = await stripe.billingPortal.sessions.create(
        { customer, return_url: returnUrl, locale: 'fr' },
        // Each visit gets its own short-lived session.
        { idempotencyKey: updateKey('portal', subscription) },
      )
      return session.url
    },

    async cancelAtPeriodEnd(subscription) {
      if (!subscription.provider_subscription_id) return
      await stripe.subscriptions.update(
        subscription.provider_subscription_id,
        { cancel_at_period_end: true },
        { idempotencyKey: updateKey('cancel-at-period-end', subscription) },
      )
    },

    async resume(subscription) {
      if (!subscription.provider_subscription_id) return
      await stripe.subscriptions.update(
        subscription.provider_subscription_id,
        { cancel_at_period_end: false },
        { idempotencyKey: updateKey('resume', subscription) },
      )
    },

    async changePlan(subscription, plan) {
      if (!subscription.provider_subscription_id) return
      const price = await priceOf(plan)
      const current = await stripe.subscriptions.retrieve(subscription.provider_subscription_id)
      const item = current.items.data[0]
      if (!item) throw new Error(`Stripe subscription ${current.id} has no item`)
      if (item.price.id === price) return
      // No proration (docs/decisions/017): the new price is what the next renewal charges; the
      // plan itself changes here when that renewal is paid (recordPayment takes next_plan_id).
      await stripe.subscriptions.update(
        current.id,
        { items: [{ id: item.id, price }], proration_behavior: 'none' },
        { idempotencyKey: updateKey('change-plan', subscription) },
      )
    },

    async cancelNow(subscription) {
      if (!subscription.provider_subscription_id) return
      const current = await stripe.subscriptions.retrieve(subscription.provider_subscription_id)
      if (isFinalStripeStatus(current.status)) return
      await stripe.subscriptions.cancel(
        current.id,
        { invoice_now: false, prorate: false },
        { idempotencyKey: updateKey('cancel-now', subscription) },
      )
    },

    async updateMember(member) {
      const customer = await findCustomerId(db, member.id)
      if (!customer) return
      // A key of its own each time: changing back to an earlier address must be applied, not replayed.
      await stripe.customers.update(
        customer,
        { email: member.email, ...(member.name ? { name: member.name } : {}) },
        { idempotencyKey: `releve:customer-update:${member.id}:${randomUUID()}` },
      )
    },
  }
}

function withQuery(url: string, query: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${query}`
}

function fingerprint(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 16)
}
