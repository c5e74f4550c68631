import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { loadEnv } from '#server/env.ts'
import { call } from './helpers/accounts.ts'
import { APP_URL } from './helpers/test-app.ts'
import {
  createStripeTest,
  member,
  PRICES,
  paymentsOf,
  planId,
  startCheckout,
  subscribedMember,
  subscriptionOf,
} from './stripe-fixtures.ts'

const stripe = await createStripeTest()
const { t, standIn } = stripe

const DAY_MS = 86_400_000

describe('POST /api/subscriptions with Stripe', () => {
  it("answers the stand-in's Checkout URL for the plan's price, the member's customer made once, every create with an Idempotency-Key", async () => {
    const who = await member(t)
    const key = crypto.randomUUID()
    const response = await startCheckout(t, who.session, 'titulaire', key)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { kind: string; url: string }
    expect(body.kind).toBe('redirect')
    expect(body.url).toMatch(new RegExp(`^${standIn.url}/checkout/cs_\\w+$`))

    const row = await subscriptionOf(t, who.id)
    expect(row).toMatchObject({ status: 'pending', provider: 'stripe', plan_id: await planId(t, 'titulaire') })
    const customers = standIn.requestsTo('POST', '/v1/customers').filter((r) => r.params.email === who.email)
    expect(customers).toHaveLength(1)
    expect(customers[0]?.params.metadata).toEqual({ user_id: String(who.id) })
    expect(customers[0]?.headers['idempotency-key']).toMatch(/^releve:customer:/)

    const checkout = standIn.requestsTo('POST', '/v1/checkout/sessions').at(-1)
    expect(checkout?.params).toMatchObject({
      mode: 'subscription',
      client_reference_id: String(row.id),
      line_items: [{ price: PRICES.titulaire, quantity: '1' }],
      metadata: { subscription_id: String(row.id), user_id: String(who.id) },
      subscription_data: { metadata: { subscription_id: String(row.id), user_id: String(who.id) } },
      success_url: `${APP_URL}/dashboard/subscriptions?checkout=success`,
      cancel_url: `${APP_URL}/dashboard/subscriptions?checkout=cancelled`,
    })
    expect(checkout?.params.subscription_data).not.toHaveProperty('trial_period_days')
    expect(checkout?.headers['idempotency-key']).toContain(key)
    const customerId = [...standIn.customers.values()].find((c) => c.email === who.email)?.id
    expect(checkoutCustomer(body.url)).toBe(customerId)

    // The member's request sent again (a retry, the same key): the same answer, nothing new at Stripe.
    const before = standIn.requests.length
    const replay = await startCheckout(t, who.session, 'titulaire', key)
    expect(await replay.json()).toEqual(body)
    expect(standIn.requests.length).toBe(before)

    // Another try later (another key): another session, for the same customer.
    const another = await startCheckout(t, who.session, 'remplacant')
    expect(another.status).toBe(200)
    const url = ((await another.json()) as { url: string }).url
    expect(url).not.toBe(body.url)
    expect(checkoutCustomer(url)).toBe(checkoutCustomer(body.url))
    expect(standIn.requestsTo('POST', '/v1/customers').filter((r) => r.params.email === who.email)).toHaveLength(1)
    expect(standIn.requestsTo('POST', '/v1/checkout/sessions').at(-1)?.params.line_items).toEqual([
      { price: PRICES.remplacant, quantity: '1' },
    ])
  })

  it("gives a plan's trial to a member who never had a subscription: trialing for its days, nothing paid yet", async () => {
    await sql`update plans set trial_days = 14 where slug = 'remplacant'`.execute(t.db)
    try {
      const { row, stripeSubscriptionId } = await subscribedMember(stripe, 'remplacant')
      expect(standIn.requestsTo('POST', '/v1/checkout/sessions').at(-1)?.params.subscription_data).toMatchObject({
        trial_period_days: '14',
      })
      expect(row.status).toBe('trialing')
      expect(new Date(row.current_period_end ?? 0).getTime() - new Date(row.current_period_start ?? 0).getTime()).toBe(
        14 * DAY_MS,
      )
      expect(row.provider_subscription_id).toBe(stripeSubscriptionId)
      expect(await paymentsOf(t, row.id)).toEqual([])
    } finally {
      await sql`update plans set trial_days = 0 where slug = 'remplacant'`.execute(t.db)
    }
  })

  it('refuses a plan without a Stripe price with a 503 the member may retry, nothing asked of Stripe', async () => {
    await sql`insert into plans (slug, name, price_cents, interval) values ('sans-prix', 'Sans prix', 1000, 'month')`.execute(
      t.db,
    )
    const who = await member(t)
    const before = standIn.requestsTo('POST', '/v1/checkout/sessions').length
    const response = await startCheckout(t, who.session, 'sans-prix')
    expect(response.status).toBe(503)
    expect(standIn.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(before)
  })
})

describe('the member changes the subscription at Stripe', () => {
  it('cancel at the period end, resume and change plan update the Stripe subscription, each with its own Idempotency-Key', async () => {
    const { session, stripeSubscriptionId } = await subscribedMember(stripe)
    const path = `/v1/subscriptions/${stripeSubscriptionId}`

    expect(
      (
        await call(t, 'POST', '/api/subscription/cancel', undefined, {
          session,
          headers: { 'Idempotency-Key': crypto.randomUUID() },
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await call(t, 'POST', '/api/subscription/resume', undefined, {
          session,
          headers: { 'Idempotency-Key': crypto.randomUUID() },
        })
      ).status,
    ).toBe(200)
    const cancelAgain = await call(t, 'POST', '/api/subscription/cancel', undefined, {
      session,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    })
    expect(cancelAgain.status).toBe(200)
    const updates = standIn.requestsTo('POST', path)
    expect(updates.map((r) => r.params)).toEqual([
      { cancel_at_period_end: 'true' },
      { cancel_at_period_end: 'false' },
      { cancel_at_period_end: 'true' },
    ])
    const keys = updates.map((r) => r.headers['idempotency-key'])
    expect(new Set(keys).size).toBe(3)
    expect(standIn.subscription(stripeSubscriptionId).cancel_at_period_end).toBe(true)

    await call(t, 'POST', '/api/subscription/resume', undefined, { session, headers: { 'Idempotency-Key': crypto.randomUUID() } })
    const change = await call(
      t,
      'POST',
      '/api/subscription/plan',
      { plan_id: await planId(t, 'remplacant') },
      { session, headers: { 'Idempotency-Key': crypto.randomUUID() } },
    )
    expect(change.status).toBe(200)
    const item = standIn.subscription(stripeSubscriptionId).items.data[0]
    expect(standIn.requestsTo('POST', path).at(-1)?.params).toEqual({
      items: [{ id: item.id, price: PRICES.remplacant }],
      proration_behavior: 'none',
    })
    expect(item.price.id).toBe(PRICES.remplacant)
  })

  it("opens the billing portal for the member's customer", async () => {
    const { session, row } = await subscribedMember(stripe)
    const response = await call(t, 'POST', '/api/subscription/portal', undefined, { session })
    expect(response.status).toBe(200)
    const { url } = (await response.json()) as { url: string }
    expect(url).toMatch(new RegExp(`^${standIn.url}/portal/bps_\\w+$`))
    const portal = standIn.requestsTo('POST', '/v1/billing_portal/sessions').at(-1)
    expect(portal?.params).toEqual({
      customer: row.provider_customer_id,
      return_url: `${APP_URL}/dashboard/subscriptions`,
      locale: 'fr',
    })
    expect(portal?.headers['idempotency-key']).toMatch(/^releve:portal:/)
  })
})

describe('the member changes her details', () => {
  it("carries a new email or name to Stripe's customer; Stripe down keeps the change made here", async () => {
    const { id, password, session, email } = await subscribedMember(stripe)
    const customerId = [...standIn.customers.values()].find((c) => c.email === email)?.id as string
    const path = `/v1/customers/${customerId}`

    const newEmail = `nouvelle-${id}@example.test`
    const changed = await call(
      t,
      'PUT',
      `/api/users/${id}/update-information`,
      { email: newEmail, current_password: password, first_name: 'Maëlle', last_name: 'Durand' },
      { session },
    )
    expect(changed.status).toBe(200)
    expect(standIn.customers.get(customerId)).toMatchObject({ email: newEmail, name: 'Maëlle Durand' })
    expect(standIn.requestsTo('POST', path).at(-1)?.headers['idempotency-key']).toMatch(/^releve:customer-update:/)

    // Saving the same details again asks nothing of Stripe.
    const before = standIn.requestsTo('POST', path).length
    expect((await call(t, 'PUT', `/api/users/${id}/update-information`, { first_name: 'Maëlle' }, { session })).status).toBe(200)
    expect(standIn.requestsTo('POST', path)).toHaveLength(before)

    // Stripe unreachable: the account's change is made all the same.
    const offline = t.withEnv({ STRIPE_API_BASE: 'http://127.0.0.1:9' })
    const renamed = await call(offline, 'PUT', `/api/users/${id}/update-information`, { first_name: 'Lou' }, { session })
    expect(renamed.status).toBe(200)
    expect(await t.db.selectFrom('users').select('first_name').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({
      first_name: 'Lou',
    })
  })
})

describe('account deletion', () => {
  it('cancels the subscription at Stripe first, then closes the account; Stripe down keeps the account', async () => {
    const { id, password, session, stripeSubscriptionId } = await subscribedMember(stripe)
    const path = `/v1/subscriptions/${stripeSubscriptionId}`

    const offline = t.withEnv({ STRIPE_API_BASE: 'http://127.0.0.1:9' })
    const refused = await call(offline, 'DELETE', `/api/users/${id}/soft-delete`, { password }, { session })
    expect(refused.status).toBe(503)
    expect(await t.db.selectFrom('users').select('deleted_at').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({
      deleted_at: null,
    })

    const response = await call(t, 'DELETE', `/api/users/${id}/soft-delete`, { password }, { session })
    expect(response.status).toBe(200)
    expect(standIn.requestsTo('DELETE', path)).toHaveLength(1)
    expect(standIn.subscription(stripeSubscriptionId).status).toBe('canceled')
    expect(await subscriptionOf(t, id)).toMatchObject({ status: 'cancelled', cancel_at_period_end: false })
  })
})

function checkoutCustomer(url: string): unknown {
  return standIn.sessions.get(url.split('/').pop() ?? '')?.customer
}

describe('configuration', () => {
  it('refuses a Stripe key without its webhook secret, keys of the wrong kind, and the stand-in on a public site', () => {
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY/)
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(
      /STRIPE_SECRET_KEY: not a Stripe secret key/,
    )
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: not a Stripe webhook/,
    )
    const site = { NODE_ENV: 'production', APP_URL: 'https://releve.example', STRIPE_API_BASE: 'http://127.0.0.1:12111' }
    expect(() => loadEnv(site)).toThrow(/STRIPE_API_BASE: a local stand-in/)
    expect(loadEnv({ ...site, APP_URL: 'http://localhost:3614' }).STRIPE_API_BASE).toBe('http://127.0.0.1:12111')
  })
})
