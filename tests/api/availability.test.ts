import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type {
  Availability,
  AvailabilitySaved,
  AvailableNursesResponse,
  Invitation,
  InvitationApplied,
  InvitationSaved,
} from '#shared/availability.ts'
import type { ConversationAnswer } from '#shared/chat.ts'
import { call, mails } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'
import { addCommunes, json, type Member, member, notificationsOf, nurse, postOffer } from './replacements-fixtures.ts'

// Monday 2 March 2026, 10:00 in Paris. Offers in Montpellier; nurses around it, in Nîmes (about
// 46 km away) and in Lyon (far).
const t = await createTestApp()
const MONTPELLIER = '34172'
const LATTES = '34129'
const NIMES = '30189'
const LYON_3 = '69383'
await addCommunes(t, [MONTPELLIER, LATTES, NIMES, LYON_3])

type ErrorBody = { message: string; code: string; errors?: Record<string, string[]> }

const get = (path: string, who?: Member) => call(t, 'GET', path, undefined, who ? { session: who.session } : {})
const put = (path: string, who: Member, body: unknown) => call(t, 'PUT', path, body, { session: who.session })
const post = (path: string, who: Member, body?: unknown) => call(t, 'POST', path, body, { session: who.session })

let counter = 0
/** A care type no other test uses: each test searches its own nurses only. */
const uniqueCare = () => `soin-test-${++counter}`

async function validate(someone: Member): Promise<void> {
  await t.db.updateTable('nurses').set({ validated_at: t.clock.now() }).where('user_id', '=', someone.id).execute()
}

/** A practice holder an admin validated: she may search and invite. */
async function holder(): Promise<Member> {
  const someone = await member(t, { first_name: 'Claire', last_name: 'Bernard' })
  await validate(someone)
  return someone
}

interface AvailabilityOptions {
  zone?: string
  radius?: number
  care?: string[]
  visible?: boolean
  periods?: Record<string, unknown>[]
  min?: number | null
  vehicle?: boolean
}

function availabilityBody(options: AvailabilityOptions = {}) {
  return {
    visible: options.visible ?? true,
    zone_commune_insee: options.zone ?? MONTPELLIER,
    radius_km: options.radius ?? 20,
    care_types: options.care ?? ['pansements'],
    min_retrocession_percent: options.min ?? null,
    has_vehicle: options.vehicle ?? true,
    note: 'Tournées du matin de préférence.',
    periods: options.periods ?? [{ start_date: '2026-03-09', end_date: '2026-03-15', shifts: ['matin'] }],
  }
}

/** A replacement nurse (validated, 2016 diploma) who published her availability. */
async function availableNurse(options: AvailabilityOptions & { first_name?: string; last_name?: string } = {}) {
  const someone = await nurse(t, { first_name: options.first_name ?? 'Léa', last_name: options.last_name ?? 'Martin' })
  await t.db
    .updateTable('nurses')
    .set({ validated_at: t.clock.now(), diploma_year: 2016 })
    .where('user_id', '=', someone.id)
    .execute()
  const response = await put('/api/availability', someone, availabilityBody(options))
  if (response.status !== 200) throw new Error(`PUT /api/availability: ${response.status} ${await response.text()}`)
  return someone
}

function search(who: Member, params: Record<string, string>) {
  const query = new URLSearchParams({ commune: MONTPELLIER, from: '2026-03-10', to: '2026-03-14', ...params })
  return get(`/api/available-nurses?${query}`, who)
}

async function found(who: Member, params: Record<string, string>): Promise<AvailableNursesResponse> {
  const response = await search(who, params)
  expect(response.status).toBe(200)
  return json<AvailableNursesResponse>(response)
}

describe('GET and PUT /api/availability', () => {
  it('starts from the profile’s zone and care types, hidden, until saved', async () => {
    const someone = await nurse(t)
    await t.db
      .updateTable('nurses')
      .set({ zone_commune_insee: NIMES, zone_commune_name: 'Nîmes', radius_km: 35, care_types: ['perfusions'] })
      .where('user_id', '=', someone.id)
      .execute()
    const body = await json<Availability>(await get('/api/availability', someone))
    expect(body).toMatchObject({
      saved: false,
      visible: false,
      zone_commune_insee: NIMES,
      zone_commune_name: 'Nîmes',
      radius_km: 35,
      care_types: ['perfusions'],
      periods: [],
    })
  })

  it('saves the whole availability, sorts chosen days, drops the periods already over', async () => {
    const someone = await nurse(t)
    const response = await put(
      '/api/availability',
      someone,
      availabilityBody({
        periods: [
          { start_date: '2026-02-20', end_date: '2026-03-01', shifts: ['soir'] },
          { days: ['2026-03-20', '2026-03-18', '2026-03-20'], shifts: ['matin', 'soir'] },
          { start_date: '2026-03-01', end_date: '2026-03-04', shifts: ['journee'] },
        ],
      }),
    )
    expect(response.status).toBe(200)
    const { availability, message } = await json<AvailabilitySaved>(response)
    expect(message).toBe('Vos disponibilités sont enregistrées.')
    expect(availability).toMatchObject({ saved: true, visible: true, zone_commune_name: 'Montpellier', has_vehicle: true })
    expect(availability.periods.map(({ id: _, ...period }) => period)).toEqual([
      { start_date: '2026-03-01', end_date: '2026-03-04', days: null, shifts: ['journee'] },
      { start_date: '2026-03-18', end_date: '2026-03-20', days: ['2026-03-18', '2026-03-20'], shifts: ['matin', 'soir'] },
    ])
    // A day later, the period that ended yesterday is gone by itself.
    t.clock.advance(3 * 86_400_000)
    try {
      const later = await json<Availability>(await get('/api/availability', someone))
      expect(later.periods.map((period) => period.start_date)).toEqual(['2026-03-18'])
    } finally {
      t.clock.advance(-3 * 86_400_000)
    }
  })

  it('refuses bad input in French, field by field, and keeps the former availability', async () => {
    const someone = await availableNurse()
    const response = await put(
      '/api/availability',
      someone,
      availabilityBody({
        radius: 0,
        periods: [
          { start_date: '2026-03-12', end_date: '2026-03-10', shifts: ['matin'] },
          { start_date: '2026-03-12', end_date: '2026-03-13', shifts: [] },
        ],
      }),
    )
    expect(response.status).toBe(422)
    const body = await json<ErrorBody>(response)
    expect(body.errors?.radius_km).toEqual(['Le rayon est un nombre entier de kilomètres, entre 1 et 200.'])
    expect(body.errors?.['periods.0.end_date']).toEqual(['La date de fin doit être postérieure ou égale à la date de début.'])
    expect(body.errors?.['periods.1.shifts']).toEqual(['Choisissez au moins un créneau.'])
    const unknown = await put('/api/availability', someone, { ...availabilityBody(), zone_commune_insee: '99999' })
    expect(unknown.status).toBe(422)
    const kept = await json<Availability>(await get('/api/availability', someone))
    expect(kept.periods).toHaveLength(1)
  })

  it('is for nurses: anonymous 401, a member without a nurse role 403', async () => {
    expect((await get('/api/availability')).status).toBe(401)
    const patient = await member(t, { roles: [] })
    expect((await put('/api/availability', patient, availabilityBody())).status).toBe(403)
  })

  it('shows the accepted replacements beside the periods (the calendar)', async () => {
    const someone = await availableNurse()
    const owner = await holder()
    const offer = await postOffer(t, owner, { start_date: '2026-03-16', end_date: '2026-03-17' })
    const applied = await post(`/api/replacements/${offer.id}/applications`, someone, { message: 'Disponible.' })
    const { application } = await json<{ application: { id: number } }>(applied)
    expect((await post(`/api/applications/${application.id}/accept`, owner)).status).toBe(200)
    const body = await json<Availability>(await get('/api/availability', someone))
    expect(body.booked).toEqual([
      {
        application_id: application.id,
        replacement_id: offer.id,
        commune_name: 'Montpellier',
        days: ['2026-03-16', '2026-03-17'],
      },
    ])
  })
})

describe('GET /api/available-nurses: booked days', () => {
  it('does not count the days she already replaces someone as free', async () => {
    const care = uniqueCare()
    const someone = await availableNurse({ care: [care] })
    const owner = await holder()
    const offer = await postOffer(t, owner, { start_date: '2026-03-11', end_date: '2026-03-12' })
    const applied = await post(`/api/replacements/${offer.id}/applications`, someone, { message: 'Disponible.' })
    const { application } = await json<{ application: { id: number } }>(applied)
    expect((await post(`/api/applications/${application.id}/accept`, owner)).status).toBe(200)
    const body = await found(owner, { care_types: care })
    expect(body.nurses.map((n) => n.days_free)).toEqual([['2026-03-10', '2026-03-13', '2026-03-14']])
  })
})

describe('GET /api/available-nurses: who may search', () => {
  it('answers validated holders only: 401 anonymous, 403 unvalidated holder, 403 replacement nurse', async () => {
    expect((await get('/api/available-nurses?commune=34172&from=2026-03-10&to=2026-03-14')).status).toBe(401)
    const unvalidated = await member(t)
    const refused = await search(unvalidated, {})
    expect(refused.status).toBe(403)
    expect((await json<ErrorBody>(refused)).message).toBe(
      'La recherche de remplaçants disponibles est réservée aux titulaires dont le profil est validé.',
    )
    const replacementNurse = await nurse(t)
    await validate(replacementNurse)
    expect((await search(replacementNurse, {})).status).toBe(403)
    expect((await search(await holder(), {})).status).toBe(200)
  })

  it('validates the query in French', async () => {
    const owner = await holder()
    const response = await get('/api/available-nurses?from=2026-03-14&to=2026-03-10&perPage=500', owner)
    expect(response.status).toBe(422)
    const body = await json<ErrorBody>(response)
    expect(body.errors?.commune).toEqual(['Choisissez la commune du cabinet.'])
    expect(body.errors?.perPage).toEqual(['Le nombre de résultats par page doit être un entier entre 1 et 20.'])
  })

  it('is rate-limited per holder against scraping', async () => {
    const owner = await holder()
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) statuses.push((await search(owner, { care_types: 'aucun-soin' })).status)
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true)
    expect(statuses[30]).toBe(429)
    // Another holder is not held back.
    expect((await search(await holder(), {})).status).toBe(200)
  })
})

describe('GET /api/available-nurses: what it finds', () => {
  it('finds nurses free on some of the days, most days first, with the days free in the range', async () => {
    const care = uniqueCare()
    // The one-day nurse comes first in every other order (older account, nearer zone).
    const oneDay = await availableNurse({
      care: [care],
      periods: [{ days: ['2026-03-08', '2026-03-14', '2026-03-20'], shifts: ['soir'] }],
    })
    const week = await availableNurse({ care: [care], zone: LATTES })
    await availableNurse({ care: [care], periods: [{ start_date: '2026-03-15', end_date: '2026-03-25', shifts: ['matin'] }] })
    await availableNurse({ care: [care], periods: [{ start_date: '2026-02-20', end_date: '2026-03-09', shifts: ['matin'] }] })
    const body = await found(await holder(), { care_types: care })
    expect(body.count).toBe(2)
    expect(body.nurses.map((n) => [n.id, n.days_free])).toEqual([
      [week.id, ['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14']],
      [oneDay.id, ['2026-03-14']],
    ])
  })

  it('ranks equal days by distance, and keeps the zones that cover the commune only', async () => {
    const care = uniqueCare()
    const nimesWide = await availableNurse({ care: [care], zone: NIMES, radius: 60 })
    await availableNurse({ care: [care], zone: NIMES, radius: 20 })
    await availableNurse({ care: [care], zone: LYON_3, radius: 200 })
    const lattes = await availableNurse({ care: [care], zone: LATTES, radius: 10 })
    const montpellier = await availableNurse({ care: [care], zone: MONTPELLIER, radius: 5 })
    const body = await found(await holder(), { care_types: care })
    expect(body.nurses.map((n) => n.id)).toEqual([montpellier.id, lattes.id, nimesWide.id])
    expect(body.nurses[0]?.distance_km).toBe(0)
    expect(body.nurses[2]?.distance_km).toBeGreaterThan(40)
    expect(body.nurses[2]?.distance_km).toBeLessThan(60)
  })

  it('keeps the nurses who practise every care type asked', async () => {
    const care = uniqueCare()
    const other = uniqueCare()
    const both = await availableNurse({ care: [care, other] })
    const one = await availableNurse({ care: [care] })
    const owner = await holder()
    expect((await found(owner, { care_types: `${care},${other}` })).nurses.map((n) => n.id)).toEqual([both.id])
    expect((await found(owner, { care_types: care })).nurses.map((n) => n.id).sort()).toEqual([both.id, one.id].sort())
  })

  it('leaves out paused availabilities, suspended accounts, higher percentages and nurses without a vehicle', async () => {
    const care = uniqueCare()
    const shown = await availableNurse({ care: [care], min: 80 })
    await availableNurse({ care: [care], visible: false })
    const suspended = await availableNurse({ care: [care] })
    await t.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', suspended.id).execute()
    const noCar = await availableNurse({ care: [care], vehicle: false })
    const owner = await holder()
    expect((await found(owner, { care_types: care })).nurses.map((n) => n.id).sort()).toEqual([shown.id, noCar.id].sort())
    expect((await found(owner, { care_types: care, retrocession_percent: '75' })).nurses.map((n) => n.id)).toEqual([noCar.id])
    expect((await found(owner, { care_types: care, vehicle_required: 'true' })).nurses.map((n) => n.id)).toEqual([shown.id])
  })

  it('shows only what a holder needs: first name and initial, badge, experience, care types, zone commune, days', async () => {
    const care = uniqueCare()
    const someone = await availableNurse({ care: [care], first_name: 'Inès', last_name: 'étienne' })
    await t.db
      .updateTable('users')
      .set({ phone: '0612345678', street: '3 rue des Lilas', postal_code: '34000' })
      .where('id', '=', someone.id)
      .execute()
    const body = await found(await holder(), { care_types: care })
    expect(body.nurses).toEqual([
      {
        id: someone.id,
        first_name: 'Inès',
        last_initial: 'É.',
        validated: true,
        experience_years: 10,
        care_types: [care],
        zone_commune_name: 'Montpellier',
        days_free: ['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14'],
        distance_km: 0,
      },
    ])
    const text = JSON.stringify(body)
    for (const secret of ['étienne', someone.email, '0612345678', 'Lilas', 'Tournées']) expect(text).not.toContain(secret)
  })

  it('pages the results', async () => {
    const care = uniqueCare()
    for (let i = 0; i < 3; i++) await availableNurse({ care: [care] })
    const owner = await holder()
    const first = await found(owner, { care_types: care, perPage: '2', page: '1' })
    const second = await found(owner, { care_types: care, perPage: '2', page: '2' })
    expect([first.count, first.nurses.length, second.nurses.length]).toEqual([3, 2, 1])
  })
})

describe('invitations', () => {
  async function setUp() {
    const care = uniqueCare()
    const owner = await holder()
    const invited = await availableNurse({ care: [care] })
    const offer = await postOffer(t, owner, { care_types: [care] })
    return { owner, invited, offer, care }
  }
  const invite = (who: Member, offerId: number, nurseId: number) =>
    post(`/api/replacements/${offerId}/invitations`, who, { nurse_id: nurseId })
  const myInvitations = async (who: Member) =>
    json<{ invitations: Invitation[]; count: number }>(await get('/api/invitations/me', who))

  it('tells the nurse in the app and by mail; a second invitation answers the pending one', async () => {
    const { owner, invited, offer } = await setUp()
    const first = await invite(owner, offer.id, invited.id)
    expect(first.status).toBe(201)
    const sent = await json<InvitationSaved>(first)
    expect(sent).toMatchObject({ created: true, message: 'Invitation envoyée.', invitation: { status: 'pending' } })
    expect(sent.invitation.nurse).toEqual({ id: invited.id, first_name: 'Léa', last_initial: 'M.' })
    const again = await invite(owner, offer.id, invited.id)
    expect(again.status).toBe(200)
    expect(await json<InvitationSaved>(again)).toMatchObject({ created: false, invitation: { id: sent.invitation.id } })

    const told = (await notificationsOf(t, invited.id)).filter((n) => n.event === 'invitation_received')
    expect(told).toEqual([
      {
        event: 'invitation_received',
        data: {
          replacement_id: offer.id,
          commune_name: 'Montpellier',
          start_date: '2026-03-10',
          end_date: '2026-03-14',
          invitation_id: sent.invitation.id,
          holder_name: 'Claire Bernard',
        },
      },
    ])
    const mailed = await mails(t, { to: invited.email, template: 'notification' })
    expect(mailed.filter((m) => m.data.event === 'invitation_received')).toHaveLength(1)

    const list = await myInvitations(invited)
    expect(list.count).toBe(1)
    expect(list.invitations[0]).toMatchObject({ id: sent.invitation.id, status: 'pending', holder_name: 'Claire B.' })
    expect(list.invitations[0]?.replacement?.id).toBe(offer.id)
  })

  it('invites to one’s own published offers only, and validated holders only', async () => {
    const { owner, invited, offer, care } = await setUp()
    const stranger = await holder()
    expect((await invite(stranger, offer.id, invited.id)).status).toBe(403)
    const draft = await postOffer(t, owner, { care_types: [care], publish: false })
    expect((await invite(stranger, draft.id, invited.id)).status).toBe(404)
    const ownDraft = await invite(owner, draft.id, invited.id)
    expect(ownDraft.status).toBe(409)
    expect((await json<ErrorBody>(ownDraft)).code).toBe('invitation.offer_not_open')
    const unvalidated = await member(t)
    const theirs = await postOffer(t, unvalidated, { care_types: [care] })
    expect((await invite(unvalidated, theirs.id, invited.id)).status).toBe(403)
    expect((await invite(owner, 999_999, invited.id)).status).toBe(404)
  })

  it('refuses a paused nurse, oneself, and a nurse who already applied', async () => {
    const { owner, offer, care } = await setUp()
    const paused = await availableNurse({ care: [care], visible: false })
    expect((await invite(owner, offer.id, paused.id)).status).toBe(422)
    expect((await invite(owner, offer.id, owner.id)).status).toBe(422)
    const applicant = await availableNurse({ care: [care] })
    await post(`/api/replacements/${offer.id}/applications`, applicant, { message: 'Disponible.' })
    const response = await invite(owner, offer.id, applicant.id)
    expect(response.status).toBe(422)
    expect((await json<ErrorBody>(response)).code).toBe('invitation.already_applied')
  })

  it('lets the nurse apply in one tap: an application, the holder told, the conversation opened', async () => {
    const { owner, invited, offer } = await setUp()
    const { invitation } = await json<InvitationSaved>(await invite(owner, offer.id, invited.id))
    // Only the invited nurse may answer: another nurse and the holder get 404.
    expect((await post(`/api/invitations/${invitation.id}/apply`, await nurse(t))).status).toBe(404)
    expect((await post(`/api/invitations/${invitation.id}/apply`, owner)).status).toBe(404)
    expect((await post(`/api/invitations/${invitation.id}/decline`, owner)).status).toBe(404)

    const response = await post(`/api/invitations/${invitation.id}/apply`, invited)
    expect(response.status).toBe(201)
    const body = await json<InvitationApplied>(response)
    expect(body.invitation).toMatchObject({ status: 'applied', application_id: body.application_id })
    const application = await t.db
      .selectFrom('applications')
      .selectAll()
      .where('id', '=', body.application_id)
      .executeTakeFirstOrThrow()
    expect(application).toMatchObject({ replacement_id: offer.id, applicant_user_id: invited.id, status: 'pending' })
    expect(application.message).toBe('Je réponds à votre invitation : je suis disponible.')
    const conversation = await t.db
      .selectFrom('conversations')
      .selectAll()
      .where('id', '=', body.conversation_id)
      .executeTakeFirstOrThrow()
    expect(conversation).toMatchObject({
      kind: 'application',
      application_id: body.application_id,
      user_a_id: owner.id,
      user_b_id: invited.id,
    })
    expect((await notificationsOf(t, owner.id)).map((n) => n.event)).toContain('new_application')

    const twice = await post(`/api/invitations/${invitation.id}/apply`, invited)
    expect(twice.status).toBe(409)
    expect((await json<ErrorBody>(twice)).code).toBe('invitation.answered')
  })

  it('opens a conversation with the invitation, which becomes the application’s when she applies', async () => {
    const { owner, invited, offer } = await setUp()
    const { invitation } = await json<InvitationSaved>(await invite(owner, offer.id, invited.id))
    expect(invitation.conversation_id).toEqual(expect.any(Number))
    const id = invitation.conversation_id as number
    const say = (who: Member, body: string) => post(`/api/conversations/${id}/messages`, who, { client_id: randomUUID(), body })

    // Both sides see it, about the offer; the holder sees the nurse as the search shows her.
    const seen = await json<ConversationAnswer>(await get(`/api/conversations/${id}`, owner))
    expect(seen.conversation.context).toEqual({
      kind: 'invitation',
      invitation_id: invitation.id,
      replacement_id: offer.id,
      commune_name: 'Montpellier',
      start_date: '2026-03-10',
      end_date: '2026-03-14',
    })
    expect(seen.conversation.other).toMatchObject({ id: invited.id, name: 'Léa M.', avatar_url: null })
    expect(seen.conversation.can_post).toBe(true)
    expect((await get(`/api/conversations/${id}`, await nurse(t))).status).toBe(404)
    expect((await say(owner, 'Bonjour Léa, êtes-vous libre toute la semaine ?')).status).toBe(201)
    expect((await say(invited, 'Oui, sauf le mercredi matin.')).status).toBe(201)
    const told = (await notificationsOf(t, owner.id)).filter((n) => n.event === 'message_received')
    expect(told.map((n) => n.data)).toEqual([{ conversation_id: id, sender_name: 'Léa M.' }])
    expect((await myInvitations(invited)).invitations[0]?.conversation_id).toBe(id)

    // She applies: the same thread, now the application's, her messages kept.
    const applied = await json<InvitationApplied>(await post(`/api/invitations/${invitation.id}/apply`, invited))
    expect(applied.conversation_id).toBe(id)
    const after = await json<ConversationAnswer>(await get(`/api/conversations/${id}`, owner))
    expect(after.conversation.context).toMatchObject({ kind: 'application', application_id: applied.application_id })
    expect(after.conversation.other.name).toBe('Léa Martin')
    const thread = await json<{ messages: { body: string }[] }>(await get(`/api/conversations/${id}/messages`, invited))
    expect(thread.messages.map((m) => m.body).sort()).toEqual([
      'Bonjour Léa, êtes-vous libre toute la semaine ?',
      'Oui, sauf le mercredi matin.',
    ])
    const opened = await json<ConversationAnswer>(
      await post('/api/conversations', owner, { application_id: applied.application_id }),
    )
    expect(opened.conversation.id).toBe(id)
  })

  it('answers the invitation and keeps its thread when she applies from the offer itself', async () => {
    const { owner, invited, offer } = await setUp()
    const { invitation } = await json<InvitationSaved>(await invite(owner, offer.id, invited.id))
    const response = await post(`/api/replacements/${offer.id}/applications`, invited, { message: 'Disponible.' })
    expect(response.status).toBe(201)
    const list = await json<{ invitations: Invitation[] }>(await get(`/api/replacements/${offer.id}/invitations`, owner))
    expect(list.invitations).toEqual([
      expect.objectContaining({ id: invitation.id, status: 'applied', conversation_id: invitation.conversation_id }),
    ])
    const conversation = await t.db
      .selectFrom('conversations')
      .select(['kind', 'application_id'])
      .where('id', '=', invitation.conversation_id as number)
      .executeTakeFirstOrThrow()
    expect(conversation.kind).toBe('application')
    expect(list.invitations[0]?.application_id).toBe(conversation.application_id)
  })

  it('keeps one thread per nurse and offer when the holder invites her again after a decline', async () => {
    const { owner, invited, offer } = await setUp()
    const first = (await json<InvitationSaved>(await invite(owner, offer.id, invited.id))).invitation
    await post(`/api/invitations/${first.id}/decline`, invited)
    const second = (await json<InvitationSaved>(await invite(owner, offer.id, invited.id))).invitation
    expect(second.id).not.toBe(first.id)
    expect(second.conversation_id).toBe(first.conversation_id)
    const threads = await t.db
      .selectFrom('conversations')
      .select('id')
      .where('user_a_id', '=', owner.id)
      .where('user_b_id', '=', invited.id)
      .execute()
    expect(threads).toHaveLength(1)
  })

  it('lets the nurse decline; a declined invitation cannot be applied from, a new one may be sent', async () => {
    const { owner, invited, offer } = await setUp()
    const { invitation } = await json<InvitationSaved>(await invite(owner, offer.id, invited.id))
    const declined = await post(`/api/invitations/${invitation.id}/decline`, invited)
    expect(declined.status).toBe(200)
    expect((await json<InvitationSaved>(declined)).invitation.status).toBe('declined')
    // The holder is told, with the nurse named as the search shows her (first name and initial).
    const told = (await notificationsOf(t, owner.id)).filter((n) => n.event === 'invitation_declined')
    expect(told).toEqual([
      {
        event: 'invitation_declined',
        data: expect.objectContaining({
          replacement_id: offer.id,
          invitation_id: invitation.id,
          nurse_name: 'Léa M.',
        }),
      },
    ])
    expect((await post(`/api/invitations/${invitation.id}/apply`, invited)).status).toBe(409)
    const list = await json<{ invitations: Invitation[] }>(await get(`/api/replacements/${offer.id}/invitations`, owner))
    expect(list.invitations.map((i) => i.status)).toEqual(['declined'])
    expect((await get(`/api/replacements/${offer.id}/invitations`, invited)).status).toBe(403)
    expect((await invite(owner, offer.id, invited.id)).status).toBe(201)
  })

  it('ends the pending invitations when the offer is filled or cancelled', async () => {
    const { owner, invited, offer, care } = await setUp()
    const other = await availableNurse({ care: [care] })
    const { invitation: first } = await json<InvitationSaved>(await invite(owner, offer.id, invited.id))
    const { invitation: second } = await json<InvitationSaved>(await invite(owner, offer.id, other.id))
    const applied = await json<InvitationApplied>(await post(`/api/invitations/${second.id}/apply`, other))
    expect((await post(`/api/applications/${applied.application_id}/accept`, owner)).status).toBe(200)

    const stored = await t.db.selectFrom('invitations').select('status').where('id', '=', first.id).executeTakeFirstOrThrow()
    expect(stored.status).toBe('ended')
    expect((await myInvitations(invited)).invitations[0]?.status).toBe('ended')
    const late = await post(`/api/invitations/${first.id}/apply`, invited)
    expect(late.status).toBe(409)
    expect((await json<ErrorBody>(late)).code).toBe('invitation.ended')
    expect((await invite(owner, offer.id, invited.id)).status).toBe(409)

    const cancelled = await postOffer(t, owner, { care_types: [care] })
    const { invitation: third } = await json<InvitationSaved>(await invite(owner, cancelled.id, invited.id))
    expect((await post(`/api/replacements/${cancelled.id}/cancel`, owner, {})).status).toBe(200)
    const after = await t.db.selectFrom('invitations').select('status').where('id', '=', third.id).executeTakeFirstOrThrow()
    expect(after.status).toBe('ended')
  })
})

describe('the account’s end and its export', () => {
  it('exports the availability with its periods and the invitations received and sent', async () => {
    const care = uniqueCare()
    const owner = await holder()
    const someone = await availableNurse({ care: [care] })
    const offer = await postOffer(t, owner, { care_types: [care] })
    expect((await post(`/api/replacements/${offer.id}/invitations`, owner, { nurse_id: someone.id })).status).toBe(201)
    const mine = await json<Record<string, unknown>>(await get('/api/user/export', someone))
    expect(mine.replacement_availability).toMatchObject({
      visible: true,
      zone_commune_name: 'Montpellier',
      note: 'Tournées du matin de préférence.',
      periods: [{ start_date: '2026-03-09', end_date: '2026-03-15', days: null, shifts: ['matin'] }],
    })
    expect(mine.invitations_received).toMatchObject([{ replacement_id: offer.id, status: 'pending' }])
    const theirs = await json<Record<string, unknown>>(await get('/api/user/export', owner))
    expect(theirs.invitations_sent).toMatchObject([{ replacement_id: offer.id, status: 'pending' }])
    expect(theirs.replacement_availability).toBeNull()
  })

  it('deletes the availability and the invitations received with the account: she is found no more', async () => {
    const care = uniqueCare()
    const owner = await holder()
    const someone = await availableNurse({ care: [care] })
    const offer = await postOffer(t, owner, { care_types: [care] })
    await post(`/api/replacements/${offer.id}/invitations`, owner, { nurse_id: someone.id })
    const deleted = await call(
      t,
      'DELETE',
      `/api/users/${someone.id}/soft-delete`,
      { password: someone.password },
      { session: someone.session },
    )
    expect(deleted.status).toBe(200)
    for (const table of ['availabilities', 'availability_periods'] as const)
      expect(await t.db.selectFrom(table).select('user_id').where('user_id', '=', someone.id).execute()).toEqual([])
    expect(await t.db.selectFrom('invitations').select('id').where('nurse_user_id', '=', someone.id).execute()).toEqual([])
    expect((await found(owner, { care_types: care })).count).toBe(0)
  })
})
