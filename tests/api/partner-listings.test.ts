import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { createMailer } from '#server/modules/mail/mailer.ts'
import { closePartnerListingsForAccount } from '#server/modules/partner-listings/partner-listings.account.ts'
import { createPartnerListingExpiryJob } from '#server/modules/partner-listings/partner-listings.expiry.ts'
import type { PartnerListing, PartnerListingSaved, PartnerResponse } from '#shared/partner-listings.ts'
import { call, createUser, login, mails } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'
import {
  addCommunes,
  csvPosition,
  haversineKm,
  json,
  type Member,
  member,
  notificationsOf,
  nurse,
  subscribedMember,
} from './replacements-fixtures.ts'

// The test clock starts on Monday 2 March 2026, 10:00 in Paris.
const t = await createTestApp()
// Montpellier, Castelnau-le-Lez and Lattes (a few km apart), Nîmes (about 45 km), Paris, Lyon.
await addCommunes(t, ['34172', '34057', '34129', '30189', '75101', '69381'])

type ErrorBody = { message: string; code: string; errors?: Record<string, string[]> }
type ListBody = { partner_listings: PartnerListing[]; count: number }
type ResponsesBody = { partner_responses: PartnerResponse[]; count: number }

const DAY = 86_400_000
const as = (who: { session: string }) => ({ session: who.session })

const bodies: Record<string, Record<string, unknown>> = {
  association: {
    kind: 'association',
    commune_insee: '34172',
    start_date: '2026-09-01',
    premises: 'cabinet',
    share_percent: 33,
    price_eur: 45_000,
    price_kind: 'shares',
    team_size: 3,
    parking: true,
  },
  collaboration: {
    kind: 'collaboration',
    commune_insee: '34172',
    start_date: '2026-05-01',
    premises: 'shared',
    redevance_percent: 20,
    redevance_covers: 'Local, secrétariat téléphonique, logiciel.',
    days_per_week: 4,
  },
  cession: {
    kind: 'cession',
    commune_insee: '34172',
    start_date: '2026-12-01',
    premises: 'home_visits_only',
    price_eur: 80_000,
    fees_bracket: '100k_150k',
    patients_per_day: 35,
    rounds: 2,
    premises_taken_over: false,
    reason: 'Départ à la retraite fin 2026.',
  },
  recherche: {
    kind: 'recherche',
    commune_insee: '34172',
    radius_km: 25,
    start_date: '2026-06-01',
    experience_years: 6,
    experience: 'Six ans de remplacements en tournée.',
  },
}

async function post(path: string, who: { session: string } | null, body?: unknown, headers: Record<string, string> = {}) {
  return call(t, 'POST', path, body, { ...(who ? as(who) : {}), headers })
}

async function create(author: Member, overrides: Record<string, unknown> = {}, kind = 'collaboration'): Promise<PartnerListing> {
  const response = await post('/api/partner-listings', author, { ...bodies[kind], publish: true, ...overrides })
  const body = await json<PartnerListingSaved & ErrorBody>(response)
  if (response.status !== 201) throw new Error(`POST /api/partner-listings: ${response.status} ${JSON.stringify(body)}`)
  return body.partner_listing
}

async function search(who: Member, query: string): Promise<ListBody> {
  const response = await call(t, 'GET', `/api/partner-listings?${query}`, undefined, as(who))
  expect(response.status, query).toBe(200)
  return json<ListBody>(response)
}

async function respondTo(who: Member, listingId: number, message = 'Bonjour, votre annonce m’intéresse.', headers = {}) {
  return post(`/api/partner-listings/${listingId}/responses`, who, { message }, headers)
}

describe('who may call the partner listings', () => {
  const routes: [string, string, unknown][] = [
    ['GET', '/api/partner-listings', undefined],
    ['POST', '/api/partner-listings', bodies.collaboration],
    ['GET', '/api/partner-listings/me', undefined],
    ['GET', '/api/partner-listings/1', undefined],
    ['PUT', '/api/partner-listings/1', { kind: 'collaboration', days_per_week: 3 }],
    ['DELETE', '/api/partner-listings/1', undefined],
    ['POST', '/api/partner-listings/1/publish', undefined],
    ['POST', '/api/partner-listings/1/withdraw', undefined],
    ['POST', '/api/partner-listings/1/fill', undefined],
    ['POST', '/api/partner-listings/1/renew', undefined],
    ['POST', '/api/partner-listings/1/responses', { message: 'Bonjour' }],
    ['GET', '/api/partner-listings/1/responses', undefined],
    ['GET', '/api/partner-responses/received', undefined],
    ['GET', '/api/partner-responses/sent', undefined],
    ['POST', '/api/partner-responses/1/status', { status: 'retained' }],
  ]

  it('answers 401 to anonymous calls on every route', async () => {
    for (const [method, path, body] of routes) {
      const response = await call(t, method, path, body)
      expect(response.status, `${method} ${path}`).toBe(401)
    }
  })

  it('answers 403 email.unverified before the address is confirmed', async () => {
    const user = await createUser(t, { verified: false })
    const session = await login(t, user)
    for (const [method, path, body] of routes) {
      const response = await call(t, method, path, body, { session })
      expect(response.status, `${method} ${path}`).toBe(403)
    }
  })

  it('keeps posting and responding to nurses who accepted the charter', async () => {
    const notNurse = await member(t, { roles: [] })
    const refused = await post('/api/partner-listings', notNurse, bodies.cession)
    expect(refused.status).toBe(403)
    expect(await json<ErrorBody>(refused)).toMatchObject({ code: 'partner_listing.nurse_only' })
    const noCharter = await member(t, { charter: false })
    const waiting = await post('/api/partner-listings', noCharter, bodies.cession)
    expect(waiting.status).toBe(403)
    expect(await json<ErrorBody>(waiting)).toMatchObject({ code: 'charter.required' })
    const listing = await create(await member(t))
    const response = await respondTo(notNurse, listing.id)
    expect(response.status).toBe(403)
  })
})

describe('POST /api/partner-listings', () => {
  it('publishes each kind with its own fields only, for 90 days', async () => {
    const author = await subscribedMember(t, { first_name: 'Hélène', last_name: 'Garnier' })
    for (const kind of ['association', 'collaboration', 'cession', 'recherche']) {
      const listing = await create(author, {}, kind)
      expect(listing).toMatchObject({ kind, status: 'published', commune: { insee: '34172', name: 'Montpellier' } })
      // The commune's centre, for the search's map: the communes table's, never an address.
      const centre = await t.db
        .selectFrom('communes')
        .select(['lat', 'lng'])
        .where('insee', '=', '34172')
        .executeTakeFirstOrThrow()
      expect(listing.commune).toMatchObject({ lat: centre.lat, lng: centre.lng })
      expect(listing.published_at).toBe(t.clock.now().toISOString())
      expect(listing.expires_at).toBe(new Date(t.clock.now().getTime() + 90 * DAY).toISOString())
      expect(listing.author).toMatchObject({ id: author.id, first_name: 'Hélène' })
      expect(listing.responses_count).toBe(0)
    }
    const cession = await create(author, {}, 'cession')
    expect(cession).toMatchObject({ price_eur: 80_000, fees_bracket: '100k_150k', premises_taken_over: false })
    expect(cession).not.toHaveProperty('redevance_percent')
    expect(cession).not.toHaveProperty('share_percent')
    const history = await t.db
      .selectFrom('partner_listing_history')
      .select('action')
      .where('listing_id', '=', cession.id)
      .execute()
    expect(history.map((row) => row.action)).toEqual(['created', 'published'])
  })

  it('saves an incomplete draft, and refuses to publish it incomplete, naming the fields', async () => {
    const author = await member(t)
    const draft = await post('/api/partner-listings', author, { kind: 'association', commune_insee: '69381' })
    expect(draft.status).toBe(201)
    const saved = await json<PartnerListingSaved>(draft)
    expect(saved.partner_listing.status).toBe('draft')
    expect(saved.message).toBe('Votre brouillon d’annonce est enregistré.')

    const incomplete = await post('/api/partner-listings', author, { kind: 'association', publish: true })
    expect(incomplete.status).toBe(422)
    const body = await json<ErrorBody>(incomplete)
    expect(body.code).toBe('partner_listing.not_publishable')
    expect(Object.keys(body.errors ?? {}).sort()).toEqual([
      'commune_insee',
      'premises',
      'share_percent',
      'start_date',
      'team_size',
    ])

    const publish = await post(`/api/partner-listings/${saved.partner_listing.id}/publish`, author)
    expect(publish.status).toBe(422)
    const put = await call(
      t,
      'PUT',
      `/api/partner-listings/${saved.partner_listing.id}`,
      { kind: 'association', start_date: '2026-10-01', premises: 'cabinet', share_percent: 50, team_size: 2 },
      as(author),
    )
    expect(put.status).toBe(200)
    const published = await post(`/api/partner-listings/${saved.partner_listing.id}/publish`, author)
    expect(published.status).toBe(200)
    expect((await json<PartnerListingSaved>(published)).partner_listing.status).toBe('published')
    const again = await post(`/api/partner-listings/${saved.partner_listing.id}/publish`, author)
    expect(again.status).toBe(409)
  })

  it('refuses bad input with a French message on the field', async () => {
    const author = await member(t)
    const cases: [Record<string, unknown>, string, string][] = [
      [{ kind: 'vente' }, 'kind', 'partner_listing.kind_invalid'],
      [
        { ...bodies.collaboration, redevance_percent: 51 },
        'redevance_percent',
        'La redevance est un pourcentage entier entre 0 et 50.',
      ],
      [
        { ...bodies.collaboration, redevance_percent: -1 },
        'redevance_percent',
        'La redevance est un pourcentage entier entre 0 et 50.',
      ],
      [
        { ...bodies.collaboration, days_per_week: 8 },
        'days_per_week',
        'Le nombre de jours par semaine est un entier entre 1 et 7.',
      ],
      [
        { ...bodies.association, share_percent: 100 },
        'share_percent',
        'La part de la société proposée est un pourcentage entier entre 1 et 99.',
      ],
      [
        { ...bodies.cession, fees_bracket: 'beaucoup' },
        'fees_bracket',
        'Choisissez une tranche d’honoraires annuels dans la liste.',
      ],
      [
        { ...bodies.cession, price_eur: 1.5 },
        'price_eur',
        'Le prix indicatif est un montant entier en euros, entre 0 et 5\u00a0000\u00a0000.',
      ],
      [{ ...bodies.recherche, radius_km: 500 }, 'radius_km', 'Le rayon d’intervention doit être compris entre 1 et 200 km.'],
      [{ ...bodies.recherche, start_date: '2026-02-30' }, 'start_date', 'Cette date n’est pas valide.'],
      [
        { ...bodies.collaboration, premises: 'garage' },
        'premises',
        'Choisissez le local\u00a0: cabinet, cabinet partagé ou soins à domicile uniquement.',
      ],
      [{ ...bodies.collaboration, commune_insee: '99999' }, 'commune_insee', 'Choisissez une commune dans la liste.'],
    ]
    for (const [body, field, text] of cases) {
      const response = await post('/api/partner-listings', author, body)
      expect(response.status, JSON.stringify(body)).toBe(422)
      const answer = await json<ErrorBody>(response)
      if (text.includes(' ')) expect(answer.errors?.[field]?.[0] ?? answer.message, field).toBe(text)
      else expect(answer.errors?.[field], field).toBeDefined()
    }
    // A field of another kind is refused, not silently dropped.
    const other = await post('/api/partner-listings', author, { ...bodies.collaboration, price_eur: 10_000 })
    expect(other.status).toBe(422)
    expect((await json<ErrorBody>(other)).message).toBe('Ce champ n’existe pas pour ce type d’annonce.')
    const count = await t.db
      .selectFrom('partner_listings')
      .select(t.db.fn.countAll().as('n'))
      .where('author_user_id', '=', author.id)
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(0)
  })
})

describe('the author alone changes a listing', () => {
  it('answers 403 to another member, 404 on another’s draft, and keeps the kind', async () => {
    const author = await member(t)
    const other = await member(t)
    const listing = await create(author)
    const draft = (await json<PartnerListingSaved>(await post('/api/partner-listings', author, bodies.cession))).partner_listing
    const changes: [string, string, unknown][] = [
      ['PUT', '', { kind: 'collaboration', days_per_week: 2 }],
      ['DELETE', '', undefined],
      ['POST', '/publish', undefined],
      ['POST', '/withdraw', undefined],
      ['POST', '/fill', undefined],
      ['POST', '/renew', undefined],
      ['GET', '/responses', undefined],
    ]
    for (const [method, suffix, body] of changes) {
      const published = await call(t, method, `/api/partner-listings/${listing.id}${suffix}`, body, as(other))
      expect(published.status, `${method} ${suffix}`).toBe(403)
      const hidden = await call(t, method, `/api/partner-listings/${draft.id}${suffix}`, body, as(other))
      expect(hidden.status, `${method} ${suffix} (draft)`).toBe(404)
    }
    expect((await call(t, 'GET', `/api/partner-listings/${draft.id}`, undefined, as(other))).status).toBe(404)
    expect((await call(t, 'GET', `/api/partner-listings/${listing.id}`, undefined, as(other))).status).toBe(200)
    const seen = await json<PartnerListing>(await call(t, 'GET', `/api/partner-listings/${listing.id}`, undefined, as(other)))
    expect(seen.responses_count).toBeNull()

    const kind = await call(t, 'PUT', `/api/partner-listings/${listing.id}`, { kind: 'cession', rounds: 2 }, as(author))
    expect(kind.status).toBe(422)
    expect((await json<ErrorBody>(kind)).errors?.kind).toEqual(['Le type d’une annonce ne change pas. Créez une autre annonce.'])
    const emptied = await call(
      t,
      'PUT',
      `/api/partner-listings/${listing.id}`,
      { kind: 'collaboration', days_per_week: null },
      as(author),
    )
    expect(emptied.status).toBe(422)
    const stored = await t.db
      .selectFrom('partner_listings')
      .select(['days_per_week'])
      .where('id', '=', listing.id)
      .executeTakeFirstOrThrow()
    expect(stored.days_per_week).toBe(4)
  })

  it('withdraws, fills and deletes by the rules', async () => {
    const author = await member(t)
    const one = await create(author)
    expect((await post(`/api/partner-listings/${one.id}/fill`, author)).status).toBe(200)
    expect((await post(`/api/partner-listings/${one.id}/withdraw`, author)).status).toBe(409)
    const edit = await call(t, 'PUT', `/api/partner-listings/${one.id}`, { kind: 'collaboration', days_per_week: 2 }, as(author))
    expect(edit.status).toBe(409)
    const two = await create(author)
    const withdrawn = await post(`/api/partner-listings/${two.id}/withdraw`, author)
    expect((await json<PartnerListingSaved>(withdrawn)).partner_listing.status).toBe('withdrawn')
    expect((await call(t, 'DELETE', `/api/partner-listings/${two.id}`, undefined, as(author))).status).toBe(409)
    const draft = (await json<PartnerListingSaved>(await post('/api/partner-listings', author, bodies.cession))).partner_listing
    expect((await call(t, 'DELETE', `/api/partner-listings/${draft.id}`, undefined, as(author))).status).toBe(200)
    expect(await t.db.selectFrom('partner_listings').select('id').where('id', '=', draft.id).executeTakeFirst()).toBeUndefined()

    const mine = await json<ListBody>(
      await call(t, 'GET', '/api/partner-listings/me?status=filled,withdrawn', undefined, as(author)),
    )
    expect(mine.partner_listings.map((listing) => listing.id)).toEqual([two.id, one.id])
    expect(mine.count).toBe(2)
  })
})

describe('GET /api/partner-listings', () => {
  it('finds published listings within the radius, with the right distance, sorted by distance or date', async () => {
    await t.db.deleteFrom('partner_listings').execute()
    const author = await subscribedMember(t)
    const viewer = await member(t)
    const montpellier = await create(author, { commune_insee: '34172' })
    t.clock.advance(60_000)
    const lattes = await create(author, { commune_insee: '34129' }, 'cession')
    t.clock.advance(60_000)
    const castelnau = await create(author, { commune_insee: '34057' }, 'association')
    t.clock.advance(60_000)
    const nimes = await create(author, { commune_insee: '30189' })
    await create(author, { commune_insee: '75101' })
    await post('/api/partner-listings', author, { ...bodies.collaboration, commune_insee: '34129' })

    const around = await search(viewer, 'commune=34172&radius_km=30')
    expect(around.count).toBe(3)
    expect(around.partner_listings.map((listing) => listing.id)).toEqual([montpellier.id, castelnau.id, lattes.id])
    for (const listing of around.partner_listings) {
      const expected = haversineKm(csvPosition('34172'), csvPosition(listing.commune?.insee ?? ''))
      expect(listing.distance_km).toBeCloseTo(expected, 1)
    }
    expect(around.partner_listings[0]?.distance_km).toBe(0)

    const wider = await search(viewer, 'commune=34172&radius_km=60')
    expect(wider.partner_listings.map((listing) => listing.id)).toContain(nimes.id)
    const nimesKm = haversineKm(csvPosition('34172'), csvPosition('30189'))
    const justShort = await search(viewer, `commune=34172&radius_km=${Math.floor(nimesKm)}`)
    expect(justShort.partner_listings.map((listing) => listing.id)).not.toContain(nimes.id)

    const byDate = await search(viewer, 'commune=34172&radius_km=30&sort=date')
    expect(byDate.partner_listings.map((listing) => listing.id)).toEqual([castelnau.id, lattes.id, montpellier.id])
    const everywhere = await search(viewer, '')
    expect(everywhere.count).toBe(5)
    expect(everywhere.partner_listings.every((listing) => listing.distance_km === null)).toBe(true)

    const page = await search(viewer, 'commune=34172&radius_km=30&perPage=2&page=2')
    expect(page).toMatchObject({ count: 3 })
    expect(page.partner_listings.map((listing) => listing.id)).toEqual([lattes.id])
  })

  it('filters by kind, start date, price and percentage', async () => {
    await t.db.deleteFrom('partner_listings').execute()
    const author = await subscribedMember(t)
    const viewer = await member(t)
    const cheap = await create(author, { price_eur: 30_000 }, 'cession')
    const dear = await create(author, { price_eur: 150_000, start_date: '2027-01-15' }, 'cession')
    const low = await create(author, { redevance_percent: 10 })
    const high = await create(author, { redevance_percent: 35 })
    const ids = async (query: string) => (await search(viewer, query)).partner_listings.map((listing) => listing.id).sort()
    expect(await ids('kind=cession')).toEqual([cheap.id, dear.id].sort())
    expect(await ids('kind=cession&price_min=50000')).toEqual([dear.id])
    expect(await ids('price_max=50000')).toEqual([cheap.id])
    expect(await ids('percent_min=15&percent_max=40')).toEqual([high.id])
    expect(await ids('kind=collaboration&percent_max=10')).toEqual([low.id])
    expect(await ids('start_from=2027-01-01')).toEqual([dear.id])
    expect(await ids('start_to=2026-12-31&kind=cession')).toEqual([cheap.id])
  })

  it('refuses bad queries', async () => {
    const viewer = await member(t)
    for (const query of [
      'radius_km=0',
      'radius_km=201',
      'kind=vente',
      'sort=distance',
      'sort=prix',
      'price_min=10&price_max=5',
      'percent_min=60',
      'start_from=2026-13-01',
      'start_from=2026-05-01&start_to=2026-04-01',
      'perPage=51',
      'page=0',
      'commune=99999',
    ]) {
      const response = await call(t, 'GET', `/api/partner-listings?${query}`, undefined, as(viewer))
      expect(response.status, query).toBe(422)
    }
  })
})

describe('responses', () => {
  it('opens the conversation with the message, once per member, never on one’s own listing', async () => {
    const author = await member(t, { first_name: 'Hélène' })
    const responder = await nurse(t)
    const listing = await create(author)
    const key = { 'Idempotency-Key': 'partner-response-replay-0001' }
    const first = await respondTo(responder, listing.id, 'Bonjour, quatre jours me conviennent.', key)
    expect(first.status).toBe(201)
    const replay = await respondTo(responder, listing.id, 'Bonjour, quatre jours me conviennent.', key)
    expect(replay.status).toBe(201)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    const sent = await json<{ message: string; partner_response: PartnerResponse }>(first)
    expect(await replay.json()).toEqual(sent)
    expect(sent.partner_response).toMatchObject({ status: 'new', message: 'Bonjour, quatre jours me conviennent.' })
    expect(first.headers.get('ratelimit-limit')).toBe('30')

    const conversation = await t.db
      .selectFrom('conversations')
      .selectAll()
      .where('partner_response_id', '=', sent.partner_response.id)
      .executeTakeFirstOrThrow()
    expect(conversation).toMatchObject({ kind: 'partner_response', user_a_id: author.id, user_b_id: responder.id })
    expect(sent.partner_response.conversation_id).toBe(conversation.id)
    // Both sides' messaging says which listing the conversation is about.
    const detail = await call(t, 'GET', `/api/conversations/${conversation.id}`, undefined, as(author))
    expect((await json<{ conversation: { context: unknown } }>(detail)).conversation.context).toEqual({
      kind: 'partner_response',
      partner_response_id: sent.partner_response.id,
      partner_listing_id: listing.id,
      listing_kind: listing.kind,
      commune_name: listing.commune?.name,
    })
    const messages = await t.db
      .selectFrom('conversation_messages')
      .select(['body', 'sender_user_id'])
      .where('conversation_id', '=', conversation.id)
      .execute()
    expect(messages).toEqual([{ body: 'Bonjour, quatre jours me conviennent.', sender_user_id: responder.id }])
    expect((await notificationsOf(t, author.id)).map((n) => n.event)).toEqual(['message_received'])

    const duplicate = await respondTo(responder, listing.id, 'Encore moi')
    expect(duplicate.status).toBe(422)
    expect(await json<ErrorBody>(duplicate)).toMatchObject({ code: 'partner_response.duplicate' })
    const own = await respondTo(author, listing.id)
    expect(own.status).toBe(422)
    expect(await json<ErrorBody>(own)).toMatchObject({ code: 'partner_response.own_listing' })
    const empty = await respondTo(await nurse(t), listing.id, '   ')
    expect(empty.status).toBe(422)
    const long = await respondTo(await nurse(t), listing.id, 'x'.repeat(2001))
    expect(long.status).toBe(422)
    const rows = await t.db.selectFrom('partner_responses').select('id').where('listing_id', '=', listing.id).execute()
    expect(rows).toHaveLength(1)

    const seen = await json<PartnerListing>(await call(t, 'GET', `/api/partner-listings/${listing.id}`, undefined, as(responder)))
    expect(seen.my_response).toEqual({ id: sent.partner_response.id, status: 'new', conversation_id: conversation.id })
  })

  it('refuses drafts (404) and closed listings (409)', async () => {
    const author = await member(t)
    const responder = await nurse(t)
    const draft = (await json<PartnerListingSaved>(await post('/api/partner-listings', author, bodies.cession))).partner_listing
    expect((await respondTo(responder, draft.id)).status).toBe(404)
    expect((await respondTo(responder, 999_999)).status).toBe(404)
    const listing = await create(author)
    await post(`/api/partner-listings/${listing.id}/withdraw`, author)
    const closed = await respondTo(responder, listing.id)
    expect(closed.status).toBe(409)
    expect(await json<ErrorBody>(closed)).toMatchObject({ code: 'partner_listing.not_open' })
  })

  it('lists responses received and sent with their state; the author alone decides', async () => {
    const author = await subscribedMember(t)
    const stranger = await member(t)
    const a = await nurse(t, { first_name: 'Anne' })
    const b = await nurse(t, { first_name: 'Bruno' })
    const listing = await create(author)
    const other = await create(author, {}, 'cession')
    await respondTo(a, listing.id)
    t.clock.advance(1000)
    await respondTo(b, listing.id)
    await respondTo(a, other.id)

    const received = await json<ResponsesBody>(await call(t, 'GET', '/api/partner-responses/received', undefined, as(author)))
    expect(received.count).toBe(3)
    const onListing = await json<ResponsesBody>(
      await call(t, 'GET', `/api/partner-listings/${listing.id}/responses`, undefined, as(author)),
    )
    expect(onListing.partner_responses.map((r) => r.responder.first_name)).toEqual(['Bruno', 'Anne'])
    const mine = await json<ResponsesBody>(await call(t, 'GET', '/api/partner-responses/sent', undefined, as(a)))
    expect(mine.count).toBe(2)
    expect(mine.partner_responses.every((r) => r.listing_author.id === author.id)).toBe(true)
    const strangers = await json<ResponsesBody>(await call(t, 'GET', '/api/partner-responses/received', undefined, as(stranger)))
    expect(strangers.count).toBe(0)

    const fromB = onListing.partner_responses[0] as PartnerResponse
    const fromA = onListing.partner_responses[1] as PartnerResponse
    // The author writing in the conversation makes a new response "en discussion".
    await t.db
      .insertInto('conversation_messages')
      .values({
        conversation_id: fromA.conversation_id ?? 0,
        sender_user_id: author.id,
        client_id: crypto.randomUUID(),
        body: 'Bonjour Anne',
      })
      .execute()
    expect(
      (await json<ResponsesBody>(await call(t, 'GET', '/api/partner-responses/sent?status=discussing', undefined, as(a)))).count,
    ).toBe(1)

    for (const who of [b, stranger]) {
      const refused = await post(`/api/partner-responses/${fromB.id}/status`, who, { status: 'retained' })
      expect(refused.status).toBe(404)
    }
    expect((await post(`/api/partner-responses/${fromB.id}/status`, author, { status: 'nouvelle' })).status).toBe(422)
    expect((await post(`/api/partner-responses/${fromB.id}/status`, author, { status: 'retained' })).status).toBe(200)
    expect((await post(`/api/partner-responses/${fromA.id}/status`, author, { status: 'declined' })).status).toBe(200)
    const states = await json<ResponsesBody>(
      await call(t, 'GET', `/api/partner-listings/${listing.id}/responses`, undefined, as(author)),
    )
    expect(states.partner_responses.map((r) => r.status)).toEqual(['retained', 'declined'])
    const retained = await json<ResponsesBody>(
      await call(t, 'GET', '/api/partner-responses/sent?status=retained', undefined, as(b)),
    )
    expect(retained.partner_responses.map((r) => r.id)).toEqual([fromB.id])
  })
})

describe('limits', () => {
  it('stops a member past 20 listings an hour (429 with Retry-After), and stores one response of two sent at once', async () => {
    const author = await member(t)
    for (let i = 0; i < 20; i++) expect((await post('/api/partner-listings', author, { kind: 'recherche' })).status).toBe(201)
    const refused = await post('/api/partner-listings', author, { kind: 'recherche' })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)

    const listing = await create(await member(t))
    const responder = await nurse(t)
    const answers = await Promise.all([respondTo(responder, listing.id, 'Premier'), respondTo(responder, listing.id, 'Second')])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422])
    const rows = await t.db.selectFrom('partner_responses').select('id').where('listing_id', '=', listing.id).execute()
    expect(rows).toHaveLength(1)
    const conversations = await t.db
      .selectFrom('conversations')
      .select('id')
      .where('partner_response_id', '=', rows[0]?.id ?? 0)
      .execute()
    expect(conversations).toHaveLength(1)
  })
})

describe('an account’s end and its export', () => {
  it('deletes the drafts, withdraws the published listings, empties the responses written; the export lists both', async () => {
    const author = await member(t)
    const responder = await nurse(t)
    const draft = (await json<PartnerListingSaved>(await post('/api/partner-listings', author, bodies.cession))).partner_listing
    const open = await create(author)
    const theirs = await create(await member(t), {}, 'association')
    await respondTo(author, theirs.id, 'Associée depuis 2019, je cherche à changer de cabinet.')
    await respondTo(responder, open.id)

    const exported = await call(t, 'GET', '/api/user/export', undefined, as(author))
    expect(exported.status).toBe(200)
    const data = await json<{ partner_listings: { id: number; status: string }[]; partner_responses: { listing_id: number }[] }>(
      exported,
    )
    expect(data.partner_listings.map((listing) => [listing.id, listing.status])).toEqual([
      [draft.id, 'draft'],
      [open.id, 'published'],
    ])
    expect(data.partner_responses.map((response) => response.listing_id)).toEqual([theirs.id])

    await t.db.transaction().execute((trx) => closePartnerListingsForAccount(trx, author.id, t.clock.now()))
    const rows = await t.db
      .selectFrom('partner_listings')
      .select(['id', 'status'])
      .where('author_user_id', '=', author.id)
      .execute()
    expect(rows).toEqual([{ id: open.id, status: 'withdrawn' }])
    const written = await t.db
      .selectFrom('partner_responses')
      .select('message')
      .where('responder_user_id', '=', author.id)
      .execute()
    expect(written).toEqual([{ message: '' }])
    // The responses others sent stay, with their conversations.
    expect(await t.db.selectFrom('partner_responses').select('id').where('listing_id', '=', open.id).execute()).toHaveLength(1)
  })
})

describe('expiry and renewal', () => {
  it('mails the author once 7 days before, expires at 90 days, and renewing keeps the responses', async () => {
    const job = createPartnerListingExpiryJob({
      db: t.db,
      mail: createMailer({ db: t.db, env: t.env, clock: t.clock }),
      logger: pino({ level: 'silent' }),
      clock: t.clock,
    })
    await t.db.deleteFrom('partner_listings').execute()
    const author = await member(t, { first_name: 'Camille' })
    const responder = await nurse(t)
    const viewer = await member(t)
    const listing = await create(author, { commune_insee: '69381' })
    await respondTo(responder, listing.id)
    const start = t.clock.now().getTime()

    t.clock.advance(82 * DAY)
    expect(await job.runOnce()).toEqual({ expired: 0, mailed: 0 })
    t.clock.advance(DAY + 60_000)
    expect(await job.runOnce()).toEqual({ expired: 0, mailed: 1 })
    expect(await job.runOnce()).toEqual({ expired: 0, mailed: 0 })
    const reminders = await mails(t, { to: author.email, template: 'partner-listing-renewal' })
    expect(reminders).toHaveLength(1)
    expect(reminders[0]).toMatchObject({ locale: 'fr', data: { name: 'Camille', listing_id: listing.id, kind: 'collaboration' } })
    const outbox = await t.db.selectFrom('mail_outbox').select('subject').where('to', '=', author.email).executeTakeFirstOrThrow()
    expect(outbox.subject).toBe('Votre annonce de partenariat expire dans 7 jours')

    t.clock.advance(7 * DAY)
    // Sessions last 90 days too: everyone signs in again.
    for (const who of [author, responder, viewer]) who.session = await login(t, who)
    // Past its 90 days: read as expired at once, written by the job.
    const before = await json<PartnerListing>(await call(t, 'GET', `/api/partner-listings/${listing.id}`, undefined, as(author)))
    expect(before.status).toBe('expired')
    expect((await search(viewer, 'commune=69381')).count).toBe(0)
    expect((await call(t, 'GET', `/api/partner-listings/${listing.id}`, undefined, as(viewer))).status).toBe(404)
    expect((await call(t, 'GET', `/api/partner-listings/${listing.id}`, undefined, as(responder))).status).toBe(200)
    expect((await respondTo(await nurse(t), listing.id)).status).toBe(409)
    expect(await job.runOnce()).toEqual({ expired: 1, mailed: 0 })
    const stored = await t.db
      .selectFrom('partner_listings')
      .select('status')
      .where('id', '=', listing.id)
      .executeTakeFirstOrThrow()
    expect(stored.status).toBe('expired')
    expect(start + 90 * DAY).toBeLessThan(t.clock.now().getTime())

    expect((await post(`/api/partner-listings/${listing.id}/renew`, viewer)).status).toBe(403)
    const renewed = await post(`/api/partner-listings/${listing.id}/renew`, author)
    expect(renewed.status).toBe(200)
    const body = await json<PartnerListingSaved>(renewed)
    expect(body.partner_listing).toMatchObject({ id: listing.id, status: 'published', responses_count: 1 })
    expect(body.partner_listing.expires_at).toBe(new Date(t.clock.now().getTime() + 90 * DAY).toISOString())
    expect((await search(viewer, 'commune=69381')).count).toBe(1)

    // A new cycle: the reminder goes out again before the new end.
    t.clock.advance(84 * DAY)
    expect(await job.runOnce()).toEqual({ expired: 0, mailed: 1 })
    author.session = await login(t, author)
    const history = await t.db
      .selectFrom('partner_listing_history')
      .select('action')
      .where('listing_id', '=', listing.id)
      .orderBy('id')
      .execute()
    expect(history.map((row) => row.action)).toEqual([
      'created',
      'published',
      'renewal_mailed',
      'expired',
      'renewed',
      'renewal_mailed',
    ])
    // A filled listing cannot be renewed.
    await post(`/api/partner-listings/${listing.id}/fill`, author)
    expect((await post(`/api/partner-listings/${listing.id}/renew`, author)).status).toBe(409)
  })
})
