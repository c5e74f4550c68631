import { sql } from 'kysely'
import { afterAll, expect } from 'vitest'
import { StripeStandIn } from '#tests/support/stripe-stand-in.ts'
import { call, createUser, login } from './helpers/accounts.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/** The Stripe tests' set-up: an app whose Stripe client talks to the stand-in, and the stand-in's webhooks to the app. */

export const WEBHOOK_SECRET = 'whsec_releveStandInSecret'
export const PRICES = { titulaire: 'price_titulaire', remplacant: 'price_remplacant' } as const

export interface StripeTest {
  t: TestApp
  standIn: StripeStandIn
}

export async function createStripeTest(): Promise<StripeTest> {
  let t: TestApp | undefined
  const app = () => {
    if (!t) throw new Error('the app is not started yet')
    return t
  }
  const standIn = new StripeStandIn({
    prices: {
      [PRICES.titulaire]: { unit_amount: 4900, interval: 'year' },
      [PRICES.remplacant]: { unit_amount: 2500, interval: 'year' },
    },
    webhookSecret: WEBHOOK_SECRET,
    now: () => app().clock.now(),
    deliver: async (body, signature) => (await postWebhook(app(), body, signature)).status,
  })
  const base = await standIn.listen()
  afterAll(() => standIn.close())
  t = await createTestApp({
    env: { STRIPE_SECRET_KEY: 'sk_test_releveStandIn', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: base },
  })
  for (const [slug, price] of Object.entries(PRICES)) {
    await sql`update plans set stripe_price_id = ${price} where slug = ${slug}`.execute(t.db)
  }
  return { t, standIn }
}

/** What Stripe sends: the raw body and its Stripe-Signature header, nothing else (no cookie, no CSRF). */
export function postWebhook(
  t: TestApp,
  body: string,
  signature?: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return t.request('/api/webhooks/stripe', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      ...(signature ? { 'Stripe-Signature': signature } : {}),
      ...headers,
    },
    body,
  })
}

export async function planId(t: TestApp, slug: string): Promise<number> {
  const plan = await t.db.selectFrom('plans').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()
  return plan.id
}

export async function member(t: TestApp) {
  const user = await createUser(t)
  return { ...user, session: await login(t, user) }
}

/** POST /api/subscriptions for `slug`, as the app sends it (with the member's Idempotency-Key). */
export async function startCheckout(t: TestApp, session: string, slug = 'titulaire', key = crypto.randomUUID()) {
  return call(
    t,
    'POST',
    '/api/subscriptions',
    { plan_id: await planId(t, slug) },
    { session, headers: { 'Idempotency-Key': key } },
  )
}

export async function subscriptionOf(t: TestApp, userId: number) {
  return t.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
}

/** A member who took out `slug` and paid at the stand-in: the row, the stand-in's subscription. */
export async function subscribedMember({ t, standIn }: StripeTest, slug = 'titulaire') {
  const who = await member(t)
  const response = await startCheckout(t, who.session, slug)
  expect(response.status).toBe(200)
  const { url } = (await response.json()) as { url: string }
  const sessionId = url.split('/').pop() ?? ''
  const completed = await standIn.completeCheckout(sessionId)
  expect(completed.deliveries.map((d) => d.status)).toEqual(completed.deliveries.map(() => 200))
  return { ...who, sessionId, stripeSubscriptionId: completed.subscription.id as string, row: await subscriptionOf(t, who.id) }
}

/** The payments recorded for a subscription, and their invoices. */
export async function paymentsOf(t: TestApp, subscriptionId: number) {
  return t.db
    .selectFrom('payments')
    .innerJoin('invoices', 'invoices.payment_id', 'payments.id')
    .select([
      'payments.provider_payment_id',
      'payments.amount_cents',
      'payments.vat_cents',
      'payments.period_end',
      'invoices.number',
    ])
    .where('payments.subscription_id', '=', subscriptionId)
    .orderBy('payments.id')
    .execute()
}

export async function storedEvents(t: TestApp) {
  return t.db.selectFrom('stripe_events').select(['id', 'type', 'outcome']).orderBy('received_at').execute()
}
