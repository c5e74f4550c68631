import type Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { mails } from './helpers/accounts.ts'
import {
  createStripeTest,
  member,
  paymentsOf,
  postWebhook,
  startCheckout,
  storedEvents,
  subscribedMember,
  subscriptionOf,
  WEBHOOK_SECRET,
} from './stripe-fixtures.ts'

const stripe = await createStripeTest()
const { t, standIn } = stripe

const DAY_MS = 86_400_000

/** A member whose checkout is started, not paid: the pending row and the stand-in's session. */
async function pendingCheckout() {
  const who = await member(t)
  const response = await startCheckout(t, who.session)
  expect(response.status).toBe(200)
  const { url } = (await response.json()) as { url: string }
  const session = standIn.sessions.get(url.split('/').pop() ?? '')
  if (!session) throw new Error('the stand-in has no such session')
  return { ...who, session, row: await subscriptionOf(t, who.id) }
}

describe('POST /api/webhooks/stripe: the signature', () => {
  it('refuses a missing, forged or stale signature with 400 and changes nothing', async () => {
    const { row, session } = await pendingCheckout()
    const event = standIn.event('checkout.session.completed', {
      ...session,
      status: 'complete',
      customer: 'cus_forged',
      subscription: 'sub_forged',
    })
    const body = JSON.stringify(event)
    const now = Math.floor(t.clock.now().getTime() / 1000)
    const refused = [
      await postWebhook(t, body),
      await postWebhook(t, body, 't=1,v1=0000'),
      await postWebhook(t, body, standIn.sign(body, 'whsec_anotherSecret')),
      // Signed, then the body changed.
      await postWebhook(t, body.replace('cus_forged', 'cus_forgee'), standIn.sign(body)),
      // Past the 300 s tolerance: a replay of an old delivery.
      await postWebhook(t, body, standIn.sign(body, WEBHOOK_SECRET, now - 301)),
    ]
    for (const response of refused) {
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ code: 'http.bad_request' })
    }
    expect((await storedEvents(t)).filter((e) => e.id === event.id)).toEqual([])
    expect(await subscriptionOf(t, row.user_id)).toEqual(row)
  })

  it('accepts a signature 300 s old, at the tolerance edge', async () => {
    const { row, session } = await pendingCheckout()
    const body = JSON.stringify(
      standIn.event('checkout.session.completed', {
        ...session,
        status: 'complete',
        customer: session.customer,
        subscription: 'sub_edge',
      }),
    )
    const now = Math.floor(t.clock.now().getTime() / 1000)
    const response = await postWebhook(t, body, standIn.sign(body, WEBHOOK_SECRET, now - 300))
    expect(response.status).toBe(200)
    expect((await subscriptionOf(t, row.user_id)).provider_subscription_id).toBe('sub_edge')
  })

  it('needs no session, CSRF token or Origin of ours, but keeps the body limit and the headers of every answer', async () => {
    const { session } = await pendingCheckout()
    const body = JSON.stringify(
      standIn.event('checkout.session.completed', { ...session, status: 'complete', subscription: 'sub_nocsrf' }),
    )
    const crossSite = await postWebhook(t, body, standIn.sign(body), {
      Origin: 'https://stripe.example',
      'Sec-Fetch-Site': 'cross-site',
    })
    expect(crossSite.status).toBe(200)
    expect(crossSite.headers.get('cache-control')).toContain('no-store')
    expect(crossSite.headers.get('x-content-type-options')).toBe('nosniff')

    const huge = JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 1) })
    expect((await postWebhook(t, huge, standIn.sign(huge))).status).toBe(413)
  })

  it('is not there without STRIPE_WEBHOOK_SECRET', async () => {
    const plain = t.withEnv({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', STRIPE_API_BASE: '' })
    const body = JSON.stringify(standIn.event('invoice.paid', {}))
    expect((await postWebhook(plain, body, standIn.sign(body))).status).toBe(404)
  })
})

describe('POST /api/webhooks/stripe: the events', () => {
  it('a completed checkout activates the subscription once its first invoice is paid: one payment, one invoice', async () => {
    const { id, row, stripeSubscriptionId } = await subscribedMember(stripe)
    const stripeSubscription = standIn.subscription(stripeSubscriptionId)
    const item = stripeSubscription.items.data[0]
    expect(row).toMatchObject({
      status: 'active',
      provider: 'stripe',
      provider_subscription_id: stripeSubscriptionId,
      provider_customer_id: stripeSubscription.customer,
      cancel_at_period_end: false,
      grace_ends_at: null,
    })
    expect(new Date(row.current_period_start ?? 0).getTime()).toBe(item.current_period_start * 1000)
    expect(new Date(row.current_period_end ?? 0).getTime()).toBe(item.current_period_end * 1000)
    const payments = await paymentsOf(t, row.id)
    expect(payments).toHaveLength(1)
    // 49 € TTC with 20 % VAT inside: 8.17 €.
    expect(payments[0]).toMatchObject({
      amount_cents: 4900,
      vat_cents: 817,
      provider_payment_id: stripeSubscription.latest_invoice,
    })
    expect(await mails(t, { template: 'subscription-started' })).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ data: expect.objectContaining({ invoice_number: payments[0]?.number }) }),
      ]),
    )
    const types = (await storedEvents(t)).filter((e) => standIn.deliveries.some((d) => d.event.id === e.id)).map((e) => e.type)
    expect(types).toEqual(expect.arrayContaining(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']))
    expect(row.user_id).toBe(id)
  })

  it('applies the same event once however often it comes, in turn or at once', async () => {
    const { row, stripeSubscriptionId } = await subscribedMember(stripe)
    const paid = standIn.deliveries.find(
      (d) =>
        d.event.type === 'invoice.paid' &&
        (d.event.data.object as Stripe.Invoice).parent?.subscription_details?.subscription === stripeSubscriptionId,
    )
    if (!paid) throw new Error('no invoice.paid delivered')
    const body = JSON.stringify(paid.event)
    const again = await postWebhook(t, body, standIn.sign(body))
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ received: true, outcome: 'replayed' })
    // A new event delivered five times at once: one applies it, the others find it claimed.
    const fresh = JSON.stringify(standIn.event('customer.subscription.updated', standIn.subscription(stripeSubscriptionId)))
    const together = await Promise.all(Array.from({ length: 5 }, () => postWebhook(t, fresh, standIn.sign(fresh))))
    expect(together.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    const outcomes = await Promise.all(together.map(async (r) => ((await r.json()) as { outcome: string }).outcome))
    expect(outcomes.sort()).toEqual(['applied', 'replayed', 'replayed', 'replayed', 'replayed'])
    // Another event about the same invoice (Stripe's invoice.paid sent under a new id) pays nothing more either.
    await standIn.send(standIn.event('invoice.paid', paid.event.data.object as unknown as Record<string, unknown>))
    expect(await paymentsOf(t, row.id)).toHaveLength(1)
    expect((await subscriptionOf(t, row.user_id)).current_period_end).toEqual(row.current_period_end)
  })

  it('never rolls a subscription back to an older snapshot delivered late', async () => {
    const { row, stripeSubscriptionId } = await subscribedMember(stripe)
    const subscription = standIn.subscription(stripeSubscriptionId)
    const created = Math.floor(t.clock.now().getTime() / 1000)
    subscription.cancel_at_period_end = true
    const older = standIn.event('customer.subscription.updated', subscription, created + 10)
    subscription.cancel_at_period_end = false
    const newer = standIn.event('customer.subscription.updated', subscription, created + 20)
    expect((await standIn.send(newer)).status).toBe(200)
    const late = await postWebhook(t, JSON.stringify(older), standIn.sign(JSON.stringify(older)))
    expect(await late.json()).toEqual({ received: true, outcome: 'ignored' })
    expect(await subscriptionOf(t, row.user_id)).toMatchObject({ cancel_at_period_end: false, status: 'active' })

    // Within one second, the later state of the subscription's life wins whatever the order.
    subscription.status = 'canceled'
    subscription.cancellation_details = { reason: 'cancellation_requested' }
    const ended = standIn.event('customer.subscription.deleted', subscription, created + 30)
    subscription.status = 'active'
    const stillActive = standIn.event('customer.subscription.updated', subscription, created + 30)
    await standIn.send(ended)
    await standIn.send(stillActive)
    expect((await subscriptionOf(t, row.user_id)).status).toBe('cancelled')
  })

  it('a failed renewal makes it past_due with its grace, the member told once; the retry that succeeds makes it active again', async () => {
    const { row, stripeSubscriptionId, email } = await subscribedMember(stripe)
    const periodEnd = new Date(row.current_period_end ?? 0)
    t.clock.advance(periodEnd.getTime() - t.clock.now().getTime() + 60_000)
    const failed = await standIn.renew(stripeSubscriptionId, 'failed')
    expect(failed.deliveries.map((d) => d.status)).toEqual([200, 200])
    const pastDue = await subscriptionOf(t, row.user_id)
    expect(pastDue.status).toBe('past_due')
    // The unpaid period gives nothing: the paid one ends where it did, the grace follows it.
    expect(pastDue.current_period_end).toEqual(row.current_period_end)
    expect(new Date(pastDue.grace_ends_at ?? 0).getTime()).toBe(periodEnd.getTime() + 14 * DAY_MS)
    expect(await mails(t, { to: email, template: 'subscription-payment-failed' })).toHaveLength(1)

    // Stripe retries the card, it goes through: invoice.paid for the same invoice.
    const invoice = failed.invoice
    invoice.status = 'paid'
    invoice.amount_paid = invoice.total
    invoice.status_transitions.paid_at = Math.floor(t.clock.now().getTime() / 1000)
    const subscription = standIn.subscription(stripeSubscriptionId)
    subscription.status = 'active'
    await standIn.send(
      standIn.event('customer.subscription.updated', subscription, Math.floor(t.clock.now().getTime() / 1000) + 5),
    )
    await standIn.send(standIn.event('invoice.paid', invoice))
    const renewed = await subscriptionOf(t, row.user_id)
    expect(renewed).toMatchObject({ status: 'active', grace_ends_at: null })
    expect(new Date(renewed.current_period_end ?? 0).getTime()).toBe(subscription.items.data[0].current_period_end * 1000)
    expect(await paymentsOf(t, row.id)).toHaveLength(2)

    // The failure's event delivered again afterwards (a new id, as a second failure notice): that period is paid.
    await standIn.send(standIn.event('invoice.payment_failed', { ...invoice, status: 'open' }))
    expect((await subscriptionOf(t, row.user_id)).status).toBe('active')
    expect(await mails(t, { to: email, template: 'subscription-payment-failed' })).toHaveLength(1)
  })

  it('customer.subscription.deleted ends it: expired when Stripe gave up on the payments, cancelled when asked', async () => {
    const unpaid = await subscribedMember(stripe)
    standIn.subscription(unpaid.stripeSubscriptionId).cancellation_details = { reason: 'payment_failed' }
    expect((await standIn.endSubscription(unpaid.stripeSubscriptionId)).delivery.status).toBe(200)
    const expired = await subscriptionOf(t, unpaid.id)
    expect(expired.status).toBe('expired')
    expect(expired.ended_at).not.toBeNull()

    const asked = await subscribedMember(stripe)
    standIn.subscription(asked.stripeSubscriptionId).cancellation_details = { reason: 'cancellation_requested' }
    await standIn.endSubscription(asked.stripeSubscriptionId)
    expect((await subscriptionOf(t, asked.id)).status).toBe('cancelled')
  })

  it('records nothing for a second checkout paid in another tab, and logs it for a refund', async () => {
    const who = await member(t)
    const sessionOf = async (response: Response) => ((await response.json()) as { url: string }).url.split('/').pop() ?? ''
    const first = await sessionOf(await startCheckout(t, who.session))
    const second = await sessionOf(await startCheckout(t, who.session))
    const kept = await standIn.completeCheckout(first)
    const extra = await standIn.completeCheckout(second)
    expect(extra.deliveries.map((d) => d.status)).toEqual([200, 200, 200])
    const row = await subscriptionOf(t, who.id)
    expect(row).toMatchObject({ status: 'active', provider_subscription_id: kept.subscription.id })
    expect(await paymentsOf(t, row.id)).toHaveLength(1)
    const paid = extra.deliveries.find((d) => d.event.type === 'invoice.paid')
    expect(t.logs).toEqual(
      expect.arrayContaining([expect.objectContaining({ level: 40, msg: 'stripe event ignored', stripeEvent: paid?.event.id })]),
    )
  })

  it('stores and ignores what is not ours: other event types, another site’s subscriptions', async () => {
    const other = standIn.event('customer.created', { id: 'cus_other', object: 'customer' })
    const response = await standIn.send(other)
    expect(response.status).toBe(200)
    const foreign = standIn.event('customer.subscription.updated', {
      id: 'sub_foreign',
      object: 'subscription',
      status: 'active',
      customer: 'cus_other',
      metadata: {},
      cancel_at_period_end: false,
      cancel_at: null,
      items: { data: [{ current_period_start: 1, current_period_end: 2 }] },
    })
    await standIn.send(foreign)
    const stored = await storedEvents(t)
    expect(stored.filter((e) => e.id === other.id || e.id === foreign.id).map((e) => e.outcome)).toEqual(['ignored', 'ignored'])
  })
})
