import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { createSavedSearchDigestJob } from '#server/modules/alerts/saved-search-digest.ts'
import { createMailer } from '#server/modules/mail/mailer.ts'
import { INACTIVE_ACCOUNT_DAYS, runRetention } from '#server/modules/retention/retention.job.ts'
import { recordPayment } from '#server/modules/subscriptions/payments.service.ts'
import { createSubscriptionLifecycleJob, PENDING_DAYS } from '#server/modules/subscriptions/subscriptions.lifecycle.ts'
import { adminOverviewSchema } from '#shared/admin-overview.ts'
import { type AdminPlan, type AdminSubscription, adminSubscriptionDetailSchema } from '#shared/subscriptions-api.ts'
import { call, mails } from './helpers/accounts.ts'
import { subscribe } from './helpers/subscriptions.ts'
import { createTestApp } from './helpers/test-app.ts'
import { addCommunes, admin, json, member, nurse, postOffer } from './replacements-fixtures.ts'

// The test clock starts on Monday 2 March 2026, 10:00 in Paris.
const t = await createTestApp()
await addCommunes(t, ['34172'])

type ErrorBody = { message: string; code: string; errors?: Record<string, string[]> }
const DAY = 86_400_000
const as = (who: { session: string }) => ({ session: who.session })
const deps = () => ({ db: t.db, env: t.env, clock: t.clock, mail: createMailer({ db: t.db, env: t.env, clock: t.clock }) })

const newPlan = {
  slug: 'mensuel-test',
  name: 'Mensuel',
  description: 'Au mois.',
  features: ['Alertes instantanées'],
  price_cents: 490,
  interval: 'month',
  entitlements: ['instant_alerts'],
}

describe('the plans editor', () => {
  it('is for admins with two-factor only', async () => {
    const someone = await member(t)
    expect((await call(t, 'GET', '/api/admin/plans', undefined, as(someone))).status).toBe(403)
    expect((await call(t, 'POST', '/api/admin/plans', newPlan, as(someone))).status).toBe(403)
    expect((await call(t, 'PATCH', '/api/admin/plans/1', { name: 'X' }, as(someone))).status).toBe(403)
    expect((await call(t, 'GET', '/api/admin/plans')).status).toBe(401)
  })

  it('creates, edits and retires a plan, refusing bad input, each change in the audit log', async () => {
    const boss = await admin(t)
    for (const [body, field] of [
      [{ ...newPlan, slug: 'Pas Bon' }, 'slug'],
      [{ ...newPlan, price_cents: 10 }, 'price_cents'],
      [{ ...newPlan, interval: 'week' }, 'interval'],
      [{ ...newPlan, entitlements: ['rank_in_search'] }, 'entitlements.0'],
      [{ ...newPlan, entitlements: [] }, 'entitlements'],
      [{ ...newPlan, trial_days: 400 }, 'trial_days'],
    ] as const) {
      const response = await call(t, 'POST', '/api/admin/plans', body, as(boss))
      expect(response.status, JSON.stringify(body)).toBe(422)
      expect(Object.keys((await json<ErrorBody>(response)).errors ?? {})).toEqual([field])
    }
    const created = await call(t, 'POST', '/api/admin/plans', newPlan, as(boss))
    expect(created.status).toBe(201)
    const plan = await json<AdminPlan>(created)
    expect(plan).toMatchObject({ slug: 'mensuel-test', active: true, subscribers: 0, vat_rate_bps: 2000, trial_days: 0 })
    const taken = await call(t, 'POST', '/api/admin/plans', newPlan, as(boss))
    expect((await json<ErrorBody>(taken)).errors?.slug).toEqual(['Une formule porte déjà cet identifiant.'])
    expect((await json<{ plans: { slug: string }[] }>(await call(t, 'GET', '/api/plans'))).plans.map((p) => p.slug)).toContain(
      'mensuel-test',
    )

    expect((await call(t, 'PATCH', `/api/admin/plans/${plan.id}`, {}, as(boss))).status).toBe(422)
    expect((await call(t, 'PATCH', '/api/admin/plans/999999', { name: 'X' }, as(boss))).status).toBe(404)
    const retired = await call(t, 'PATCH', `/api/admin/plans/${plan.id}`, { active: false, name: 'Mensuel (ancien)' }, as(boss))
    expect(retired.status).toBe(200)
    expect(await json(retired)).toMatchObject({ active: false, name: 'Mensuel (ancien)' })
    expect(
      (await json<{ plans: { slug: string }[] }>(await call(t, 'GET', '/api/plans'))).plans.map((p) => p.slug),
    ).not.toContain('mensuel-test')
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_type', '=', 'plan')
      .where('subject_id', '=', String(plan.id))
      .orderBy('id')
      .execute()
    expect(audit.map((entry) => entry.action)).toEqual(['plan.create', 'plan.deactivate'])
  })

  it('sets the Stripe price a plan is sold by card for: Stripe’s own identifier, one plan per price', async () => {
    const boss = await admin(t)
    const plans = await json<{ plans: AdminPlan[] }>(await call(t, 'GET', '/api/admin/plans', undefined, as(boss)))
    const [first, second] = plans.plans
    if (!first || !second) throw new Error('two plans are seeded')
    const patch = (id: number, body: unknown) => call(t, 'PATCH', `/api/admin/plans/${id}`, body, as(boss))

    const bad = await patch(first.id, { stripe_price_id: 'prod_123' })
    expect(bad.status).toBe(422)
    expect((await json<ErrorBody>(bad)).errors?.stripe_price_id).toEqual([
      'Le prix Stripe est l’identifiant donné par Stripe, qui commence par « price_ ».',
    ])
    const set = await patch(first.id, { stripe_price_id: 'price_1Titulaire' })
    expect(set.status).toBe(200)
    expect(await json<AdminPlan>(set)).toMatchObject({ id: first.id, stripe_price_id: 'price_1Titulaire' })
    const taken = await patch(second.id, { stripe_price_id: 'price_1Titulaire' })
    expect(taken.status).toBe(422)
    expect((await json<ErrorBody>(taken)).errors?.stripe_price_id).toEqual(['Une autre formule vend déjà ce prix Stripe.'])
    // Back to transfer only.
    expect(await json<AdminPlan>(await patch(first.id, { stripe_price_id: null }))).toMatchObject({ stripe_price_id: null })
  })
})

describe('the subscriptions list, its CSV and the overview figures', () => {
  it('filters by status, plan, provider and person, pages, and exports the same as CSV', async () => {
    const boss = await admin(t)
    const zoe = await member(t, { first_name: 'Zoé', last_name: 'Lambert' })
    const marc = await member(t, { first_name: 'Marc', last_name: 'Petit' })
    await subscribe(t, zoe.id, 'titulaire')
    await subscribe(t, marc.id, 'remplacant', { status: 'past_due', endsInDays: -1, graceDays: 14 })
    const list = async (query: string) =>
      json<{ subscriptions: AdminSubscription[]; count: number }>(
        await call(t, 'GET', `/api/admin/subscriptions${query}`, undefined, as(boss)),
      )
    expect((await list('?q=lambert')).subscriptions.map((s) => s.user.name)).toEqual(['Zoé Lambert'])
    expect((await list('?q=Petit&status=past_due')).subscriptions.map((s) => s.plan.slug)).toEqual(['remplacant'])
    expect((await list('?q=Petit&status=active')).count).toBe(0)
    expect((await list('?provider=stripe')).count).toBe(0)
    for (const bad of ['?status=paid', '?plan_id=abc', '?provider=paypal', '?page=0', '?perPage=500']) {
      expect((await call(t, 'GET', `/api/admin/subscriptions${bad}`, undefined, as(boss))).status, bad).toBe(422)
    }
    expect((await call(t, 'GET', '/api/admin/subscriptions', undefined, as(zoe))).status).toBe(403)

    const csv = await call(t, 'GET', '/api/admin/subscriptions/export.csv?q=lambert', undefined, as(boss))
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const lines = (await csv.text()).replace('\uFEFF', '').trim().split('\r\n')
    expect(lines[0]).toBe(
      'N°;E-mail;Nom;Formule;État;Paiement;Référence de virement;Début de période;Fin de période;Résilié à échéance;Total payé (€);Créé le',
    )
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`;${zoe.email};Zoé Lambert;Titulaire;active;manual;`)
    expect((await call(t, 'GET', '/api/admin/subscriptions/export.csv', undefined, as(zoe))).status).toBe(403)
  })

  it('counts subscribers, the MRR and the churn of 30 days on the overview', async () => {
    const boss = await admin(t)
    const before = adminOverviewSchema.parse(await (await call(t, 'GET', '/api/admin/overview', undefined, as(boss))).json())
    const yearly = await member(t)
    await subscribe(t, yearly.id, 'titulaire')
    const gone = await member(t)
    const id = await subscribe(t, gone.id, 'remplacant')
    await t.db.updateTable('subscriptions').set({ status: 'cancelled', ended_at: t.clock.now() }).where('id', '=', id).execute()
    const after = adminOverviewSchema.parse(await (await call(t, 'GET', '/api/admin/overview', undefined, as(boss))).json())
    expect(after.subscriptions?.active_subscribers).toBe((before.subscriptions?.active_subscribers ?? 0) + 1)
    // 49 € a year is 4.08 € a month.
    expect(after.subscriptions?.mrr_cents).toBe((before.subscriptions?.mrr_cents ?? 0) + 408)
    expect(after.subscriptions?.ended_last_30_days).toBe((before.subscriptions?.ended_last_30_days ?? 0) + 1)
    expect(after.subscriptions?.churn_rate_30_days).toBeGreaterThan(0)
  })

  it('shows one subscription with its payments and their invoices, to admins only', async () => {
    const boss = await admin(t)
    const holder = await member(t, { first_name: 'Paul', last_name: 'Blanc' })
    const id = await subscribe(t, holder.id, 'titulaire', { endsInDays: 5 })
    const paid = await call(
      t,
      'POST',
      `/api/admin/subscriptions/${id}/payments`,
      { amount_cents: 4900, paid_on: '2026-03-02', reference: `VIR-D-${id}` },
      as(boss),
    )
    const { invoice } = await json<{ invoice: { id: number; number: string } }>(paid)
    const response = await call(t, 'GET', `/api/admin/subscriptions/${id}`, undefined, as(boss))
    expect(response.status).toBe(200)
    const detail = adminSubscriptionDetailSchema.parse(await response.json())
    expect(detail.subscription).toMatchObject({ id, user: { name: 'Paul Blanc' }, status: 'active', paid_cents: 4900 })
    expect(detail.payments).toEqual([
      expect.objectContaining({
        amount_cents: 4900,
        provider: 'manual',
        provider_payment_id: `VIR-D-${id}`,
        recorded_by: boss.id,
        invoice,
      }),
    ])
    expect((await call(t, 'GET', '/api/admin/subscriptions/999999', undefined, as(boss))).status).toBe(404)
    expect((await call(t, 'GET', `/api/admin/subscriptions/${id}`, undefined, as(holder))).status).toBe(403)
  })

  it('refuses a payment for a card subscription or an ended one', async () => {
    const boss = await admin(t)
    const card = await member(t)
    const cardId = await subscribe(t, card.id, 'titulaire', { provider: 'stripe' })
    const body = { amount_cents: 4900, paid_on: '2026-03-02', reference: 'VIR-X' }
    const refused = await call(t, 'POST', `/api/admin/subscriptions/${cardId}/payments`, body, as(boss))
    expect(refused.status).toBe(409)
    expect((await json<ErrorBody>(refused)).code).toBe('payment.not_manual')
    const old = await member(t)
    const oldId = await subscribe(t, old.id, 'titulaire', { endsInDays: -10 })
    await t.db.updateTable('subscriptions').set({ status: 'expired' }).where('id', '=', oldId).execute()
    expect((await call(t, 'POST', `/api/admin/subscriptions/${oldId}/payments`, body, as(boss))).status).toBe(409)
  })
})

describe('invoice numbers', () => {
  it('gives 20 payments at once 20 consecutive numbers of the year, without gap or duplicate', async () => {
    const ids: number[] = []
    for (let i = 0; i < 20; i++) {
      const someone = await member(t)
      ids.push(await subscribe(t, someone.id, 'titulaire', { endsInDays: 3 }))
    }
    const start = await t.db.selectFrom('invoice_counters').select('last_number').where('year', '=', 2026).executeTakeFirst()
    const results = await Promise.all(
      ids.map((subscriptionId, i) =>
        recordPayment(deps(), {
          subscriptionId,
          amountCents: 4900,
          vatCents: 0,
          paidAt: t.clock.now(),
          provider: 'manual',
          providerPaymentId: `concurrent-${i}-${subscriptionId}`,
        }),
      ),
    )
    const first = (start?.last_number ?? 0) + 1
    const numbers = results.map((result) => result.invoiceNumber).sort()
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `2026-${String(first + i).padStart(6, '0')}`))
    const sequences = await t.db.selectFrom('invoices').select('sequence').where('year', '=', 2026).orderBy('sequence').execute()
    expect(sequences.map((row) => row.sequence)).toEqual(Array.from({ length: sequences.length }, (_, i) => i + 1))
  })

  it('gives a rolled-back payment its number back', async () => {
    const someone = await member(t)
    const id = await subscribe(t, someone.id, 'titulaire', { endsInDays: 3 })
    const before = await t.db.selectFrom('invoice_counters').select('last_number').where('year', '=', 2026).executeTakeFirst()
    await expect(
      t.db.transaction().execute(async (trx) => {
        await recordPayment(
          { ...deps(), db: trx },
          {
            subscriptionId: id,
            amountCents: 4900,
            vatCents: 0,
            paidAt: t.clock.now(),
            provider: 'manual',
            providerPaymentId: 'rolled-back',
          },
        )
        throw new Error('the caller failed after the payment')
      }),
    ).rejects.toThrow('the caller failed')
    const after = await t.db.selectFrom('invoice_counters').select('last_number').where('year', '=', 2026).executeTakeFirst()
    expect(after?.last_number).toBe(before?.last_number)
  })
})

describe('the lifecycle job', () => {
  it('ends cancelled ones at their period end, expires past_due ones after the grace, puts unpaid transfers past due, drops old pending ones', async () => {
    const job = createSubscriptionLifecycleJob({ ...deps(), logger: pino({ level: 'silent' }) })
    const leaving = await member(t)
    const leavingId = await subscribe(t, leaving.id, 'titulaire', { endsInDays: 1 })
    await t.db.updateTable('subscriptions').set({ cancel_at_period_end: true }).where('id', '=', leavingId).execute()
    const late = await member(t)
    const lateId = await subscribe(t, late.id, 'titulaire', { status: 'past_due', endsInDays: -10, graceDays: 11 })
    const unpaid = await member(t)
    const unpaidId = await subscribe(t, unpaid.id, 'remplacant', { endsInDays: 1 })
    const card = await member(t)
    const cardId = await subscribe(t, card.id, 'remplacant', { endsInDays: 1, provider: 'stripe' })
    const waiting = await member(t)
    const pending = await t.db
      .insertInto('subscriptions')
      .values({
        user_id: waiting.id,
        plan_id: (await t.db.selectFrom('plans').select('id').where('slug', '=', 'titulaire').executeTakeFirstOrThrow()).id,
        status: 'pending',
        current_period_start: null,
        current_period_end: null,
        provider: 'manual',
        created_at: t.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const status = async (id: number) =>
      (await t.db.selectFrom('subscriptions').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status

    expect(await job.runOnce()).toMatchObject({ cancelled: 0, expired: 0, past_due: 0 })
    t.clock.advance(2 * DAY)
    const counts = await job.runOnce()
    expect(counts.cancelled).toBeGreaterThanOrEqual(1)
    expect(await status(leavingId)).toBe('cancelled')
    expect(await status(lateId)).toBe('expired')
    expect(await mails(t, { to: late.email, template: 'subscription-grace-ended' })).toHaveLength(1)
    expect(await status(unpaidId)).toBe('past_due')
    expect(await mails(t, { to: unpaid.email, template: 'subscription-payment-failed' })).toHaveLength(1)
    // Stripe says so itself: its subscription waits for the webhook.
    expect(await status(cardId)).toBe('active')
    expect(await status(pending.id)).toBe('pending')
    // Run again: nothing twice.
    await job.runOnce()
    expect(await mails(t, { to: late.email, template: 'subscription-grace-ended' })).toHaveLength(1)
    expect(await mails(t, { to: unpaid.email, template: 'subscription-payment-failed' })).toHaveLength(1)

    t.clock.advance(PENDING_DAYS * DAY)
    await job.runOnce()
    expect(await status(pending.id)).toBe('cancelled')
    // The unpaid transfer's grace is over too.
    expect(await status(unpaidId)).toBe('expired')
  })
})

describe('instant alerts and the daily digest', () => {
  it('tells a free member in the app at once and by mail the next morning; a subscriber by mail at once', async () => {
    const free = await nurse(t)
    const paying = await nurse(t)
    await subscribe(t, paying.id, 'remplacant')
    for (const who of [free, paying]) {
      const saved = await call(t, 'POST', '/api/saved-searches', { name: 'Tout', filters: {} }, as(who))
      expect(saved.status).toBe(201)
    }
    const listingSearch = await call(
      t,
      'POST',
      '/api/saved-searches',
      { subject: 'partner_listings', name: 'Associations', filters: {} },
      as(free),
    )
    expect(listingSearch.status).toBe(201)
    const holder = await member(t)
    const offer = await postOffer(t, holder, { start_date: '2026-09-10', end_date: '2026-09-14' })
    const listing = await call(
      t,
      'POST',
      '/api/partner-listings',
      {
        kind: 'collaboration',
        commune_insee: '34172',
        start_date: '2026-10-01',
        premises: 'shared',
        redevance_percent: 20,
        days_per_week: 4,
        publish: true,
      },
      as(holder),
    )
    expect(listing.status).toBe(201)
    const listingId = (await json<{ partner_listing: { id: number } }>(listing)).partner_listing.id
    const notificationMails = async (to: string) => mails(t, { to, template: 'notification' })
    const inApp = async (userId: number) =>
      t.db
        .selectFrom('notifications')
        .select('event')
        .where('user_id', '=', userId)
        .where('event', '=', 'saved_search_match')
        .execute()
    expect(await inApp(free.id)).toHaveLength(1)
    expect(
      await t.db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', free.id)
        .where('event', '=', 'partner_listing_match')
        .execute(),
    ).toHaveLength(1)
    expect(await notificationMails(free.email)).toHaveLength(0)
    expect(await inApp(paying.id)).toHaveLength(1)
    expect(await notificationMails(paying.email)).toHaveLength(1)

    const job = createSavedSearchDigestJob({ ...deps(), logger: pino({ level: 'silent' }) })
    // Past 7:00 in Paris: the match, made after it, waits for tomorrow's.
    expect(await job.runOnce()).toEqual({ mailed: 0 })
    t.clock.advance(20.5 * 3600_000)
    expect(await job.runOnce()).toEqual({ mailed: 1 })
    const [digest, ...others] = await mails(t, { to: free.email, template: 'saved-search-digest' })
    expect(others).toHaveLength(0)
    expect(digest?.data).toMatchObject({
      total: 2,
      offers: [{ replacement_id: offer.id, commune_name: 'Montpellier' }],
      listings: [{ listing_id: listingId, kind: 'collaboration', commune_name: 'Montpellier' }],
    })
    expect(await mails(t, { to: paying.email, template: 'saved-search-digest' })).toHaveLength(0)
    expect(await job.runOnce()).toEqual({ mailed: 0 })
    t.clock.advance(-20.5 * 3600_000)
  })
})

describe('retention', () => {
  it('never erases a member still paying as unused', async () => {
    const paying = await member(t)
    const idle = await member(t)
    await subscribe(t, paying.id, 'titulaire')
    const longAgo = new Date(t.clock.now().getTime() - (INACTIVE_ACCOUNT_DAYS + 60) * DAY)
    const warned = new Date(t.clock.now().getTime() - 40 * DAY)
    await t.db
      .updateTable('users')
      .set({ last_seen_at: longAgo, inactivity_warned_at: warned })
      .where('id', 'in', [paying.id, idle.id])
      .execute()
    await runRetention({ ...deps(), storageDir: '' })
    const rows = await t.db.selectFrom('users').select(['id', 'deleted_at']).where('id', 'in', [paying.id, idle.id]).execute()
    expect(rows.find((row) => row.id === paying.id)?.deleted_at).toBeNull()
    expect(rows.find((row) => row.id === idle.id)?.deleted_at).not.toBeNull()
  })
})
