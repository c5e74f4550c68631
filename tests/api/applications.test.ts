import { describe, expect, it } from 'vitest'
import type { Application, ApplicationAccepted, ApplicationList, ApplicationSaved, Replacement } from '#shared/replacements.ts'
import { call, createUser, login } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'
import {
  addCommunes,
  applyTo,
  csvPosition,
  haversineKm,
  json,
  type Member,
  member,
  notificationsOf,
  nurse,
  postOffer,
  subscribedMember,
} from './replacements-fixtures.ts'

// Monday 2 March 2026, 10:00 in Paris. Offers in Montpellier; applicants' zones in Nîmes.
const t = await createTestApp()
await addCommunes(t, ['34172', '30189'])

const MINUTE = 60_000
type ErrorBody = { message: string; code: string; errors?: Record<string, string[]> }

const post = (path: string, who: Member, body?: unknown, headers: Record<string, string> = {}) =>
  call(t, 'POST', path, body, { session: who.session, headers })
const get = (path: string, who: Member) => call(t, 'GET', path, undefined, { session: who.session })
const accept = (id: number, who: Member, body?: unknown) => post(`/api/applications/${id}/accept`, who, body)
const offerOf = async (id: number, who: Member) => json<Replacement>(await get(`/api/replacements/${id}`, who))

/** A replacement nurse with a professional profile as the holder sees it. */
async function profiledNurse(fields: {
  rpps?: string | null
  validated?: boolean
  diploma_year?: number | null
  zone?: string | null
  authorisation?: string | null
}): Promise<Member> {
  const someone = await nurse(t)
  await t.db
    .updateTable('nurses')
    .set({
      rpps: fields.rpps ?? null,
      validated_at: fields.validated ? t.clock.now() : null,
      diploma_year: fields.diploma_year ?? null,
      zone_commune_insee: fields.zone ?? null,
      replacement_authorisation_expires_on: fields.authorisation ?? null,
    })
    .where('user_id', '=', someone.id)
    .execute()
  return someone
}

describe('POST /api/replacements/{id}/applications', () => {
  it('sends an application and tells the author', async () => {
    const holder = await member(t)
    const applicant = await nurse(t)
    const offer = await postOffer(t, holder)
    const response = await post(`/api/replacements/${offer.id}/applications`, applicant, {
      message: ' Disponible toute la semaine. ',
    })
    expect(response.status).toBe(201)
    const body = await json<ApplicationSaved>(response)
    expect(body).toEqual({
      message: 'Votre candidature est envoyée.',
      application: {
        id: expect.any(Number),
        replacement_id: offer.id,
        status: 'pending',
        message: 'Disponible toute la semaine.',
        dates: null,
        created_at: '2026-03-02T09:00:00.000Z',
        decided_at: null,
      },
    })
    expect(await notificationsOf(t, holder.id)).toEqual([
      {
        event: 'new_application',
        data: {
          replacement_id: offer.id,
          commune_name: 'Montpellier',
          start_date: '2026-03-10',
          end_date: '2026-03-14',
          application_id: body.application.id,
          applicant_name: 'Léa Martin',
        },
      },
    ])
    expect((await offerOf(offer.id, applicant)).my_application).toEqual({ id: body.application.id, status: 'pending' })
  })

  it('answers a replay of the same Idempotency-Key with the same answer and makes one application', async () => {
    const holder = await member(t)
    const applicant = await nurse(t)
    const offer = await postOffer(t, holder)
    const key = { 'Idempotency-Key': '5b0a3c1e-0d6f-4f7e-9a57-replay-apply' }
    const first = await post(`/api/replacements/${offer.id}/applications`, applicant, { message: 'Hors ligne' }, key)
    const replay = await post(`/api/replacements/${offer.id}/applications`, applicant, { message: 'Hors ligne' }, key)
    expect(first.status).toBe(201)
    expect(replay.status).toBe(201)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(await replay.json()).toEqual(await first.json())
    const other = await post(`/api/replacements/${offer.id}/applications`, applicant, { message: 'Autre chose' }, key)
    expect(other.status).toBe(422)
    expect(await json<ErrorBody>(other)).toMatchObject({ code: 'idempotency.key_reused' })
    const rows = await t.db.selectFrom('applications').select('id').where('replacement_id', '=', offer.id).execute()
    expect(rows).toHaveLength(1)
    expect(await notificationsOf(t, holder.id)).toHaveLength(1)
  })

  it('refuses one’s own offer, a second application, and days outside the offer', async () => {
    const holder = await member(t, { roles: ['titulaire', 'remplacant'] })
    const applicant = await nurse(t)
    const offer = await postOffer(t, holder)
    const own = await post(`/api/replacements/${offer.id}/applications`, holder, { message: '' })
    expect(own.status).toBe(422)
    expect(await json<ErrorBody>(own)).toEqual({
      code: 'application.own_offer',
      message: 'Vous ne pouvez pas postuler à votre propre offre.',
    })
    await applyTo(t, applicant, offer.id)
    const twice = await post(`/api/replacements/${offer.id}/applications`, applicant, { message: 'Encore moi' })
    expect(twice.status).toBe(422)
    expect(await json<ErrorBody>(twice)).toEqual({
      code: 'application.duplicate',
      message: 'Vous avez déjà postulé à cette offre.',
    })
    const other = await nurse(t)
    const outside = await post(`/api/replacements/${offer.id}/applications`, other, { dates: ['2026-03-10', '2026-03-15'] })
    expect(outside.status).toBe(422)
    expect(await json<ErrorBody>(outside)).toMatchObject({
      code: 'application.dates_outside',
      errors: { dates: ['Choisissez des jours qui font partie de l’offre.'] },
    })
  })

  it('refuses closed offers with a clear reason, and hides another’s draft', async () => {
    const holder = await member(t)
    const applicant = await nurse(t)
    const draft = await postOffer(t, holder, { publish: false })
    expect((await post(`/api/replacements/${draft.id}/applications`, applicant, {})).status).toBe(404)
    expect((await post('/api/replacements/999999/applications', applicant, {})).status).toBe(404)

    const cancelled = await postOffer(t, holder)
    await post(`/api/replacements/${cancelled.id}/cancel`, holder)
    const toCancelled = await post(`/api/replacements/${cancelled.id}/applications`, applicant, {})
    expect(toCancelled.status).toBe(409)
    expect(await json<ErrorBody>(toCancelled)).toEqual({
      code: 'replacement.not_open',
      message: 'Cette offre n’est plus ouverte aux candidatures.',
    })

    const filled = await postOffer(t, holder, { start_date: '2026-03-10', end_date: '2026-03-10' })
    const first = await applyTo(t, await nurse(t), filled.id)
    await accept(first.id, holder)
    const toFilled = await post(`/api/replacements/${filled.id}/applications`, applicant, {})
    expect(toFilled.status).toBe(409)
    expect(await json<ErrorBody>(toFilled)).toEqual({
      code: 'replacement.already_filled',
      message: 'Cette offre est déjà pourvue.',
    })

    const past = await t.db
      .insertInto('replacements')
      .values({
        author_user_id: holder.id,
        status: 'published',
        commune_insee: '34172',
        commune_name: 'Montpellier',
        lat: 43.61,
        lng: 3.87,
        start_date: '2026-02-20',
        end_date: '2026-03-01',
        shifts: ['matin'],
        retrocession_percent: 80,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect((await post(`/api/replacements/${past.id}/applications`, applicant, {})).status).toBe(409)
  })

  it('refuses days another nurse already has', async () => {
    const holder = await member(t)
    const offer = await postOffer(t, holder)
    const first = await applyTo(t, await nurse(t), offer.id, { dates: ['2026-03-10', '2026-03-11'] })
    await accept(first.id, holder)
    const response = await post(`/api/replacements/${offer.id}/applications`, await nurse(t), {
      dates: ['2026-03-11', '2026-03-12'],
    })
    expect(response.status).toBe(422)
    expect((await json<ErrorBody>(response)).errors).toEqual({
      dates: ['Ces jours sont déjà attribués à un autre remplaçant\u00a0: 11 mars 2026.'],
    })
  })

  it('lets a nurse who withdrew apply again', async () => {
    const holder = await member(t)
    const applicant = await nurse(t)
    const offer = await postOffer(t, holder)
    const application = await applyTo(t, applicant, offer.id)
    expect((await post(`/api/applications/${application.id}/withdraw`, applicant)).status).toBe(200)
    const again = await applyTo(t, applicant, offer.id, { message: 'Finalement disponible', dates: ['2026-03-12'] })
    expect(again).toMatchObject({
      id: application.id,
      status: 'pending',
      message: 'Finalement disponible',
      dates: ['2026-03-12'],
    })
  })

  it('checks the body and who is asking', async () => {
    const holder = await member(t)
    const offer = await postOffer(t, holder)
    const applicant = await nurse(t)
    const long = await post(`/api/replacements/${offer.id}/applications`, applicant, { message: 'x'.repeat(2001) })
    expect(long.status).toBe(422)
    expect((await json<ErrorBody>(long)).errors).toEqual({ message: ['Le message ne peut pas dépasser 2000 caractères.'] })
    const badDates = await post(`/api/replacements/${offer.id}/applications`, applicant, { dates: [] })
    expect((await json<ErrorBody>(badDates)).errors).toEqual({ dates: ['Choisissez des jours valides.'] })
    expect((await call(t, 'POST', `/api/replacements/${offer.id}/applications`, {})).status).toBe(401)
    const unverified = await createUser(t, { verified: false, roles: ['remplacant'] })
    expect(
      (await call(t, 'POST', `/api/replacements/${offer.id}/applications`, {}, { session: await login(t, unverified) })).status,
    ).toBe(403)
    const noNurseRole = await member(t, { roles: [] })
    const refused = await post(`/api/replacements/${offer.id}/applications`, noNurseRole, {})
    expect(refused.status).toBe(403)
    expect(await json<ErrorBody>(refused)).toMatchObject({ code: 'application.nurse_only' })
  })
})

describe('GET /api/replacements/{id}/applications', () => {
  it('shows the author each applicant’s profile, RPPS status, experience, distance and warnings, in the order they came', async () => {
    const holder = await member(t)
    const offer = await postOffer(t, holder)
    const validated = await profiledNurse({
      rpps: '10005173140',
      validated: true,
      diploma_year: 2015,
      zone: '30189',
      authorisation: '2027-01-31',
    })
    const pending = await profiledNurse({ rpps: '10005173140', diploma_year: 2024, authorisation: '2026-03-12' })
    const missing = await profiledNurse({})
    for (const applicant of [validated, pending, missing]) {
      await applyTo(t, applicant, offer.id)
      t.clock.advance(MINUTE)
    }
    t.clock.advance(-3 * MINUTE)

    const response = await get(`/api/replacements/${offer.id}/applications`, holder)
    expect(response.status).toBe(200)
    const { applications, count } = await json<ApplicationList>(response)
    expect(count).toBe(3)
    expect(applications.map((a) => a.applicant?.id)).toEqual([validated.id, pending.id, missing.id])
    const km = haversineKm(csvPosition('30189'), csvPosition('34172'))
    expect(applications[0]?.applicant).toEqual({
      id: validated.id,
      nurse_id: validated.nurseId,
      first_name: 'Léa',
      last_name: 'Martin',
      profil_url: null,
      rpps_status: 'validated',
      diploma_year: 2015,
      experience_years: 11,
      distance_km: Math.round(km * 10) / 10,
      replacement_authorisation_expires_on: '2027-01-31',
    })
    expect(applications[0]?.warnings).toEqual([])
    expect(applications[1]?.applicant).toMatchObject({ rpps_status: 'pending', experience_years: 2, distance_km: null })
    expect(applications[1]?.warnings).toEqual([
      {
        code: 'authorisation_expires',
        message: 'L’autorisation de remplacement de ce remplaçant expire le 12 mars 2026, avant la fin du remplacement.',
      },
    ])
    expect(applications[2]?.applicant).toMatchObject({ rpps_status: 'missing', diploma_year: null, experience_years: null })
    expect(applications[2]?.warnings?.map((w) => w.code)).toEqual(['authorisation_missing'])

    const page = await json<ApplicationList>(await get(`/api/replacements/${offer.id}/applications?perPage=1&page=3`, holder))
    expect(page).toMatchObject({ count: 3, applications: [{ applicant: { id: missing.id } }] })
    const none = await json<ApplicationList>(await get(`/api/replacements/${offer.id}/applications?status=accepted`, holder))
    expect(none).toEqual({ applications: [], count: 0 })
  })

  it('is for the author only', async () => {
    const holder = await member(t)
    const offer = await postOffer(t, holder)
    const applicant = await nurse(t)
    await applyTo(t, applicant, offer.id)
    for (const who of [applicant, await member(t)]) {
      const response = await get(`/api/replacements/${offer.id}/applications`, who)
      expect(response.status).toBe(403)
    }
    const draft = await postOffer(t, holder, { publish: false })
    expect((await get(`/api/replacements/${draft.id}/applications`, applicant)).status).toBe(404)
    expect((await call(t, 'GET', `/api/replacements/${offer.id}/applications`)).status).toBe(401)
    expect((await get(`/api/replacements/${offer.id}/applications?status=maybe`, holder)).status).toBe(422)
  })
})

describe('the applicant’s and the author’s lists', () => {
  it('GET /api/applications/me lists the nurse’s own applications, newest first, each with its offer', async () => {
    const holder = await subscribedMember(t)
    const applicant = await nurse(t)
    const first = await postOffer(t, holder)
    const second = await postOffer(t, holder, { commune_insee: '30189' })
    await applyTo(t, applicant, first.id)
    t.clock.advance(MINUTE)
    await applyTo(t, applicant, second.id)
    t.clock.advance(-MINUTE)
    await applyTo(t, await nurse(t), first.id)

    const { applications, count } = await json<ApplicationList>(await get('/api/applications/me', applicant))
    expect(count).toBe(2)
    expect(applications.map((a) => a.replacement_id)).toEqual([second.id, first.id])
    expect(applications[0]?.replacement).toMatchObject({
      id: second.id,
      commune: { name: 'Nîmes' },
      my_application: { status: 'pending' },
    })
    expect(applications[0]?.applicant).toBeUndefined()
    expect((await json<ApplicationList>(await get('/api/applications/me?status=accepted', applicant))).count).toBe(0)
  })

  it('GET /api/applications/received lists every application to the author’s offers, with applicant and offer', async () => {
    const holder = await subscribedMember(t)
    const offerA = await postOffer(t, holder)
    const offerB = await postOffer(t, holder)
    const [n1, n2] = [await nurse(t), await nurse(t)]
    await applyTo(t, n1, offerA.id)
    t.clock.advance(MINUTE)
    const late = await applyTo(t, n2, offerB.id)
    t.clock.advance(-MINUTE)
    await applyTo(t, await nurse(t), (await postOffer(t, await member(t))).id)

    const all = await json<ApplicationList>(await get('/api/applications/received', holder))
    expect(all.count).toBe(2)
    expect(all.applications[0]).toMatchObject({ id: late.id, applicant: { id: n2.id }, replacement: { id: offerB.id } })
    expect(all.applications[0]?.warnings?.map((w) => w.code)).toEqual(['authorisation_missing'])
    const onlyA = await json<ApplicationList>(await get(`/api/applications/received?replacement_id=${offerA.id}`, holder))
    expect(onlyA.applications.map((a) => a.applicant?.id)).toEqual([n1.id])
    expect((await json<ApplicationList>(await get('/api/applications/received', n1))).count).toBe(0)
  })
})

describe('accept, decline, withdraw', () => {
  it('only the author accepts or declines, only the applicant withdraws', async () => {
    const holder = await member(t)
    const applicant = await nurse(t)
    const stranger = await member(t)
    const offer = await postOffer(t, holder)
    const application = await applyTo(t, applicant, offer.id)
    for (const action of ['accept', 'decline']) {
      expect((await post(`/api/applications/${application.id}/${action}`, applicant)).status, action).toBe(403)
      expect((await post(`/api/applications/${application.id}/${action}`, stranger)).status, action).toBe(404)
      expect((await call(t, 'POST', `/api/applications/${application.id}/${action}`)).status, action).toBe(401)
    }
    expect((await post(`/api/applications/${application.id}/withdraw`, holder)).status).toBe(403)
    expect((await post(`/api/applications/${application.id}/withdraw`, stranger)).status).toBe(404)
    expect((await post('/api/applications/999999/accept', holder)).status).toBe(404)
    const row = await t.db.selectFrom('applications').select('status').where('id', '=', application.id).executeTakeFirstOrThrow()
    expect(row.status).toBe('pending')
  })

  it('accepting for every day fills the offer, declines the others and tells everyone', async () => {
    const holder = await member(t, { first_name: 'Hélène', last_name: 'Roux' })
    const offer = await postOffer(t, holder)
    const [chosen, other1, other2, gone] = [await nurse(t), await nurse(t), await nurse(t), await nurse(t)]
    const application = await applyTo(t, chosen, offer.id)
    const a1 = await applyTo(t, other1, offer.id)
    const a2 = await applyTo(t, other2, offer.id)
    const a3 = await applyTo(t, gone, offer.id)
    await post(`/api/applications/${a3.id}/withdraw`, gone)

    const response = await accept(application.id, holder)
    expect(response.status).toBe(200)
    const body = await json<ApplicationAccepted>(response)
    expect(body).toMatchObject({
      message: 'Candidature acceptée\u00a0: l’offre est pourvue. Les autres candidats ont été prévenus.',
      application: {
        id: application.id,
        status: 'accepted',
        dates: ['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14'],
      },
      replacement: {
        id: offer.id,
        status: 'filled',
        filled_at: '2026-03-02T09:00:00.000Z',
        covered_days: ['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14'],
      },
      warnings: [{ code: 'authorisation_missing' }],
      declined_application_ids: [a1.id, a2.id],
    })
    const summary = { replacement_id: offer.id, commune_name: 'Montpellier', start_date: '2026-03-10', end_date: '2026-03-14' }
    expect(await notificationsOf(t, chosen.id)).toEqual([
      {
        event: 'application_accepted',
        data: {
          ...summary,
          application_id: application.id,
          holder_name: 'Hélène Roux',
          dates: body.application.dates,
          holder_contact: { email: holder.email, phone: null },
        },
      },
    ])
    for (const other of [other1, other2])
      expect(await notificationsOf(t, other.id)).toEqual([
        { event: 'offer_filled', data: { ...summary, holder_name: 'Hélène Roux' } },
      ])
    expect(await notificationsOf(t, gone.id)).toEqual([])
    const statuses = await t.db
      .selectFrom('applications')
      .select(['id', 'status'])
      .where('replacement_id', '=', offer.id)
      .orderBy('id')
      .execute()
    expect(statuses.map((s) => s.status)).toEqual(['accepted', 'declined', 'declined', 'withdrawn'])
    const again = await accept(a1.id, holder)
    expect(again.status).toBe(409)
    expect(await json<ErrorBody>(again)).toMatchObject({ code: 'replacement.already_filled' })
  })

  it('answers a replayed accept with the same answer', async () => {
    const holder = await member(t)
    const offer = await postOffer(t, holder)
    const application = await applyTo(t, await nurse(t), offer.id)
    const headers = { 'Idempotency-Key': 'accept-0001-replayed' }
    const first = await post(`/api/applications/${application.id}/accept`, holder, undefined, headers)
    const replay = await post(`/api/applications/${application.id}/accept`, holder, undefined, headers)
    expect(first.status).toBe(200)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(await replay.json()).toEqual(await first.json())
  })

  it('splits an offer between nurses, day by day, until it is filled', async () => {
    const holder = await member(t)
    const offer = await postOffer(t, holder)
    const [first, second, third] = [await nurse(t), await nurse(t), await nurse(t)]
    const a1 = await applyTo(t, first, offer.id)
    const a2 = await applyTo(t, second, offer.id, { dates: ['2026-03-12', '2026-03-13', '2026-03-14'] })
    const a3 = await applyTo(t, third, offer.id)

    const outside = await accept(a2.id, holder, { dates: ['2026-03-10'] })
    expect(outside.status).toBe(422)
    expect(await json<ErrorBody>(outside)).toMatchObject({ code: 'application.dates_outside' })

    const part = await json<ApplicationAccepted>(
      await accept(a1.id, holder, { dates: ['2026-03-12', '2026-03-10', '2026-03-11'] }),
    )
    expect(part).toMatchObject({
      message: 'Candidature acceptée.',
      application: { status: 'accepted', dates: ['2026-03-10', '2026-03-11', '2026-03-12'] },
      replacement: { status: 'published', covered_days: ['2026-03-10', '2026-03-11', '2026-03-12'] },
      declined_application_ids: [],
    })
    const taken = await accept(a3.id, holder, { dates: ['2026-03-12', '2026-03-13'] })
    expect(taken.status).toBe(409)
    expect(await json<ErrorBody>(taken)).toEqual({
      code: 'application.days_covered',
      message: 'Ces jours sont déjà attribués à un autre remplaçant\u00a0: 12 mars 2026.',
    })
    // By default, the days the nurse asked for that nobody has: the 13th and 14th.
    const rest = await json<ApplicationAccepted>(await accept(a2.id, holder))
    expect(rest).toMatchObject({
      message: 'Candidature acceptée\u00a0: l’offre est pourvue. Les autres candidats ont été prévenus.',
      application: { dates: ['2026-03-13', '2026-03-14'] },
      replacement: { status: 'filled', covered_days: ['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14'] },
      declined_application_ids: [a3.id],
    })
  })

  it('declines a pending application and tells the nurse', async () => {
    const holder = await member(t, { first_name: 'Hélène', last_name: 'Roux' })
    const offer = await postOffer(t, holder)
    const applicant = await nurse(t)
    const application = await applyTo(t, applicant, offer.id)
    const response = await post(`/api/applications/${application.id}/decline`, holder)
    expect(response.status).toBe(200)
    expect(await json<ApplicationSaved>(response)).toMatchObject({
      message: 'Candidature refusée.',
      application: { status: 'declined', decided_at: '2026-03-02T09:00:00.000Z' },
    })
    expect(await notificationsOf(t, applicant.id)).toEqual([
      {
        event: 'application_declined',
        data: {
          replacement_id: offer.id,
          commune_name: 'Montpellier',
          start_date: '2026-03-10',
          end_date: '2026-03-14',
          application_id: application.id,
          holder_name: 'Hélène Roux',
        },
      },
    ])
    const twice = await post(`/api/applications/${application.id}/decline`, holder)
    expect(twice.status).toBe(409)
    expect(await json<ErrorBody>(twice)).toMatchObject({ code: 'application.not_pending' })
    expect((await accept(application.id, holder)).status).toBe(409)
  })

  it('withdraws a pending application, and an accepted one before it starts, reopening the offer', async () => {
    const holder = await member(t)
    const offer = await postOffer(t, holder)
    const [early, accepted] = [await nurse(t, { first_name: 'Paul', last_name: 'Blanc' }), await nurse(t)]
    const pending = await applyTo(t, early, offer.id)
    const withdrawn = await post(`/api/applications/${pending.id}/withdraw`, early)
    expect(await json<ApplicationSaved>(withdrawn)).toMatchObject({
      message: 'Votre candidature est retirée.',
      application: { status: 'withdrawn', decided_at: null },
    })
    expect((await notificationsOf(t, holder.id)).at(-1)).toMatchObject({
      event: 'application_withdrawn',
      data: { application_id: pending.id, applicant_name: 'Paul Blanc' },
    })
    expect((await post(`/api/applications/${pending.id}/withdraw`, early)).status).toBe(409)

    const application = await applyTo(t, accepted, offer.id)
    await accept(application.id, holder)
    expect((await offerOf(offer.id, holder)).status).toBe('filled')
    expect((await post(`/api/applications/${application.id}/withdraw`, accepted)).status).toBe(200)
    const reopened = await offerOf(offer.id, holder)
    expect(reopened).toMatchObject({ status: 'published', filled_at: null, covered_days: [] })
  })

  it('refuses to withdraw an accepted application once its first day has come', async () => {
    const holder = await subscribedMember(t)
    const offer = await postOffer(t, holder, { start_date: '2026-03-02', end_date: '2026-03-04' })
    const applicant = await nurse(t)
    const application = await applyTo(t, applicant, offer.id)
    await accept(application.id, holder)
    const response = await post(`/api/applications/${application.id}/withdraw`, applicant)
    expect(response.status).toBe(409)
    expect(await json<ErrorBody>(response)).toMatchObject({ code: 'application.withdraw_too_late' })
  })

  it('collects the answers to an urgent offer for 30 minutes before the holder may choose', async () => {
    const holder = await subscribedMember(t)
    const offer = await postOffer(t, holder, { urgency: 'urgent', start_date: '2026-03-03', end_date: '2026-03-03' })
    const application = await applyTo(t, await nurse(t), offer.id)
    const early = await accept(application.id, holder)
    expect(early.status).toBe(422)
    expect(await json<ErrorBody>(early)).toEqual({
      code: 'application.window_open',
      message: 'Les réponses sont recueillies jusqu’à 10:30\u00a0: vous pourrez choisir ensuite.',
    })
    t.clock.advance(30 * MINUTE)
    try {
      expect((await accept(application.id, holder)).status).toBe(200)
    } finally {
      t.clock.advance(-30 * MINUTE)
    }
  })
})

describe('compliance', () => {
  it('refuses a third replacement nurse for the holder on the same day, across offers', async () => {
    const holder = await subscribedMember(t)
    const offers = [
      await postOffer(t, holder),
      await postOffer(t, holder, { start_date: '2026-03-12', end_date: '2026-03-13' }),
      await postOffer(t, holder, { start_date: '2026-03-13', end_date: '2026-03-16' }),
    ]
    const applications: Application[] = []
    for (const offer of offers) applications.push(await applyTo(t, await nurse(t), offer.id))
    expect((await accept(applications[0]?.id ?? 0, holder)).status).toBe(200)
    expect((await accept(applications[1]?.id ?? 0, holder)).status).toBe(200)
    const third = await accept(applications[2]?.id ?? 0, holder)
    expect(third.status).toBe(422)
    expect(await json<ErrorBody>(third)).toMatchObject({
      code: 'compliance.holder_day_limit',
      message:
        'Un titulaire peut être remplacé par au plus 2 infirmiers le même jour (art. R4312-83)\u00a0: déjà 2 remplaçants le 13 mars 2026.',
    })
    // The days without two nurses yet remain open to them.
    expect((await accept(applications[2]?.id ?? 0, holder, { dates: ['2026-03-15', '2026-03-16'] })).status).toBe(200)
  })

  it('refuses a nurse already accepted elsewhere on one of the days, unless that offer was cancelled', async () => {
    const [holder1, holder2] = [await member(t), await member(t)]
    const busy = await nurse(t)
    const first = await postOffer(t, holder1)
    const second = await postOffer(t, holder2, { start_date: '2026-03-13', end_date: '2026-03-20' })
    await accept((await applyTo(t, busy, first.id)).id, holder1)
    const application = await applyTo(t, busy, second.id)
    const refused = await accept(application.id, holder2)
    expect(refused.status).toBe(422)
    expect(await json<ErrorBody>(refused)).toMatchObject({
      code: 'compliance.nurse_overlap',
      message: 'Ce remplaçant est déjà engagé sur un autre remplacement le 13 mars 2026, 14 mars 2026.',
      errors: { dates: ['Ce remplaçant est déjà engagé sur un autre remplacement le 13 mars 2026, 14 mars 2026.'] },
    })
    await post(`/api/replacements/${first.id}/cancel`, holder1)
    expect((await accept(application.id, holder2)).status).toBe(200)
  })

  it('warns past three months of replacing the same holder (R4312-87)', async () => {
    const holder = await member(t)
    const regular = await profiledNurse({ authorisation: '2027-12-31' })
    // 89 days, then 2 more: 91 days in all.
    const long = await postOffer(t, holder, { start_date: '2026-03-10', end_date: '2026-06-06' })
    const first = await json<ApplicationAccepted>(await accept((await applyTo(t, regular, long.id)).id, holder))
    expect(first.warnings).toEqual([])
    const more = await postOffer(t, holder, { start_date: '2026-06-10', end_date: '2026-06-11' })
    const application = await applyTo(t, regular, more.id)
    const listed = await json<ApplicationList>(await get(`/api/replacements/${more.id}/applications`, holder))
    const warning = {
      code: 'non_compete',
      message:
        'Avec ces jours, ce remplaçant vous aura remplacé 91 jours, plus de trois mois\u00a0: une clause de non-concurrence de deux ans s’applique, sauf accord (art. R4312-87).',
    }
    expect(listed.applications[0]?.warnings).toEqual([warning])
    const accepted = await json<ApplicationAccepted>(await accept(application.id, holder))
    expect(accepted.warnings).toEqual([warning])
    // Another holder starts from zero.
    const other = await member(t)
    const elsewhere = await postOffer(t, other, { start_date: '2026-06-20', end_date: '2026-06-21' })
    const fresh = await json<ApplicationAccepted>(await accept((await applyTo(t, regular, elsewhere.id)).id, other))
    expect(fresh.warnings).toEqual([])
  })

  it('warns in English for an English reader', async () => {
    const holder = await member(t)
    const offer = await postOffer(t, holder)
    const application = await applyTo(t, await profiledNurse({ authorisation: '2026-03-11' }), offer.id)
    const response = await call(t, 'POST', `/api/applications/${application.id}/accept`, undefined, {
      session: holder.session,
      headers: { 'Accept-Language': 'en' },
    })
    expect((await json<ApplicationAccepted>(response)).warnings).toEqual([
      {
        code: 'authorisation_expires',
        message: 'This nurse’s replacement authorisation expires on 11 March 2026, before the end of the replacement.',
      },
    ])
  })
})
