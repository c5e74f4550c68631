import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import {
  invoicesResponseSchema,
  type MemberSubscription,
  type Plan,
  plansResponseSchema,
  type StartSubscriptionResponse,
  subscriptionResponseSchema,
} from '#shared/subscriptions-api.ts'
import { type User, userSchema } from '#shared/user.ts'
import { call, createUser, lastMail, login, mails } from './helpers/accounts.ts'
import { subscribe } from './helpers/subscriptions.ts'
import { createTestApp } from './helpers/test-app.ts'
import { addCommunes, admin, json, type Member, member, nurse, offerBody, postOffer } from './replacements-fixtures.ts'

// The test clock starts on Monday 2 March 2026, 10:00 in Paris.
const t = await createTestApp()
await addCommunes(t, ['34172'])

type ErrorBody = { message: string; code: string; errors?: Record<string, string[]>; plan?: { slug: string; name: string } }
const DAY = 86_400_000
const as = (who: { session: string }) => ({ session: who.session })
const key = () => ({ 'Idempotency-Key': `test-${Math.random().toString(36).slice(2, 14)}` })

async function plans(): Promise<Plan[]> {
  return plansResponseSchema.parse(await (await call(t, 'GET', '/api/plans')).json()).plans
}
async function planId(slug: string): Promise<number> {
  const plan = (await plans()).find((p) => p.slug === slug)
  if (!plan) throw new Error(`no plan ${slug}`)
  return plan.id
}
async function currentUser(who: Member): Promise<User> {
  return userSchema.parse(await (await call(t, 'GET', '/api/user', undefined, as(who))).json())
}
async function takeOut(who: Member, slug = 'titulaire', headers: Record<string, string> = key()) {
  return call(t, 'POST', '/api/subscriptions', { plan_id: await planId(slug) }, { ...as(who), headers })
}
/** A transfer marked received by an admin: the payment, the period and the invoice. */
async function markPaid(by: Member, subscriptionId: number, body: Record<string, unknown>) {
  return call(t, 'POST', `/api/admin/subscriptions/${subscriptionId}/payments`, body, as(by))
}

describe('GET /api/plans', () => {
  it('lists the plans on sale to anyone, the default ones of docs/decisions/017', async () => {
    const response = await call(t, 'GET', '/api/plans')
    expect(response.status).toBe(200)
    const list = await plans()
    expect(list.map((plan) => [plan.slug, plan.price_cents, plan.interval])).toEqual([
      ['remplacant', 2500, 'year'],
      ['titulaire', 4900, 'year'],
    ])
    expect(list[0]?.entitlements).toEqual(['instant_alerts'])
    expect(list[1]?.entitlements).toEqual(['multiple_offers', 'urgent_broadcast', 'cession_listings', 'instant_alerts'])
    expect(list[1]?.features.length).toBeGreaterThan(0)
    // No VAT number configured: the seller charges none (art. 293 B du CGI), and the prices say so.
    expect(list.map((plan) => plan.vat_rate_bps)).toEqual([0, 0])
  })

  it('gives the VAT rate in the prices once the seller has a VAT number', async () => {
    const withVat = t.withEnv({ INVOICE_VAT_NUMBER: 'FR12123456789', INVOICE_SELLER_SIREN: '123456789' })
    const list = plansResponseSchema.parse(await (await withVat.request('/api/plans')).json()).plans
    expect(list.map((plan) => plan.vat_rate_bps)).toEqual([2000, 2000])
  })
})

describe('GET /api/user: subscription', () => {
  it('is null without one, and carries the plan, status, period and entitlements with one', async () => {
    const holder = await member(t)
    expect((await currentUser(holder)).subscription).toBeNull()
    await subscribe(t, holder.id, 'remplacant', { endsInDays: 30 })
    const { subscription } = await currentUser(holder)
    expect(subscription).toMatchObject({
      plan: { slug: 'remplacant', name: 'Remplaçant' },
      status: 'active',
      current_period_end: new Date(t.clock.now().getTime() + 30 * DAY).toISOString(),
      cancel_at_period_end: false,
      entitlements: ['instant_alerts'],
    })
  })

  it('keeps the entitlements of a past_due subscription during its grace only (the one rule)', async () => {
    const holder = await member(t)
    await subscribe(t, holder.id, 'titulaire', { status: 'past_due', endsInDays: -2, graceDays: 14 })
    expect((await currentUser(holder)).subscription?.entitlements).toContain('multiple_offers')
    const late = await member(t)
    await subscribe(t, late.id, 'titulaire', { status: 'past_due', endsInDays: -20, graceDays: 14 })
    expect((await currentUser(late)).subscription).toMatchObject({ status: 'past_due', entitlements: [] })
  })
})

describe('taking out a subscription by bank transfer (manual provider)', () => {
  it('refuses anonymous, unverified and bad input, and unknown or retired plans', async () => {
    expect((await call(t, 'POST', '/api/subscriptions', { plan_id: 1 })).status).toBe(401)
    const unverified = await createUser(t, { verified: false })
    const session = await login(t, unverified)
    expect((await call(t, 'POST', '/api/subscriptions', { plan_id: 1 }, { session })).status).toBe(403)
    const holder = await member(t)
    for (const body of [{}, { plan_id: 'titulaire' }, { plan_id: 0 }, { plan_id: 1.5 }, { plan_id: 99_999 }]) {
      const response = await call(t, 'POST', '/api/subscriptions', body, as(holder))
      expect(response.status, JSON.stringify(body)).toBe(422)
      expect((await json<ErrorBody>(response)).errors?.plan_id).toEqual(['Choisissez une formule dans la liste.'])
    }
    const retired = await t.db
      .insertInto('plans')
      .values({
        slug: 'ancien',
        name: 'Ancien',
        price_cents: 1000,
        interval: 'year',
        active: false,
        entitlements: ['instant_alerts'],
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect((await call(t, 'POST', '/api/subscriptions', { plan_id: retired.id }, as(holder))).status).toBe(422)
    expect(await t.db.selectFrom('subscriptions').select('id').where('user_id', '=', holder.id).execute()).toHaveLength(0)
  })

  it('gives a pending subscription with a transfer reference, the same one when asked again, and nothing until paid', async () => {
    const holder = await member(t)
    const response = await takeOut(holder)
    expect(response.status).toBe(201)
    const body = await json<StartSubscriptionResponse>(response)
    if (body.kind !== 'manual') throw new Error('expected the manual provider')
    expect(body.message).toBe(
      'Votre abonnement est enregistré. Il sera actif dès réception de votre virement, avec la référence indiquée.',
    )
    expect(body.subscription).toMatchObject({
      status: 'pending',
      provider: 'manual',
      current_period_end: null,
      entitlements: [],
      plan: { slug: 'titulaire' },
      transfer: { amount_cents: 4900, currency: 'EUR' },
    })
    expect(body.subscription.transfer?.reference).toMatch(/^RLV-[A-Z2-9]{4}-[A-Z2-9]{4}$/)
    // Asked again (another plan): the same pending row, switched, and the same reference.
    const again = await json<StartSubscriptionResponse>(await takeOut(holder, 'remplacant'))
    if (again.kind !== 'manual') throw new Error('expected the manual provider')
    expect(again.subscription.id).toBe(body.subscription.id)
    expect(again.subscription.transfer).toMatchObject({ reference: body.subscription.transfer?.reference, amount_cents: 2500 })
    // The transfer's details by mail: once for each plan chosen.
    const transferMails = await mails(t, { to: holder.email, template: 'subscription-transfer' })
    expect(transferMails.map((mail) => mail.data.amount_cents).sort()).toEqual([2500, 4900])
    for (const mail of transferMails) expect(mail.data.reference).toBe(body.subscription.transfer?.reference)
    await takeOut(holder, 'remplacant')
    expect(await mails(t, { to: holder.email, template: 'subscription-transfer' })).toHaveLength(2)
    // Pending gives nothing: the guards' `subscribed` stays false.
    expect((await currentUser(holder)).subscription).toMatchObject({ status: 'pending', entitlements: [] })
    const current = subscriptionResponseSchema.parse(
      await (await call(t, 'GET', '/api/subscription', undefined, as(holder))).json(),
    )
    expect(current.subscription?.id).toBe(body.subscription.id)
  })

  it('replays the same answer for the same Idempotency-Key', async () => {
    const holder = await member(t)
    const headers = key()
    const first = await takeOut(holder, 'titulaire', headers)
    const second = await takeOut(holder, 'titulaire', headers)
    expect(second.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await second.json()).toEqual(await first.json())
  })

  it('refuses a second subscription while one runs (409)', async () => {
    const holder = await member(t)
    await subscribe(t, holder.id)
    const response = await takeOut(holder)
    expect(response.status).toBe(409)
    expect((await json<ErrorBody>(response)).message).toBe('Vous avez déjà un abonnement en cours.')
  })

  it('starts the period when an admin marks the transfer received, issues the invoice and mails the member', async () => {
    const holder = await member(t, { first_name: 'Hélène', last_name: 'Garnier' })
    const body = await json<StartSubscriptionResponse>(await takeOut(holder))
    if (body.kind !== 'manual') throw new Error('expected the manual provider')
    const id = body.subscription.id
    const boss = await admin(t)

    // Only an admin with two-factor; input checked field by field.
    expect((await markPaid(holder, id, { amount_cents: 4900, paid_on: '2026-03-02', reference: 'VIR-1' })).status).toBe(403)
    for (const [input, field] of [
      [{ amount_cents: 0, paid_on: '2026-03-02', reference: 'VIR-1' }, 'amount_cents'],
      [{ amount_cents: 4900, paid_on: '02/03/2026', reference: 'VIR-1' }, 'paid_on'],
      [{ amount_cents: 4900, paid_on: '2026-04-30', reference: 'VIR-1' }, 'paid_on'],
      [{ amount_cents: 4900, paid_on: '2026-03-02', reference: '  ' }, 'reference'],
    ] as const) {
      const response = await markPaid(boss, id, input)
      expect(response.status, JSON.stringify(input)).toBe(422)
      expect(Object.keys((await json<ErrorBody>(response)).errors ?? {})).toEqual([field])
    }
    expect((await markPaid(boss, 999_999, { amount_cents: 4900, paid_on: '2026-03-02', reference: 'VIR-1' })).status).toBe(404)

    const paid = await markPaid(boss, id, { amount_cents: 4900, paid_on: '2026-03-01', reference: `VIR-${id}` })
    expect(paid.status).toBe(201)
    const answer = await json<{ message: string; invoice: { id: number; number: string } }>(paid)
    expect(answer.invoice.number).toMatch(/^2026-\d{6}$/)
    expect(answer.message).toBe(`Le paiement est enregistré et la facture n° ${answer.invoice.number} est émise.`)
    const { subscription } = await currentUser(holder)
    expect(subscription).toMatchObject({
      status: 'active',
      // A year from the day the bank shows.
      current_period_end: '2027-03-01T11:00:00.000Z',
      entitlements: ['multiple_offers', 'urgent_broadcast', 'cession_listings', 'instant_alerts'],
    })
    const mail = await lastMail(t, holder.email, 'subscription-started')
    expect(mail.data).toMatchObject({ plan_name: 'Titulaire', amount_cents: 4900, invoice_number: answer.invoice.number })
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'subscription.payment')
      .where('subject_id', '=', String(id))
      .execute()
    expect(audit).toHaveLength(1)

    // The same transfer again: one payment, one invoice, the same answer.
    const twice = await markPaid(boss, id, { amount_cents: 4900, paid_on: '2026-03-01', reference: `VIR-${id}` })
    expect(twice.status).toBe(200)
    expect((await json<{ invoice: { number: string } }>(twice)).invoice.number).toBe(answer.invoice.number)
    expect(await t.db.selectFrom('payments').select('id').where('subscription_id', '=', id).execute()).toHaveLength(1)

    // A renewal extends from the end of the current period.
    const renewed = await markPaid(boss, id, { amount_cents: 4900, paid_on: '2026-03-02', reference: `VIR-${id}-2` })
    expect(renewed.status).toBe(201)
    expect((await currentUser(holder)).subscription?.current_period_end).toBe('2028-03-01T11:00:00.000Z')
    expect(await mails(t, { to: holder.email, template: 'subscription-renewed' })).toHaveLength(1)

    // The invoices: the member's own list and PDF; another member gets a 404, an admin the PDF.
    const list = invoicesResponseSchema.parse(await (await call(t, 'GET', '/api/invoices', undefined, as(holder))).json())
    expect(list.invoices.map((invoice) => invoice.total_ttc_cents)).toEqual([4900, 4900])
    const pdf = await call(t, 'GET', `/api/invoices/${answer.invoice.id}/pdf`, undefined, as(holder))
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('content-disposition')).toContain(`facture-${answer.invoice.number}.pdf`)
    const document = await PDFDocument.load(await pdf.arrayBuffer())
    expect(document.getTitle()).toBe(`Facture ${answer.invoice.number}`)
    expect(document.getPageCount()).toBe(1)
    const stranger = await member(t)
    expect((await call(t, 'GET', `/api/invoices/${answer.invoice.id}/pdf`, undefined, as(stranger))).status).toBe(404)
    expect((await call(t, 'GET', '/api/invoices', undefined, as(stranger))).status).toBe(200)
    expect((await call(t, 'GET', `/api/invoices/${answer.invoice.id}/pdf`, undefined, as(boss))).status).toBe(200)
    expect((await call(t, 'GET', `/api/invoices/${answer.invoice.id}/pdf`)).status).toBe(401)
  })

  it('freezes the invoice: seller from the configuration, « TVA non applicable » without a VAT number, buyer and totals', async () => {
    const holder = await member(t, { first_name: 'Inès', last_name: 'Roux' })
    const id = await subscribe(t, holder.id, 'remplacant', { endsInDays: 10 })
    const boss = await admin(t)
    const paid = await json<{ invoice: { id: number } }>(
      await markPaid(boss, id, { amount_cents: 2500, paid_on: '2026-03-02', reference: `VIR-R-${id}` }),
    )
    const invoice = await t.db.selectFrom('invoices').selectAll().where('id', '=', paid.invoice.id).executeTakeFirstOrThrow()
    expect(invoice.seller).toMatchObject({ vat_number: null })
    expect(invoice.buyer).toMatchObject({ name: 'Inès Roux', email: holder.email })
    expect(invoice).toMatchObject({ total_ttc_cents: 2500, total_vat_cents: 0, total_ht_cents: 2500 })
    expect(invoice.lines[0]?.label).toMatch(/^Abonnement Remplaçant du 12\/03\/2026 au 12\/03\/2027$/)
  })
})

describe('VAT', () => {
  it("takes the plan's VAT out of the price when the seller has a VAT number, and prints it on the invoice", async () => {
    const withVat = t.withEnv({ INVOICE_VAT_NUMBER: 'FR12123456789', INVOICE_SELLER_SIREN: '123456789' })
    const holder = await member(t)
    const id = await subscribe(t, holder.id, 'titulaire', { endsInDays: 10 })
    const boss = await admin(t)
    const paid = await call(
      withVat,
      'POST',
      `/api/admin/subscriptions/${id}/payments`,
      { amount_cents: 4900, paid_on: '2026-03-02', reference: `VIR-TVA-${id}` },
      as(boss),
    )
    expect(paid.status).toBe(201)
    const { invoice } = await json<{ invoice: { id: number } }>(paid)
    const row = await t.db.selectFrom('invoices').selectAll().where('id', '=', invoice.id).executeTakeFirstOrThrow()
    // 49 € TTC at 20 %: 8,17 € of VAT, 40,83 € HT.
    expect(row).toMatchObject({ total_ttc_cents: 4900, total_vat_cents: 817, total_ht_cents: 4083 })
    expect(row.seller).toMatchObject({ vat_number: 'FR12123456789', siren: '123456789' })
    expect(row.lines[0]).toMatchObject({ vat_rate_bps: 2000, ht_cents: 4083, vat_cents: 817 })
  })
})

describe("the provider's portal and trials", () => {
  it('has no card to change for a transfer (409), nothing without a subscription (404), nobody anonymous (401)', async () => {
    expect((await call(t, 'POST', '/api/subscription/portal')).status).toBe(401)
    const holder = await member(t)
    expect((await call(t, 'POST', '/api/subscription/portal', undefined, as(holder))).status).toBe(404)
    await subscribe(t, holder.id)
    const response = await call(t, 'POST', '/api/subscription/portal', undefined, as(holder))
    expect(response.status).toBe(409)
    expect((await json<ErrorBody>(response)).message).toBe(
      'Votre abonnement est payé par virement : il n’y a pas de moyen de paiement à modifier.',
    )
  })

  it('starts a plan with a trial at once for a member who never had one, pending for one who had', async () => {
    const trial = await t.db
      .insertInto('plans')
      .values({
        slug: 'essai',
        name: 'Essai',
        price_cents: 4900,
        interval: 'year',
        trial_days: 30,
        entitlements: ['multiple_offers'],
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const newcomer = await member(t)
    const started = await json<StartSubscriptionResponse>(
      await call(t, 'POST', '/api/subscriptions', { plan_id: trial.id }, { ...as(newcomer), headers: key() }),
    )
    if (started.kind !== 'manual') throw new Error('expected the manual provider')
    expect(started.message).toBe(
      'Votre période d’essai commence. Faites votre virement avec la référence indiquée avant sa fin pour continuer.',
    )
    expect(started.subscription).toMatchObject({
      status: 'trialing',
      current_period_end: new Date(t.clock.now().getTime() + 30 * DAY).toISOString(),
      entitlements: ['multiple_offers'],
    })
    const former = await member(t)
    const old = await subscribe(t, former.id, 'remplacant', { endsInDays: -5 })
    await t.db.updateTable('subscriptions').set({ status: 'expired' }).where('id', '=', old).execute()
    const again = await json<StartSubscriptionResponse>(
      await call(t, 'POST', '/api/subscriptions', { plan_id: trial.id }, { ...as(former), headers: key() }),
    )
    expect(again.kind === 'manual' && again.subscription.status).toBe('pending')
  })
})

describe('cancel, resume and change plan', () => {
  it('answers 404 without a subscription, and refuses anonymous calls', async () => {
    const nobody = await member(t)
    for (const path of ['/api/subscription/cancel', '/api/subscription/resume']) {
      expect((await call(t, 'POST', path, undefined, as(nobody))).status).toBe(404)
      expect((await call(t, 'POST', path)).status).toBe(401)
    }
    expect((await call(t, 'GET', '/api/subscription')).status).toBe(401)
    expect(await json(await call(t, 'GET', '/api/subscription', undefined, as(nobody)))).toEqual({ subscription: null })
  })

  it('cancels at the period end (the service goes on), mails the member, resumes, refuses doing either twice', async () => {
    const holder = await member(t)
    await subscribe(t, holder.id, 'titulaire', { endsInDays: 40 })
    const cancelled = await call(t, 'POST', '/api/subscription/cancel', undefined, { ...as(holder), headers: key() })
    expect(cancelled.status).toBe(200)
    expect(await json(cancelled)).toMatchObject({
      message: 'Votre abonnement ne sera pas renouvelé. Vous gardez ses avantages jusqu’à la fin de la période payée.',
      subscription: { status: 'active', cancel_at_period_end: true },
    })
    expect((await currentUser(holder)).subscription?.entitlements).toContain('multiple_offers')
    expect(await mails(t, { to: holder.email, template: 'subscription-cancelled' })).toHaveLength(1)
    expect((await call(t, 'POST', '/api/subscription/cancel', undefined, as(holder))).status).toBe(409)
    const resumed = await call(t, 'POST', '/api/subscription/resume', undefined, as(holder))
    expect(resumed.status).toBe(200)
    expect((await json<{ subscription: MemberSubscription }>(resumed)).subscription.cancel_at_period_end).toBe(false)
    expect((await call(t, 'POST', '/api/subscription/resume', undefined, as(holder))).status).toBe(409)
  })

  it('drops a pending subscription at once', async () => {
    const holder = await member(t)
    await takeOut(holder)
    const response = await call(t, 'POST', '/api/subscription/cancel', undefined, as(holder))
    expect(response.status).toBe(200)
    expect((await json<{ message: string }>(response)).message).toBe('Votre demande d’abonnement est annulée.')
    expect((await currentUser(holder)).subscription).toBeNull()
  })

  it('changes the plan from the next period, which the next payment applies; the current plan again cancels the change', async () => {
    const holder = await member(t)
    const id = await subscribe(t, holder.id, 'titulaire', { endsInDays: 5 })
    const remplacant = await planId('remplacant')
    expect((await call(t, 'POST', '/api/subscription/plan', { plan_id: 'x' }, as(holder))).status).toBe(422)
    const same = await call(t, 'POST', '/api/subscription/plan', { plan_id: await planId('titulaire') }, as(holder))
    expect(same.status).toBe(422)
    expect((await json<ErrorBody>(same)).errors?.plan_id).toEqual(['Vous êtes déjà abonné à cette formule.'])
    const changed = await call(t, 'POST', '/api/subscription/plan', { plan_id: remplacant }, as(holder))
    expect(changed.status).toBe(200)
    expect(await json(changed)).toMatchObject({
      message: 'Votre nouvelle formule prendra effet au prochain renouvellement.',
      subscription: { plan: { slug: 'titulaire' }, next_plan: { slug: 'remplacant' }, transfer: { amount_cents: 2500 } },
    })
    const boss = await admin(t)
    expect((await markPaid(boss, id, { amount_cents: 2500, paid_on: '2026-03-02', reference: `VIR-C-${id}` })).status).toBe(201)
    expect((await currentUser(holder)).subscription).toMatchObject({
      plan: { slug: 'remplacant' },
      entitlements: ['instant_alerts'],
    })

    const other = await member(t)
    await subscribe(t, other.id, 'titulaire')
    await call(t, 'POST', '/api/subscription/plan', { plan_id: remplacant }, as(other))
    const back = await call(t, 'POST', '/api/subscription/plan', { plan_id: await planId('titulaire') }, as(other))
    expect(await json(back)).toMatchObject({ subscription: { next_plan: null } })
  })
})

describe('the gates (403 subscription.required with the plan that unlocks it)', () => {
  it('a second published offer needs the holder plan; a draft and a first offer do not', async () => {
    const holder = await member(t)
    await postOffer(t, holder)
    await postOffer(t, holder, { publish: false })
    const refused = await call(t, 'POST', '/api/replacements', offerBody(), as(holder))
    expect(refused.status).toBe(403)
    expect(await json<ErrorBody>(refused)).toEqual({
      code: 'subscription.required',
      message: 'Vous avez déjà une offre publiée. Pour publier plusieurs offres en même temps, passez à l’abonnement Titulaire.',
      plan: { id: await planId('titulaire'), slug: 'titulaire', name: 'Titulaire' },
    })
    // Publishing a draft is the same gate.
    const draft = await postOffer(t, holder, { publish: false })
    expect((await call(t, 'POST', `/api/replacements/${draft.id}/publish`, undefined, as(holder))).status).toBe(403)

    // The replacement plan does not unlock it; the holder plan does, an ended one no more.
    const withRemplacant = await member(t)
    await subscribe(t, withRemplacant.id, 'remplacant')
    await postOffer(t, withRemplacant)
    expect((await call(t, 'POST', '/api/replacements', offerBody(), as(withRemplacant))).status).toBe(403)
    const subscribed = await member(t)
    await subscribe(t, subscribed.id, 'titulaire')
    await postOffer(t, subscribed)
    await postOffer(t, subscribed)
    const ended = await member(t)
    await subscribe(t, ended.id, 'titulaire', { endsInDays: -1 })
    await postOffer(t, ended)
    expect((await call(t, 'POST', '/api/replacements', offerBody(), as(ended))).status).toBe(403)
  })

  it('counts two publications at once one after the other: one published, one refused', async () => {
    const holder = await member(t)
    const answers = await Promise.all([1, 2].map(() => call(t, 'POST', '/api/replacements', offerBody(), as(holder))))
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403])
    const published = await t.db
      .selectFrom('replacements')
      .select('id')
      .where('author_user_id', '=', holder.id)
      .where('status', '=', 'published')
      .execute()
    expect(published).toHaveLength(1)
  })

  it('an urgent offer needs the holder plan (its broadcast); an immediate one stays free', async () => {
    const holder = await member(t)
    const urgent = offerBody({ urgency: 'urgent', start_date: '2026-03-03', end_date: '2026-03-04' })
    const refused = await call(t, 'POST', '/api/replacements', urgent, as(holder))
    expect(refused.status).toBe(403)
    expect((await json<ErrorBody>(refused)).message).toBe(
      'La diffusion d’un remplacement urgent par notification aux infirmiers alentour est réservée à l’abonnement Titulaire.',
    )
    const subscribed = await member(t)
    await subscribe(t, subscribed.id)
    expect((await call(t, 'POST', '/api/replacements', urgent, as(subscribed))).status).toBe(201)
    const immediate = offerBody({ urgency: 'immediate', start_date: '2026-03-02', end_date: '2026-03-03' })
    expect((await call(t, 'POST', '/api/replacements', immediate, as(await member(t)))).status).toBe(201)
  })

  it('a cession listing needs the holder plan; other kinds do not', async () => {
    const cession = {
      kind: 'cession',
      commune_insee: '34172',
      start_date: '2026-12-01',
      premises: 'home_visits_only',
      price_eur: 80_000,
      fees_bracket: '100k_150k',
      patients_per_day: 35,
      rounds: 2,
      premises_taken_over: false,
      reason: 'Départ à la retraite.',
      publish: true,
    }
    const author = await nurse(t)
    const refused = await call(t, 'POST', '/api/partner-listings', cession, as(author))
    expect(refused.status).toBe(403)
    expect(await json<ErrorBody>(refused)).toMatchObject({
      code: 'subscription.required',
      message: 'Les annonces de cession de patientèle sont réservées à l’abonnement Titulaire.',
      plan: { slug: 'titulaire' },
    })
    // Saved as a draft, then published: the same gate.
    const draft = await json<{ partner_listing: { id: number } }>(
      await call(t, 'POST', '/api/partner-listings', { ...cession, publish: false }, as(author)),
    )
    expect(
      (await call(t, 'POST', `/api/partner-listings/${draft.partner_listing.id}/publish`, undefined, as(author))).status,
    ).toBe(403)
    const subscription = await subscribe(t, author.id)
    expect(
      (await call(t, 'POST', `/api/partner-listings/${draft.partner_listing.id}/publish`, undefined, as(author))).status,
    ).toBe(200)
    // Renewing it for 90 more days needs the plan still.
    await t.db
      .updateTable('subscriptions')
      .set({ current_period_end: new Date(t.clock.now().getTime() - 3600_000) })
      .where('id', '=', subscription)
      .execute()
    const renew = await call(t, 'POST', `/api/partner-listings/${draft.partner_listing.id}/renew`, undefined, as(author))
    expect(renew.status).toBe(403)
    expect((await json<ErrorBody>(renew)).code).toBe('subscription.required')
  })
})

describe('account deletion', () => {
  it('ends the subscription first', async () => {
    const holder = await member(t)
    const id = await subscribe(t, holder.id)
    const response = await call(t, 'DELETE', `/api/users/${holder.id}/soft-delete`, { password: holder.password }, as(holder))
    expect(response.status).toBe(200)
    const row = await t.db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'cancelled', cancel_at_period_end: false })
    expect(row.ended_at).not.toBeNull()
  })
})
