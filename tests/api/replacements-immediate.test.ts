import { describe, expect, it } from 'vitest'
import { createAlertWorker } from '#server/modules/alerts/alert.worker.ts'
import { alertOnPublish } from '#server/modules/alerts/on-publish.ts'
import type { ImmediateConfirmation, ImmediateConfirmationSaved, ReplacementPublished } from '#shared/immediate-confirmation.ts'
import { call, createUser, freshIp, login } from './helpers/accounts.ts'
import { communes, createNurse, loadTestCommunes, notificationMailsTo, notificationsOf } from './helpers/alert-fixtures.ts'
import { createTestApp } from './helpers/test-app.ts'
import { offerBody } from './replacements-fixtures.ts'

// The test clock starts on Monday 2 March 2026, 10:00 in Paris.
const t = await createTestApp()
await loadTestCommunes(t)

const immediate = offerBody({
  urgency: 'immediate',
  commune_insee: communes.lyon1,
  start_date: '2026-03-02',
  end_date: '2026-03-02',
  publish: true,
})
const confirmationPath = '/api/replacements/immediate/confirmation'

let registered = 0
/** An account made by /register-immediate itself: a session, no confirmed address, no password. */
async function freshImmediateHolder() {
  registered++
  const email = `urgent${registered}-${Math.random().toString(36).slice(2, 8)}@example.fr`
  const response = await call(
    t,
    'POST',
    '/api/register-immediate',
    { first_name: 'Sam', last_name: 'Petit', email, phone: '0700000001', role: 'titulaire', commune_insee: communes.lyon1 },
    { ip: freshIp() },
  )
  if (response.status !== 201) throw new Error(`register-immediate: ${response.status} ${await response.text()}`)
  const { token } = (await response.json()) as { token: string }
  const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()
  return { id: user.id, email, session: token }
}

let rppsSeed = 1000517000
/** A new valid RPPS number (Luhn check digit), never one another test gave. */
function newRpps(): string {
  const body = String(rppsSeed++)
  let sum = 0
  for (let i = 0; i < body.length; i++) {
    let digit = Number(body[body.length - 1 - i])
    if (i % 2 === 0) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return `${body}${(10 - (sum % 10)) % 10}`
}

/** The codes mailed to an address, newest first, read from the outbox before any worker redacts them. */
async function mailedCodes(email: string): Promise<string[]> {
  const mails = await t.db
    .selectFrom('mail_outbox')
    .select(['data'])
    .where('to', '=', email)
    .where('template', '=', 'email-code')
    .orderBy('created_at', 'desc')
    .execute()
  return mails.map((mail) => String(mail.data.code))
}

async function publishHeld(holder: { session: string }) {
  const response = await call(t, 'POST', '/api/replacements', immediate, { session: holder.session })
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as ReplacementPublished
}

async function confirm(holder: { session: string }, body: Record<string, unknown>) {
  return call(t, 'POST', confirmationPath, body, { session: holder.session })
}

async function stateOf(holder: { session: string }): Promise<ImmediateConfirmation> {
  return (await (await call(t, 'GET', confirmationPath, undefined, { session: holder.session })).json()) as ImmediateConfirmation
}

/** A replacement nurse whose zone covers the offers of this file (Villeurbanne, 20 km from Lyon 1er). */
const nearbyNurse = () => createNurse(t, { zone: communes.villeurbanne, radius_km: 20 })

describe('an address not confirmed yet (right after /register-immediate)', () => {
  it('may publish its first offer when it is immediate, and nothing more until the address is confirmed', async () => {
    const holder = await freshImmediateHolder()
    const { replacement } = await publishHeld(holder)
    expect(replacement).toMatchObject({ status: 'published', urgency: 'immediate' })

    // A second one, the list of answers, the offers list: the address first.
    for (const [method, path, body] of [
      ['POST', '/api/replacements', immediate],
      ['GET', `/api/replacements/${replacement.id}/applications`, undefined],
      ['GET', '/api/replacements/me', undefined],
    ] as const) {
      const response = await call(t, method, path, body, { session: holder.session })
      expect(response.status, `${method} ${path}`).toBe(403)
      expect(await response.json()).toMatchObject({ code: 'email.unverified' })
    }
  })

  it('may not publish a normal or urgent offer, nor keep a draft', async () => {
    const holder = await freshImmediateHolder()
    for (const body of [offerBody(), offerBody({ urgency: 'urgent' }), { ...immediate, publish: false }]) {
      const response = await call(t, 'POST', '/api/replacements', body, { session: holder.session })
      expect(response.status).toBe(403)
    }
    expect(await t.db.selectFrom('replacements').select('id').where('author_user_id', '=', holder.id).execute()).toEqual([])
  })

  it('publishes exactly one of 20 parallel immediate offers, mails one code, and alerts once when confirmed', async () => {
    const nurse = await nearbyNurse()
    const holder = await freshImmediateHolder()
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(t, 'POST', '/api/replacements', immediate, { session: holder.session })),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 403)).toHaveLength(19)
    const offers = await t.db.selectFrom('replacements').select('id').where('author_user_id', '=', holder.id).execute()
    expect(offers).toHaveLength(1)
    expect(await mailedCodes(holder.email)).toHaveLength(1)

    const [code] = await mailedCodes(holder.email)
    expect((await confirm(holder, { code, rpps: newRpps() })).status).toBe(200)
    expect(await notificationsOf(t, nurse.id)).toHaveLength(1)
  })
})

describe('alerts of an unconfirmed account’s offer wait for the mailed code and an RPPS number', () => {
  it('publishes the offer but alerts nobody, and mails a 6-digit code valid 15 minutes', async () => {
    const nurse = await nearbyNurse()
    const holder = await freshImmediateHolder()
    const published = await publishHeld(holder)
    expect(published.alerts_held).toBe(true)
    expect(published.message).toMatch(/^Votre offre est publiée\. Confirmez votre adresse e-mail avec le code reçu/)
    expect(await notificationsOf(t, nurse.id)).toEqual([])
    expect(await notificationMailsTo(t, nurse.email)).toEqual([])

    const codes = await mailedCodes(holder.email)
    expect(codes).toHaveLength(1)
    expect(codes[0]).toMatch(/^\d{6}$/)
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select(['subject'])
      .where('to', '=', holder.email)
      .where('template', '=', 'email-code')
      .executeTakeFirstOrThrow()
    expect(mail.subject).not.toContain(codes[0])
    // Stored as a keyed hash, never as it is.
    const stored = await t.db.selectFrom('email_codes').selectAll().where('user_id', '=', holder.id).executeTakeFirstOrThrow()
    expect(stored.code_hash).not.toContain(codes[0])

    const in_ = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000).toISOString()
    expect(await stateOf(holder)).toEqual({
      email: holder.email,
      email_confirmed: false,
      rpps: null,
      held_replacement_id: published.replacement.id,
      code_expires_at: in_(15),
      resend_available_at: in_(1),
    })

    // Whatever runs the alerts of a held offer — the worker, a direct call — tells nobody.
    expect(await createAlertWorker({ db: t.db, logger: silentLogger(), clock: t.clock }).runOnce()).toBe(0)
    expect(await alertOnPublish(t.db, published.replacement.id, t.clock.now())).toEqual({ urgent: 0, savedSearch: 0 })
    expect(await notificationsOf(t, nurse.id)).toEqual([])
  })

  it('alerts at once when the code and an RPPS number come together, and opens the rest of the marketplace', async () => {
    const nurse = await nearbyNurse()
    const holder = await freshImmediateHolder()
    const { replacement } = await publishHeld(holder)
    t.clock.advance(10 * 60_000)
    const [code] = await mailedCodes(holder.email)
    const rpps = newRpps()

    const response = await confirm(holder, { code, rpps: `${rpps.slice(0, 5)} ${rpps.slice(5)}` })
    expect(response.status, await response.clone().text()).toBe(200)
    const body = (await response.json()) as ImmediateConfirmationSaved
    expect(body.message).toBe('C’est confirmé\u00a0: les remplaçants proches sont alertés.')
    expect(body.released_replacement_id).toBe(replacement.id)
    expect(body.confirmation).toMatchObject({ email_confirmed: true, rpps, held_replacement_id: null })

    const notifications = await notificationsOf(t, nurse.id)
    expect(notifications).toHaveLength(1)
    // The nurses told have the whole answer window, from the confirmation on.
    expect(notifications[0]?.data).toMatchObject({
      replacement_id: replacement.id,
      answer_window_ends_at: new Date(t.clock.now().getTime() + 30 * 60_000).toISOString(),
    })
    expect(await notificationMailsTo(t, nurse.email)).toHaveLength(1)
    const applicants = await call(t, 'GET', `/api/replacements/${replacement.id}/applications`, undefined, {
      session: holder.session,
    })
    expect(applicants.status).toBe(200)
  })

  it('keeps the alerts held until both are given, in either order', async () => {
    const nurse = await nearbyNurse()
    const holder = await freshImmediateHolder()
    const { replacement } = await publishHeld(holder)
    const [code] = await mailedCodes(holder.email)

    // The code alone confirms the address; the alerts still wait for the number.
    const codeOnly = await confirm(holder, { code })
    expect(codeOnly.status).toBe(422)
    expect(await codeOnly.json()).toMatchObject({
      errors: { rpps: ['Indiquez votre numéro RPPS\u00a0: il figure sur votre carte CPS.'] },
    })
    expect(await stateOf(holder)).toMatchObject({ email_confirmed: true, rpps: null, held_replacement_id: replacement.id })
    expect(await notificationsOf(t, nurse.id)).toEqual([])

    // A number without a good check digit is refused and releases nothing.
    const bad = await confirm(holder, { rpps: '10005173141' })
    expect(bad.status).toBe(422)
    expect(Object.keys(((await bad.json()) as { errors: object }).errors)).toEqual(['rpps'])
    expect(await notificationsOf(t, nurse.id)).toEqual([])

    const rppsOnly = await confirm(holder, { rpps: newRpps() })
    expect(rppsOnly.status).toBe(200)
    expect(((await rppsOnly.json()) as ImmediateConfirmationSaved).released_replacement_id).toBe(replacement.id)
    expect(await notificationsOf(t, nurse.id)).toHaveLength(1)

    // Nothing more to release: a second call tells nobody again.
    expect((await confirm(holder, { rpps: newRpps() })).status).toBe(200)
    expect(await notificationsOf(t, nurse.id)).toHaveLength(1)
  })

  it('refuses a wrong code, counts it, and kills the code after five wrong ones', async () => {
    const nurse = await nearbyNurse()
    const holder = await freshImmediateHolder()
    await publishHeld(holder)
    const [code = ''] = await mailedCodes(holder.email)
    const wrong = code === '000000' ? '111111' : '000000'
    const rpps = newRpps()

    const first = await confirm(holder, { code: wrong, rpps })
    expect(first.status).toBe(422)
    expect(await first.json()).toMatchObject({
      errors: { code: ['Ce code n’est pas le bon. Vérifiez le dernier e-mail reçu, ou demandez un nouveau code.'] },
    })
    // A wrong code changes nothing else: no number saved, no address confirmed, nobody alerted.
    expect(await stateOf(holder)).toMatchObject({ email_confirmed: false, rpps: null })
    expect(await notificationsOf(t, nurse.id)).toEqual([])

    for (let i = 0; i < 3; i++) expect((await confirm(holder, { code: wrong, rpps })).status).toBe(422)
    const fifth = await confirm(holder, { code: wrong, rpps })
    expect(await fifth.json()).toMatchObject({ errors: { code: ['Trop d’essais avec ce code\u00a0: demandez-en un nouveau.'] } })
    // The right code comes too late: that code is dead.
    const late = await confirm(holder, { code, rpps })
    expect(late.status).toBe(422)
    expect(await late.json()).toMatchObject({ errors: { code: ['Trop d’essais avec ce code\u00a0: demandez-en un nouveau.'] } })
    expect(await stateOf(holder)).toMatchObject({ email_confirmed: false, code_expires_at: null })
    expect(await notificationsOf(t, nurse.id)).toEqual([])
  })

  it('refuses an expired code, and a new one works', async () => {
    const nurse = await nearbyNurse()
    const holder = await freshImmediateHolder()
    await publishHeld(holder)
    const [old] = await mailedCodes(holder.email)
    t.clock.advance(15 * 60_000)
    const rpps = newRpps()
    const expired = await confirm(holder, { code: old, rpps })
    expect(expired.status).toBe(422)
    expect(await expired.json()).toMatchObject({ errors: { code: ['Ce code a expiré\u00a0: demandez-en un nouveau.'] } })
    expect(await notificationsOf(t, nurse.id)).toEqual([])

    expect((await call(t, 'POST', `${confirmationPath}/code`, undefined, { session: holder.session })).status).toBe(200)
    const [fresh] = await mailedCodes(holder.email)
    expect(fresh).not.toBeUndefined()
    expect((await confirm(holder, { code: fresh, rpps })).status).toBe(200)
    expect(await notificationsOf(t, nurse.id)).toHaveLength(1)
  })

  it('refuses a code used once already, even when two uses race', async () => {
    const holder = await freshImmediateHolder()
    await publishHeld(holder)
    const [code] = await mailedCodes(holder.email)
    const rpps = newRpps()
    const both = await Promise.all([confirm(holder, { code, rpps }), confirm(holder, { code, rpps })])
    expect(both.map((response) => response.status).sort()).toEqual([200, 422])

    const reused = await confirm(holder, { code, rpps })
    expect(reused.status).toBe(422)
    expect(await reused.json()).toMatchObject({
      errors: { code: ['Ce code n’est pas le bon. Vérifiez le dernier e-mail reçu, ou demandez un nouveau code.'] },
    })
  })

  it('refuses an RPPS number another account gave', async () => {
    const other = await freshImmediateHolder()
    await publishHeld(other)
    const taken = newRpps()
    expect((await confirm(other, { code: (await mailedCodes(other.email))[0], rpps: taken })).status).toBe(200)

    const holder = await freshImmediateHolder()
    await publishHeld(holder)
    const response = await confirm(holder, { code: (await mailedCodes(holder.email))[0], rpps: taken })
    expect(response.status).toBe(422)
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual(['rpps'])
    expect(await stateOf(holder)).toMatchObject({ email_confirmed: false })
  })
})

describe('asking for another code', () => {
  it('replaces the last code, at most once a minute and five times an hour', async () => {
    const holder = await freshImmediateHolder()
    await publishHeld(holder)
    const send = () => call(t, 'POST', `${confirmationPath}/code`, undefined, { session: holder.session })

    const soon = await send()
    expect(soon.status).toBe(429)
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(soon.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    expect(await mailedCodes(holder.email)).toHaveLength(1)

    const [first] = await mailedCodes(holder.email)
    for (let i = 0; i < 5; i++) {
      t.clock.advance(61_000)
      const sent = await send()
      expect(sent.status, `send ${i + 1}`).toBe(200)
    }
    t.clock.advance(61_000)
    const sixth = await send()
    expect(sixth.status).toBe(429)
    expect(sixth.headers.get('retry-after')).not.toBeNull()
    const codes = await mailedCodes(holder.email)
    expect(codes).toHaveLength(6)

    // Only the newest code works.
    const rpps = newRpps()
    if (first !== codes[0]) expect((await confirm(holder, { code: first, rpps })).status).toBe(422)
    expect((await confirm(holder, { code: codes[0], rpps })).status).toBe(200)
  })

  it('is refused once the address is confirmed', async () => {
    const user = await createUser(t, { roles: ['titulaire'] })
    const session = await login(t, user)
    const response = await call(t, 'POST', `${confirmationPath}/code`, undefined, { session })
    expect(response.status).toBe(409)
  })
})

function silentLogger() {
  return { info() {}, warn() {}, error() {} } as unknown as Parameters<typeof createAlertWorker>[0]['logger']
}
