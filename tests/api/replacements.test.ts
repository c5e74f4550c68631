import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { createReplacementExpiryJob } from '#server/modules/replacements/replacements.expiry.ts'
import type { Replacement, ReplacementList, ReplacementSaved } from '#shared/replacements.ts'
import { call, createUser, login } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'
import {
  addCommunes,
  applyTo,
  json,
  member,
  notificationsOf,
  nurse,
  offerBody,
  postOffer,
  subscribedMember,
} from './replacements-fixtures.ts'

// The test clock starts on Monday 2 March 2026, 10:00 in Paris.
const t = await createTestApp()
await addCommunes(t, ['34172', '75101', '69381'])

const HOUR = 3_600_000
type ErrorBody = { message: string; code: string; errors?: Record<string, string[]> }

const get = (path: string, who?: { session: string }) => call(t, 'GET', path, undefined, who ? { session: who.session } : {})

describe('who may use the offers', () => {
  it('answers 401 to anonymous calls on every route', async () => {
    const routes: [string, string, unknown][] = [
      ['GET', '/api/replacements', undefined],
      ['POST', '/api/replacements', offerBody()],
      ['GET', '/api/replacements/me', undefined],
      ['GET', '/api/replacements/1', undefined],
      ['PUT', '/api/replacements/1', { description: 'x' }],
      ['DELETE', '/api/replacements/1', undefined],
      ['POST', '/api/replacements/1/publish', undefined],
      ['POST', '/api/replacements/1/cancel', {}],
      ['POST', '/api/replacements/1/answer-window', { ends_at: '2026-03-02T12:00:00Z' }],
    ]
    for (const [method, path, body] of routes) {
      const response = await call(t, method, path, body)
      expect(response.status, `${method} ${path}`).toBe(401)
      expect(await json<ErrorBody>(response)).toMatchObject({ code: 'http.unauthenticated' })
    }
  })

  it('answers 403 to a user whose address is not verified', async () => {
    const user = await createUser(t, { verified: false })
    const session = await login(t, user)
    for (const [method, path, body] of [
      ['GET', '/api/replacements', undefined],
      ['POST', '/api/replacements', offerBody()],
      ['GET', '/api/replacements/me', undefined],
    ] as const) {
      const response = await call(t, method, path, body, { session })
      expect(response.status, `${method} ${path}`).toBe(403)
      expect(await json<ErrorBody>(response)).toMatchObject({ code: 'email.unverified' })
    }
  })

  it('lets only a titulaire post an offer', async () => {
    const replacementNurse = await nurse(t)
    const response = await call(t, 'POST', '/api/replacements', offerBody(), { session: replacementNurse.session })
    expect(response.status).toBe(403)
    expect(await json<ErrorBody>(response)).toEqual({
      code: 'replacement.titulaire_only',
      message: 'Seul un infirmier titulaire peut publier une offre de remplacement.',
    })
    const both = await member(t, { roles: ['remplacant', 'titulaire'] })
    expect((await call(t, 'POST', '/api/replacements', offerBody(), { session: both.session })).status).toBe(201)
  })
})

describe('POST /api/replacements', () => {
  it('saves an incomplete draft, visible to its author only', async () => {
    const holder = await member(t)
    const response = await call(
      t,
      'POST',
      '/api/replacements',
      { description: 'Tournée de village', shifts: ['soir'] },
      { session: holder.session },
    )
    expect(response.status).toBe(201)
    const body = await json<ReplacementSaved>(response)
    expect(body.message).toBe('Votre brouillon est enregistré.')
    expect(body.replacement).toMatchObject({
      status: 'draft',
      commune: null,
      start_date: null,
      shifts: ['soir'],
      description: 'Tournée de village',
      urgency: 'normal',
      published_at: null,
      author: { id: holder.id, first_name: 'Camille', last_name: 'Durand' },
      covered_days: [],
      applications_count: 0,
      my_application: null,
      history: [],
    })
    const other = await member(t)
    expect((await get(`/api/replacements/${body.replacement.id}`, other)).status).toBe(404)
    expect((await get(`/api/replacements/${body.replacement.id}`, holder)).status).toBe(200)
  })

  it('publishes a complete offer with its commune copied from the table', async () => {
    const holder = await member(t)
    const offer = await postOffer(t, holder, { patients_per_day: 25, housing_offered: true, software: ' Vega ' })
    expect(offer).toMatchObject({
      status: 'published',
      commune: { insee: '34172', name: 'Montpellier', postal_code: '34000', department: '34', lat: 43.61001, lng: 3.87417 },
      start_date: '2026-03-10',
      end_date: '2026-03-14',
      days: null,
      retrocession_percent: 85,
      patients_per_day: 25,
      housing_offered: true,
      software: 'Vega',
      published_at: '2026-03-02T09:00:00.000Z',
      answer_window_ends_at: null,
    })
  })

  it('takes chosen days, their first and last becoming the start and end', async () => {
    const holder = await member(t)
    const offer = await postOffer(t, holder, {
      start_date: undefined,
      end_date: undefined,
      days: ['2026-03-20', '2026-03-10', '2026-03-12', '2026-03-10'],
    })
    expect(offer).toMatchObject({
      start_date: '2026-03-10',
      end_date: '2026-03-20',
      days: ['2026-03-10', '2026-03-12', '2026-03-20'],
    })
  })

  it('refuses to publish an incomplete offer, naming each missing field', async () => {
    const holder = await member(t)
    const response = await call(t, 'POST', '/api/replacements', { publish: true, description: 'x' }, { session: holder.session })
    expect(response.status).toBe(422)
    const body = await json<ErrorBody>(response)
    expect(body.code).toBe('replacement.not_publishable')
    expect(body.errors).toEqual({
      commune_insee: ['Ce champ est obligatoire.'],
      start_date: ['Indiquez les dates du remplacement\u00a0: un début et une fin, ou des jours choisis.'],
      shifts: ['Choisissez au moins un créneau.'],
      retrocession_percent: ['Ce champ est obligatoire.'],
    })
    expect(body.message).toBe('Ce champ est obligatoire. (et 3 autres erreurs)')
    expect(await t.db.selectFrom('replacements').select('id').where('author_user_id', '=', holder.id).execute()).toEqual([])
  })

  it('refuses past dates and an immediate offer that does not start today or tomorrow', async () => {
    const holder = await member(t)
    const past = await call(t, 'POST', '/api/replacements', offerBody({ start_date: '2026-02-20', end_date: '2026-03-01' }), {
      session: holder.session,
    })
    expect(past.status).toBe(422)
    expect((await json<ErrorBody>(past)).errors).toEqual({
      end_date: ['Les dates de cette offre sont passées\u00a0: choisissez des dates à venir.'],
    })
    const later = await call(t, 'POST', '/api/replacements', offerBody({ urgency: 'immediate', start_date: '2026-03-04' }), {
      session: holder.session,
    })
    expect(later.status).toBe(422)
    expect((await json<ErrorBody>(later)).errors).toEqual({
      start_date: ['Un remplacement immédiat commence aujourd’hui ou demain.'],
    })
    // A draft may hold them: it is checked when published.
    expect(
      (
        await call(
          t,
          'POST',
          '/api/replacements',
          offerBody({ urgency: 'immediate', start_date: '2026-03-04', publish: false }),
          { session: holder.session },
        )
      ).status,
    ).toBe(201)
  })

  it('opens a 30-minute answer window for urgent and immediate offers', async () => {
    const holder = await subscribedMember(t)
    const urgent = await postOffer(t, holder, { urgency: 'urgent' })
    expect(urgent.answer_window_ends_at).toBe('2026-03-02T09:30:00.000Z')
    const immediate = await postOffer(t, holder, { urgency: 'immediate', start_date: '2026-03-03', end_date: '2026-03-03' })
    expect(immediate.answer_window_ends_at).toBe('2026-03-02T09:30:00.000Z')
  })

  it('answers 422 in the Laravel shape for bad fields, in the asked language', async () => {
    const holder = await member(t)
    const response = await call(
      t,
      'POST',
      '/api/replacements',
      {
        retrocession_percent: 40,
        start_date: '2026-03-10',
        end_date: '2026-03-01',
        shifts: ['nuit'],
        urgency: 'vite',
        days: 'lundi',
      },
      { session: holder.session },
    )
    expect(response.status).toBe(422)
    const body = await json<ErrorBody>(response)
    expect(body.code).toBe('validation.failed')
    expect(body.errors).toMatchObject({
      retrocession_percent: ['Le pourcentage reversé au remplaçant est compris entre 50 et 100\u00a0%.'],
      'shifts.0': ['Choisissez les créneaux dans la liste (matin, après-midi, soir, journée).'],
      urgency: ['Choisissez une urgence\u00a0: normale, urgente ou immédiate.'],
      days: ['Choisissez des jours valides.'],
    })
    const english = await call(
      t,
      'POST',
      '/api/replacements',
      { start_date: '2026-03-10', end_date: '2026-03-01' },
      {
        session: holder.session,
        headers: { 'Accept-Language': 'en' },
      },
    )
    expect((await json<ErrorBody>(english)).errors).toEqual({ end_date: ['The end date must be on or after the start date.'] })
  })

  it('refuses a commune that is not in the table', async () => {
    const holder = await member(t)
    const response = await call(t, 'POST', '/api/replacements', offerBody({ commune_insee: '99999' }), {
      session: holder.session,
    })
    expect(response.status).toBe(422)
    expect((await json<ErrorBody>(response)).errors).toEqual({ commune_insee: ['Choisissez une commune dans la liste.'] })
  })

  it('creates one offer for a replayed Idempotency-Key (an offline draft sent twice)', async () => {
    const holder = await member(t)
    const headers = { 'Idempotency-Key': 'draft-0001-aaaa' }
    const body = { description: 'Brouillon hors ligne' }
    const first = await call(t, 'POST', '/api/replacements', body, { session: holder.session, headers })
    const again = await call(t, 'POST', '/api/replacements', body, { session: holder.session, headers })
    expect(again.status).toBe(201)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await again.json()).toEqual(await first.json())
    const rows = await t.db.selectFrom('replacements').select('id').where('author_user_id', '=', holder.id).execute()
    expect(rows).toHaveLength(1)
  })
})

describe('GET /api/replacements/{id}', () => {
  it('shows published and filled offers to every member, cancelled ones to the author and applicants only', async () => {
    const holder = await member(t)
    const applicant = await nurse(t)
    const stranger = await nurse(t)
    const offer = await postOffer(t, holder)
    expect((await get(`/api/replacements/${offer.id}`, stranger)).status).toBe(200)
    await applyTo(t, applicant, offer.id)
    expect(
      (await call(t, 'POST', `/api/replacements/${offer.id}/cancel`, { reason: 'Retour anticipé' }, { session: holder.session }))
        .status,
    ).toBe(200)
    expect((await get(`/api/replacements/${offer.id}`, stranger)).status).toBe(404)
    const seen = await get(`/api/replacements/${offer.id}`, applicant)
    expect(seen.status).toBe(200)
    expect(await json<Replacement>(seen)).toMatchObject({ status: 'cancelled', my_application: { status: 'pending' } })
    expect((await get(`/api/replacements/${offer.id}`, holder)).status).toBe(200)
  })

  it('answers 404 for ids that are not offers', async () => {
    const user = await member(t)
    for (const id of ['999999', '99999999999', 'abc', '0'])
      expect((await get(`/api/replacements/${id}`, user)).status, id).toBe(404)
  })
})

describe('PUT /api/replacements/{id}', () => {
  it('lets the author change a draft a bit at a time, and nobody else', async () => {
    const holder = await member(t)
    const draft = (
      await json<ReplacementSaved>(await call(t, 'POST', '/api/replacements', { description: 'a' }, { session: holder.session }))
    ).replacement
    const changed = await call(
      t,
      'PUT',
      `/api/replacements/${draft.id}`,
      { commune_insee: '75101', start_date: '2026-04-01' },
      { session: holder.session },
    )
    expect(changed.status).toBe(200)
    expect((await json<ReplacementSaved>(changed)).replacement).toMatchObject({
      description: 'a',
      start_date: '2026-04-01',
      end_date: null,
      commune: { name: 'Paris 1er Arrondissement' },
    })
    const other = await member(t)
    // Another's draft is not revealed; another's published offer is refused.
    expect((await call(t, 'PUT', `/api/replacements/${draft.id}`, { description: 'b' }, { session: other.session })).status).toBe(
      404,
    )
    const published = await postOffer(t, holder)
    const refused = await call(t, 'PUT', `/api/replacements/${published.id}`, { description: 'b' }, { session: other.session })
    expect(refused.status).toBe(403)
    const after = await json<Replacement>(await get(`/api/replacements/${published.id}`, holder))
    expect(after.description).toBeNull()
  })

  it('checks the dates merged with what is stored', async () => {
    const holder = await member(t)
    const offer = await postOffer(t, holder)
    const response = await call(
      t,
      'PUT',
      `/api/replacements/${offer.id}`,
      { end_date: '2026-03-05' },
      { session: holder.session },
    )
    expect(response.status).toBe(422)
    expect((await json<ErrorBody>(response)).errors).toEqual({
      end_date: ['La date de fin doit être postérieure ou égale à la date de début.'],
    })
  })

  it('keeps a published offer complete', async () => {
    const holder = await member(t)
    const offer = await postOffer(t, holder)
    const response = await call(
      t,
      'PUT',
      `/api/replacements/${offer.id}`,
      { shifts: [], commune_insee: null },
      { session: holder.session },
    )
    expect(response.status).toBe(422)
    expect(Object.keys((await json<ErrorBody>(response)).errors ?? {}).sort()).toEqual(['commune_insee', 'shifts'])
  })

  it('records date and percentage changes of a published offer, shown to its applicants', async () => {
    const holder = await member(t)
    const applicant = await nurse(t)
    const stranger = await nurse(t)
    const offer = await postOffer(t, holder)
    await applyTo(t, applicant, offer.id)
    t.clock.advance(HOUR)
    const response = await call(
      t,
      'PUT',
      `/api/replacements/${offer.id}`,
      { end_date: '2026-03-16', retrocession_percent: 90, description: 'Plus long' },
      { session: holder.session },
    )
    expect(response.status).toBe(200)
    // An edit that changes nothing that matters leaves no trace.
    await call(
      t,
      'PUT',
      `/api/replacements/${offer.id}`,
      { description: 'Encore plus long', retrocession_percent: 90 },
      { session: holder.session },
    )
    t.clock.advance(-HOUR)
    const history = [
      {
        changed_at: '2026-03-02T10:00:00.000Z',
        changes: { end_date: { from: '2026-03-14', to: '2026-03-16' }, retrocession_percent: { from: 85, to: 90 } },
      },
    ]
    expect((await json<Replacement>(await get(`/api/replacements/${offer.id}`, applicant))).history).toEqual(history)
    expect((await json<Replacement>(await get(`/api/replacements/${offer.id}`, holder))).history).toEqual(history)
    const seenByStranger = await json<Replacement>(await get(`/api/replacements/${offer.id}`, stranger))
    expect(seenByStranger).toMatchObject({ end_date: '2026-03-16', retrocession_percent: 90, history: [] })
  })

  it('freezes the dates once someone is accepted, and the urgency once published', async () => {
    const holder = await member(t)
    const applicant = await nurse(t)
    const offer = await postOffer(t, holder)
    const application = await applyTo(t, applicant, offer.id)
    expect(
      (await call(t, 'POST', `/api/applications/${application.id}/accept`, undefined, { session: holder.session })).status,
    ).toBe(200)
    const dates = await call(t, 'PUT', `/api/replacements/${offer.id}`, { end_date: '2026-03-20' }, { session: holder.session })
    expect(dates.status).toBe(422)
    expect(await json<ErrorBody>(dates)).toMatchObject({
      code: 'replacement.dates_locked',
      message:
        'Un remplaçant est déjà accepté sur cette offre\u00a0: ses dates ne peuvent plus changer. Annulez-la et publiez-en une nouvelle.',
    })
    // Other fields still change.
    expect(
      (
        await call(
          t,
          'PUT',
          `/api/replacements/${offer.id}`,
          { description: 'Clés chez la voisine' },
          { session: holder.session },
        )
      ).status,
    ).toBe(200)
    const other = await postOffer(t, holder)
    const urgency = await call(t, 'PUT', `/api/replacements/${other.id}`, { urgency: 'urgent' }, { session: holder.session })
    expect(urgency.status).toBe(422)
    expect(await json<ErrorBody>(urgency)).toMatchObject({ code: 'replacement.urgency_locked' })
  })

  it('refuses changes to a cancelled offer', async () => {
    const holder = await member(t)
    const offer = await postOffer(t, holder)
    await call(t, 'POST', `/api/replacements/${offer.id}/cancel`, undefined, { session: holder.session })
    const response = await call(t, 'PUT', `/api/replacements/${offer.id}`, { description: 'x' }, { session: holder.session })
    expect(response.status).toBe(409)
    expect(await json<ErrorBody>(response)).toMatchObject({ code: 'replacement.closed' })
  })
})

describe('DELETE, publish and cancel', () => {
  it('deletes drafts only, the author’s own', async () => {
    const holder = await member(t)
    const other = await member(t)
    const draft = (await json<ReplacementSaved>(await call(t, 'POST', '/api/replacements', {}, { session: holder.session })))
      .replacement
    expect((await call(t, 'DELETE', `/api/replacements/${draft.id}`, undefined, { session: other.session })).status).toBe(404)
    const deleted = await call(t, 'DELETE', `/api/replacements/${draft.id}`, undefined, { session: holder.session })
    expect(deleted.status).toBe(200)
    expect(await deleted.json()).toEqual({ message: 'Le brouillon est supprimé.' })
    expect((await get(`/api/replacements/${draft.id}`, holder)).status).toBe(404)
    const published = await postOffer(t, holder)
    expect((await call(t, 'DELETE', `/api/replacements/${published.id}`, undefined, { session: other.session })).status).toBe(403)
    const refused = await call(t, 'DELETE', `/api/replacements/${published.id}`, undefined, { session: holder.session })
    expect(refused.status).toBe(409)
    expect(await json<ErrorBody>(refused)).toMatchObject({ code: 'replacement.delete_not_draft' })
  })

  it('publishes a complete draft once, refusing an incomplete one', async () => {
    const holder = await subscribedMember(t)
    const incomplete = (
      await json<ReplacementSaved>(await call(t, 'POST', '/api/replacements', { shifts: ['matin'] }, { session: holder.session }))
    ).replacement
    const refused = await call(t, 'POST', `/api/replacements/${incomplete.id}/publish`, undefined, { session: holder.session })
    expect(refused.status).toBe(422)
    expect(Object.keys((await json<ErrorBody>(refused)).errors ?? {}).sort()).toEqual([
      'commune_insee',
      'retrocession_percent',
      'start_date',
    ])

    const draft = await postOffer(t, holder, { publish: false, urgency: 'urgent' })
    const other = await member(t)
    expect((await call(t, 'POST', `/api/replacements/${draft.id}/publish`, undefined, { session: other.session })).status).toBe(
      404,
    )
    t.clock.advance(HOUR)
    const published = await call(t, 'POST', `/api/replacements/${draft.id}/publish`, undefined, { session: holder.session })
    t.clock.advance(-HOUR)
    expect(published.status).toBe(200)
    expect((await json<ReplacementSaved>(published)).replacement).toMatchObject({
      status: 'published',
      published_at: '2026-03-02T10:00:00.000Z',
      answer_window_ends_at: '2026-03-02T10:30:00.000Z',
    })
    const twice = await call(t, 'POST', `/api/replacements/${draft.id}/publish`, undefined, { session: holder.session })
    expect(twice.status).toBe(409)
    expect((await call(t, 'POST', `/api/replacements/${draft.id}/publish`, undefined, { session: other.session })).status).toBe(
      403,
    )
  })

  it('cancels a published offer and tells its pending and accepted applicants, not the others', async () => {
    const holder = await member(t)
    const [accepted, pending, withdrawn] = [await nurse(t), await nurse(t), await nurse(t)]
    const offer = await postOffer(t, holder)
    const acceptedApplication = await applyTo(t, accepted, offer.id, { message: '', dates: ['2026-03-10'] })
    await applyTo(t, pending, offer.id)
    const withdrawnApplication = await applyTo(t, withdrawn, offer.id)
    await call(t, 'POST', `/api/applications/${acceptedApplication.id}/accept`, undefined, { session: holder.session })
    await call(t, 'POST', `/api/applications/${withdrawnApplication.id}/withdraw`, undefined, { session: withdrawn.session })

    const other = await member(t)
    expect((await call(t, 'POST', `/api/replacements/${offer.id}/cancel`, {}, { session: other.session })).status).toBe(403)
    const response = await call(
      t,
      'POST',
      `/api/replacements/${offer.id}/cancel`,
      { reason: 'Je reprends plus tôt' },
      { session: holder.session },
    )
    expect(response.status).toBe(200)
    const body = await json<ReplacementSaved>(response)
    expect(body).toMatchObject({
      message: 'Votre offre est annulée. Les candidats ont été prévenus.',
      replacement: { status: 'cancelled', cancelled_at: '2026-03-02T09:00:00.000Z' },
    })
    const told = async (who: { id: number }) => (await notificationsOf(t, who.id)).filter((n) => n.event === 'offer_cancelled')
    expect(await told(accepted)).toEqual([
      {
        event: 'offer_cancelled',
        data: {
          replacement_id: offer.id,
          commune_name: 'Montpellier',
          start_date: '2026-03-10',
          end_date: '2026-03-14',
          holder_name: 'Camille Durand',
        },
      },
    ])
    expect(await told(pending)).toHaveLength(1)
    expect(await told(withdrawn)).toHaveLength(0)
    // The reason stays with the offer; notifications carry no free text.
    const row = await t.db.selectFrom('replacements').select('cancel_reason').where('id', '=', offer.id).executeTakeFirstOrThrow()
    expect(row.cancel_reason).toBe('Je reprends plus tôt')
    const again = await call(t, 'POST', `/api/replacements/${offer.id}/cancel`, undefined, { session: holder.session })
    expect(again.status).toBe(409)
    expect(await json<ErrorBody>(again)).toMatchObject({ code: 'replacement.not_cancellable' })
  })

  it('refuses to cancel a draft (it is deleted instead) and a reason over 1000 characters', async () => {
    const holder = await member(t)
    const draft = await postOffer(t, holder, { publish: false })
    expect((await call(t, 'POST', `/api/replacements/${draft.id}/cancel`, {}, { session: holder.session })).status).toBe(409)
    const published = await postOffer(t, holder)
    const long = await call(
      t,
      'POST',
      `/api/replacements/${published.id}/cancel`,
      { reason: 'x'.repeat(1001) },
      { session: holder.session },
    )
    expect(long.status).toBe(422)
    expect((await json<ErrorBody>(long)).errors).toEqual({ reason: ['Le motif ne peut pas dépasser 1000 caractères.'] })
    // No reason at all: an empty body, even one labelled JSON.
    const empty = await call(t, 'POST', `/api/replacements/${published.id}/cancel`, undefined, {
      session: holder.session,
      headers: { 'Content-Type': 'application/json' },
    })
    expect(empty.status).toBe(200)
  })
})

describe('POST /api/replacements/{id}/answer-window', () => {
  it('lets the author of an urgent offer close the answers early or move their end within the first day', async () => {
    const holder = await subscribedMember(t)
    const offer = await postOffer(t, holder, { urgency: 'urgent', start_date: '2026-03-03', end_date: '2026-03-04' })
    const later = await call(
      t,
      'POST',
      `/api/replacements/${offer.id}/answer-window`,
      { ends_at: '2026-03-02T18:00:00+01:00' },
      { session: holder.session },
    )
    expect(later.status).toBe(200)
    expect((await json<ReplacementSaved>(later)).replacement.answer_window_ends_at).toBe('2026-03-02T17:00:00.000Z')
    const closed = await call(
      t,
      'POST',
      `/api/replacements/${offer.id}/answer-window`,
      { ends_at: '2026-03-01T00:00:00Z' },
      { session: holder.session },
    )
    expect((await json<ReplacementSaved>(closed)).replacement.answer_window_ends_at).toBe('2026-03-02T09:00:00.000Z')
    const tooLate = await call(
      t,
      'POST',
      `/api/replacements/${offer.id}/answer-window`,
      { ends_at: '2026-03-04T08:00:00+01:00' },
      { session: holder.session },
    )
    expect(tooLate.status).toBe(422)
    expect(await json<ErrorBody>(tooLate)).toMatchObject({ code: 'answer_window.too_late' })
    const bad = await call(
      t,
      'POST',
      `/api/replacements/${offer.id}/answer-window`,
      { ends_at: 'demain' },
      { session: holder.session },
    )
    expect(bad.status).toBe(422)
    expect((await json<ErrorBody>(bad)).errors).toEqual({
      ends_at: ['Indiquez une date et une heure valides, avec le fuseau horaire.'],
    })
    const other = await member(t)
    expect(
      (
        await call(
          t,
          'POST',
          `/api/replacements/${offer.id}/answer-window`,
          { ends_at: '2026-03-02T18:00:00Z' },
          { session: other.session },
        )
      ).status,
    ).toBe(403)
  })

  it('refuses it for a normal offer', async () => {
    const holder = await subscribedMember(t)
    const offer = await postOffer(t, holder)
    const response = await call(
      t,
      'POST',
      `/api/replacements/${offer.id}/answer-window`,
      { ends_at: '2026-03-02T18:00:00Z' },
      { session: holder.session },
    )
    expect(response.status).toBe(422)
    expect(await json<ErrorBody>(response)).toMatchObject({ code: 'answer_window.not_urgent' })
  })
})

describe('GET /api/replacements/me', () => {
  it('lists the author’s offers of every status, newest first, filtered and paginated', async () => {
    const holder = await subscribedMember(t)
    const draft = await postOffer(t, holder, { publish: false })
    t.clock.advance(1000)
    const published = await postOffer(t, holder)
    t.clock.advance(1000)
    const cancelled = await postOffer(t, holder)
    await call(t, 'POST', `/api/replacements/${cancelled.id}/cancel`, undefined, { session: holder.session })
    t.clock.advance(-2000)
    await postOffer(t, await member(t))

    const all = await json<ReplacementList>(await get('/api/replacements/me', holder))
    expect(all.count).toBe(3)
    expect(all.replacements.map((r) => r.id)).toEqual([cancelled.id, published.id, draft.id])
    const some = await json<ReplacementList>(await get('/api/replacements/me?status=draft,published', holder))
    expect(some.replacements.map((r) => r.id)).toEqual([published.id, draft.id])
    const page2 = await json<ReplacementList>(await get('/api/replacements/me?perPage=2&page=2', holder))
    expect(page2).toMatchObject({ count: 3, replacements: [{ id: draft.id }] })
    for (const query of ['status=open', 'page=0', 'perPage=51', 'perPage=x']) {
      expect((await get(`/api/replacements/me?${query}`, holder)).status, query).toBe(422)
    }
  })
})

describe('expiry', () => {
  it('shows a published offer past its last day as expired at once, and the job writes it down', async () => {
    const holder = await member(t)
    const applicant = await nurse(t)
    const stranger = await nurse(t)
    const offer = await postOffer(t, holder, { start_date: '2026-03-02', end_date: '2026-03-03' })
    await applyTo(t, applicant, offer.id)
    const job = createReplacementExpiryJob({ db: t.db, logger: pino({ level: 'silent' }), clock: t.clock })

    // Wednesday 4 March, 00:30 in Paris: the offer ended on Tuesday.
    const shift = Date.parse('2026-03-03T23:30:00Z') - t.clock.now().getTime()
    t.clock.advance(shift)
    try {
      expect((await json<Replacement>(await get(`/api/replacements/${offer.id}`, holder))).status).toBe('expired')
      expect((await json<Replacement>(await get(`/api/replacements/${offer.id}`, applicant))).status).toBe('expired')
      expect((await get(`/api/replacements/${offer.id}`, stranger)).status).toBe(404)
      expect((await json<ReplacementList>(await get('/api/replacements/me?status=published', holder))).count).toBe(0)
      expect((await json<ReplacementList>(await get('/api/replacements/me?status=expired', holder))).count).toBe(1)
      const stored = () => t.db.selectFrom('replacements').select('status').where('id', '=', offer.id).executeTakeFirstOrThrow()
      expect((await stored()).status).toBe('published')
      expect(await job.runOnce()).toBeGreaterThanOrEqual(1)
      expect((await stored()).status).toBe('expired')
      expect(await job.runOnce()).toBe(0)
    } finally {
      t.clock.advance(-shift)
    }
  })
})
