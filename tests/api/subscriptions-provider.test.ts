import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { createApp } from '#server/app.ts'
import type { AppEnv } from '#server/http/types.ts'
import type { PaymentProvider, SubscriptionRow } from '#server/modules/subscriptions/provider.ts'
import { call } from './helpers/accounts.ts'
import { subscribe } from './helpers/subscriptions.ts'
import { APP_URL, createTestApp, type TestApp } from './helpers/test-app.ts'
import { json, member } from './replacements-fixtures.ts'

/**
 * The core's side of a provider that redirects (as Stripe's Checkout does) and of one that fails:
 * the app built with a stand-in provider on the test database.
 */
const t = await createTestApp()

type ErrorBody = { message: string; code: string }
const as = (who: { session: string }) => ({ session: who.session })

/** A provider that records what it was asked, redirects, and fails when `failing` is set. */
function standIn() {
  const calls: { method: string; subscription: SubscriptionRow; idempotencyKey?: string }[] = []
  const state = { failing: false }
  const record = (method: string) => async (subscription: SubscriptionRow) => {
    if (state.failing) throw new Error('provider down')
    calls.push({ method, subscription })
  }
  const provider: PaymentProvider = {
    name: 'stripe',
    async start({ subscription, idempotencyKey }) {
      if (state.failing) throw new Error('provider down')
      calls.push({ method: 'start', subscription, idempotencyKey })
      return { kind: 'redirect', url: `https://checkout.example/pay/${subscription.id}` }
    },
    async portalUrl(subscription) {
      return `https://billing.example/portal/${subscription.id}`
    },
    cancelAtPeriodEnd: record('cancelAtPeriodEnd'),
    resume: record('resume'),
    async changePlan(subscription) {
      if (state.failing) throw new Error('provider down')
      calls.push({ method: 'changePlan', subscription })
    },
    cancelNow: record('cancelNow'),
    async updateMember() {},
  }
  return { provider, calls, state }
}

/** The test app's requests, served by an app with `provider`. */
function withProvider(provider: PaymentProvider): TestApp {
  const app = createApp({
    db: t.db,
    env: t.env,
    logger: pino({ level: 'silent' }),
    clock: t.clock,
    testing: { fastPasswordHashing: true },
    paymentProvider: provider,
  })
  const bindings = { incoming: { socket: { remoteAddress: '127.0.0.1' } } } as unknown as AppEnv['Bindings']
  return {
    ...t,
    app,
    request: (path, { ip: _ip, ...init } = {}) => Promise.resolve(app.request(new URL(path, APP_URL).toString(), init, bindings)),
  }
}

describe('a provider that redirects', () => {
  it("answers its address with the pending row it was given and the member's key, and opens its portal", async () => {
    const { provider, calls } = standIn()
    const app = withProvider(provider)
    const holder = await member(t)
    const plan = await t.db.selectFrom('plans').select('id').where('slug', '=', 'titulaire').executeTakeFirstOrThrow()
    const response = await call(
      app,
      'POST',
      '/api/subscriptions',
      { plan_id: plan.id },
      { ...as(holder), headers: { 'Idempotency-Key': 'key-12345678' } },
    )
    expect(response.status).toBe(200)
    const body = await json<{ kind: string; url: string; message: string }>(response)
    const row = await t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', holder.id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'pending', provider: 'stripe', manual_reference: null })
    expect(body).toEqual({
      kind: 'redirect',
      url: `https://checkout.example/pay/${row.id}`,
      message: 'Vous allez être redirigé vers la page de paiement sécurisé.',
    })
    expect(calls).toEqual([
      {
        method: 'start',
        subscription: expect.objectContaining({ id: row.id }),
        idempotencyKey: `subscription-${holder.id}-key-12345678`,
      },
    ])

    const paying = await member(t)
    await subscribe(t, paying.id, 'titulaire', { provider: 'stripe' })
    const portal = await call(app, 'POST', '/api/subscription/portal', undefined, as(paying))
    expect(portal.status).toBe(200)
    expect(await json<{ url: string }>(portal)).toMatchObject({
      url: expect.stringMatching(/^https:\/\/billing\.example\/portal\/\d+$/),
    })
  })
})

describe('a provider that fails', () => {
  it('gives a 503 the member may retry, and changes nothing: no cancellation, no deletion', async () => {
    const { provider, state } = standIn()
    const app = withProvider(provider)
    const holder = await member(t)
    const id = await subscribe(t, holder.id, 'titulaire', { provider: 'stripe' })
    state.failing = true

    const cancel = await call(app, 'POST', '/api/subscription/cancel', undefined, as(holder))
    expect(cancel.status).toBe(503)
    expect((await json<ErrorBody>(cancel)).message).toBe('Le service de paiement ne répond pas. Réessayez dans un instant.')
    const row = await t.db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row.cancel_at_period_end).toBe(false)

    const deletion = await call(app, 'DELETE', `/api/users/${holder.id}/soft-delete`, { password: holder.password }, as(holder))
    expect(deletion.status).toBe(503)
    const user = await t.db.selectFrom('users').select('deleted_at').where('id', '=', holder.id).executeTakeFirstOrThrow()
    expect(user.deleted_at).toBeNull()
    expect((await t.db.selectFrom('subscriptions').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe(
      'active',
    )

    state.failing = false
    expect(
      (await call(app, 'DELETE', `/api/users/${holder.id}/soft-delete`, { password: holder.password }, as(holder))).status,
    ).toBe(200)
    expect((await t.db.selectFrom('subscriptions').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe(
      'cancelled',
    )
  })
})
