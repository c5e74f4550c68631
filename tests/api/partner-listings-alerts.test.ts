import { describe, expect, it } from 'vitest'
import type { PartnerListing, PartnerListingSaved, PartnerResponse } from '#shared/partner-listings.ts'
import type { SavedSearch } from '#shared/saved-searches.ts'
import { call, mails } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'
import {
  addCommunes,
  csvPosition,
  haversineKm,
  json,
  type Member,
  member,
  notificationsOf,
  subscribedMember,
} from './replacements-fixtures.ts'

// Saved searches of partner listings (alerts on publication) and the responder told of the
// author's decision. The test clock starts on Monday 2 March 2026, 10:00 in Paris.
const t = await createTestApp()
// Montpellier, Castelnau-le-Lez, Lattes (a few km apart), Nîmes (about 45 km), Lyon.
await addCommunes(t, ['34172', '34057', '34129', '30189', '69381'])

type ErrorBody = { message: string; code: string; errors?: Record<string, string[]> }
type Saved = { message: string; saved_search: SavedSearch }

const as = (who: { session: string }) => ({ session: who.session })

const collaboration = {
  kind: 'collaboration',
  commune_insee: '34172',
  start_date: '2026-05-01',
  premises: 'shared',
  redevance_percent: 20,
  days_per_week: 4,
}
const cession = {
  kind: 'cession',
  commune_insee: '30189',
  start_date: '2026-12-01',
  premises: 'home_visits_only',
  price_eur: 80_000,
  fees_bracket: '100k_150k',
  patients_per_day: 35,
  premises_taken_over: false,
}

async function saveSearch(who: Member, filters: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return call(t, 'POST', '/api/saved-searches', { subject: 'partner_listings', name: 'Ma recherche', filters, ...extra }, as(who))
}

async function savedSearch(who: Member, filters: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const response = await saveSearch(who, filters, extra)
  const body = await json<Saved & ErrorBody>(response)
  if (response.status !== 201) throw new Error(`POST /api/saved-searches: ${response.status} ${JSON.stringify(body)}`)
  return body.saved_search
}

async function post(author: Member, body: Record<string, unknown>, publish = true): Promise<PartnerListing> {
  const response = await call(t, 'POST', '/api/partner-listings', { ...body, publish }, as(author))
  const answer = await json<PartnerListingSaved & ErrorBody>(response)
  if (response.status !== 201) throw new Error(`POST /api/partner-listings: ${response.status} ${JSON.stringify(answer)}`)
  return answer.partner_listing
}

async function matchesOf(who: Member) {
  return (await notificationsOf(t, who.id)).filter((n) => n.event === 'partner_listing_match')
}

async function setPreferences(who: Member, preferences: Record<string, unknown>) {
  const response = await call(t, 'POST', '/api/users/settings/notification', preferences, as(who))
  expect(response.status).toBe(200)
}

describe('saved searches of partner listings: the API', () => {
  it('saves the listing search’s filters with its subject, and lists both subjects', async () => {
    const user = await member(t)
    const response = await saveSearch(
      user,
      { commune: '34172', radius_km: '25', kind: 'collaboration,cession', price_max: '60000', page: 3, perPage: 5 },
      { name: '  Autour de Montpellier ' },
    )
    expect(response.status).toBe(201)
    const { saved_search } = await json<Saved>(response)
    expect(saved_search).toMatchObject({
      subject: 'partner_listings',
      name: 'Autour de Montpellier',
      commune_name: 'Montpellier',
      alert: true,
      filters: { commune: '34172', radius_km: 25, kind: ['collaboration', 'cession'], price_max: 60_000 },
    })
    expect(saved_search.filters).not.toHaveProperty('page')
    expect(saved_search.filters).not.toHaveProperty('perPage')

    // A replacement client that sends no subject keeps working: a search of offers.
    const offers = await call(t, 'POST', '/api/saved-searches', { name: 'Offres', filters: { commune: '34172' } }, as(user))
    expect(offers.status).toBe(201)
    expect((await json<Saved>(offers)).saved_search).toMatchObject({ subject: 'replacements', filters: { radius_km: 30 } })

    const list = await json<{ saved_searches: SavedSearch[] }>(await call(t, 'GET', '/api/saved-searches', undefined, as(user)))
    expect(list.saved_searches.map((s) => s.subject)).toEqual(['partner_listings', 'replacements'])
  })

  it('refuses bad inputs with 422 and the field in error, storing nothing', async () => {
    const user = await member(t)
    const cases: [Record<string, unknown>, Record<string, unknown>, string][] = [
      [{ kind: 'stage' }, {}, 'filters.kind.0'],
      [{ price_min: 5000, price_max: 1000 }, {}, 'filters.price_max'],
      [{ start_from: '2026-06-01', start_to: '2026-05-01' }, {}, 'filters.start_to'],
      [{ radius_km: 500 }, {}, 'filters.radius_km'],
      [{ commune: '34172' }, { name: '' }, 'name'],
    ]
    for (const [filters, extra, field] of cases) {
      const response = await saveSearch(user, filters, extra)
      expect(response.status, JSON.stringify(filters)).toBe(422)
      expect(Object.keys((await json<ErrorBody>(response)).errors ?? {}), JSON.stringify(filters)).toContain(field)
    }
    const badSubject = await call(t, 'POST', '/api/saved-searches', { subject: 'annonces', name: 'x', filters: {} }, as(user))
    expect(badSubject.status).toBe(422)
    expect((await json<ErrorBody>(badSubject)).message).toMatch(/remplacements ou des annonces/)
    const unknownCommune = await saveSearch(user, { commune: '99999' })
    expect(unknownCommune.status).toBe(422)
    expect(Object.keys((await json<ErrorBody>(unknownCommune)).errors ?? {})).toContain('filters.commune')
    const list = await json<{ count: number }>(await call(t, 'GET', '/api/saved-searches', undefined, as(user)))
    expect(list.count).toBe(0)
    // An offer's filter is not a listing's: it is left out, never stored.
    const mixed = await savedSearch(user, { from: '2026-03-01', kind: 'cession' })
    expect(mixed.filters).toEqual({ radius_km: 30, kind: ['cession'] })
  })

  it('updates with the stored subject’s filters, keeps the subject, and hides another member’s search (404)', async () => {
    const owner = await member(t)
    const other = await member(t)
    const search = await savedSearch(owner, { commune: '34172', kind: 'cession' })

    const changed = await call(
      t,
      'PUT',
      `/api/saved-searches/${search.id}`,
      { filters: { commune: '34129', kind: ['association'], radius_km: 10 }, alert: false },
      as(owner),
    )
    expect(changed.status).toBe(200)
    expect((await json<Saved>(changed)).saved_search).toMatchObject({
      subject: 'partner_listings',
      commune_name: 'Lattes',
      alert: false,
      filters: { commune: '34129', kind: ['association'], radius_km: 10 },
    })
    const switched = await call(t, 'PUT', `/api/saved-searches/${search.id}`, { subject: 'replacements', name: 'x' }, as(owner))
    expect(switched.status).toBe(422)
    const badFilter = await call(t, 'PUT', `/api/saved-searches/${search.id}`, { filters: { kind: 'stage' } }, as(owner))
    expect(badFilter.status).toBe(422)

    for (const [method, body] of [
      ['PUT', { name: 'À moi' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(t, method, `/api/saved-searches/${search.id}`, body, as(other))
      expect(response.status, method).toBe(404)
    }
    const deleted = await call(t, 'DELETE', `/api/saved-searches/${search.id}`, undefined, as(owner))
    expect(deleted.status).toBe(200)
  })
})

describe('saved searches of partner listings: the alerts on publication', () => {
  it('alerts the searches whose kind, distance, start date and price range match, never the author', async () => {
    const author = await member(t, { first_name: 'Claire', last_name: 'Dubois' })
    // Instant alerts (by mail and push) are a plan's; in the app, everyone is told at once.
    const near = await subscribedMember(t)
    const wrongKind = await member(t)
    const tooFar = await member(t)
    const wideRadius = await member(t)
    const startsLater = await member(t)
    const priced = await member(t)
    const anywhere = await member(t)

    const nearSearch = await savedSearch(
      near,
      { commune: '34129', radius_km: 10, kind: 'collaboration' },
      { name: 'Près de Lattes' },
    )
    await savedSearch(wrongKind, { commune: '34172', kind: 'cession,association' })
    await savedSearch(tooFar, { commune: '30189', radius_km: 20 })
    await savedSearch(wideRadius, { commune: '30189', radius_km: 60 })
    await savedSearch(startsLater, { start_from: '2026-06-01' })
    // A price range: a listing without a price does not match it (as the search).
    await savedSearch(priced, { price_min: 1000 })
    await savedSearch(anywhere, { start_from: '2026-04-01', start_to: '2026-05-31' })
    // The author's own search never alerts them.
    await savedSearch(author, { commune: '34172' })

    const listing = await post(author, collaboration)
    const alerted = [near, wrongKind, tooFar, wideRadius, startsLater, priced, anywhere, author]
    const told = await Promise.all(alerted.map(async (who) => (await matchesOf(who)).length))
    expect(told).toEqual([1, 0, 0, 1, 0, 0, 1, 0])

    const [notice] = await matchesOf(near)
    const km = haversineKm(csvPosition('34129'), csvPosition('34172'))
    expect(notice?.data).toMatchObject({
      listing_id: listing.id,
      kind: 'collaboration',
      commune_name: 'Montpellier',
      saved_search_id: nearSearch.id,
      saved_search_name: 'Près de Lattes',
    })
    expect(Math.abs((notice?.data.distance_km as number) - km)).toBeLessThan(0.2)
    expect((await matchesOf(anywhere))[0]?.data.distance_km).toBeNull()

    // By mail too (the default), its button leading to the listing.
    const [mail] = await mails(t, { to: near.email, template: 'notification' })
    expect(mail?.data).toMatchObject({ event: 'partner_listing_match', data: { listing_id: listing.id } })
  })

  it('matches the price range of a priced listing, and not a draft, an edit or a renewal', async () => {
    const author = await subscribedMember(t)
    const buyer = await member(t)
    const cheap = await member(t)
    await savedSearch(buyer, { kind: 'cession', price_min: 50_000, price_max: 100_000 })
    await savedSearch(cheap, { kind: 'cession', price_max: 50_000 })

    const draft = await post(author, cession, false)
    expect(await matchesOf(buyer)).toHaveLength(0)
    const published = await call(t, 'POST', `/api/partner-listings/${draft.id}/publish`, undefined, as(author))
    expect(published.status).toBe(200)
    expect(await matchesOf(buyer)).toHaveLength(1)
    expect(await matchesOf(cheap)).toHaveLength(0)

    const edited = await call(t, 'PUT', `/api/partner-listings/${draft.id}`, { kind: 'cession', price_eur: 90_000 }, as(author))
    expect(edited.status).toBe(200)
    t.clock.advance(85 * 86_400_000)
    const renewed = await call(t, 'POST', `/api/partner-listings/${draft.id}/renew`, undefined, as(author))
    expect(renewed.status).toBe(200)
    expect(await matchesOf(buyer)).toHaveLength(1)
  })

  it('alerts once when the listing is published twice at once', async () => {
    const author = await member(t)
    const watcher = await member(t)
    const first = await savedSearch(watcher, { commune: '34172' })
    const second = await savedSearch(watcher, { kind: 'collaboration' })
    const draft = await post(author, collaboration, false)
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(t, 'POST', `/api/partner-listings/${draft.id}/publish`, undefined, as(author))),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409])
    // Two of their searches match: one notification, their oldest search's.
    expect(await matchesOf(watcher)).toHaveLength(1)
    const recorded = await t.db
      .selectFrom('partner_listing_search_matches')
      .select('saved_search_id')
      .where('listing_id', '=', draft.id)
      .where('saved_search_id', 'in', [first.id, second.id])
      .execute()
    expect(recorded).toHaveLength(2)
    expect((await matchesOf(watcher))[0]?.data.saved_search_id).toBe(first.id)
  })

  it('follows the owner’s preferences, and skips searches with the alert off', async () => {
    const author = await member(t)
    const quiet = await subscribedMember(t)
    const mailOnly = await subscribedMember(t)
    const off = await subscribedMember(t)
    await setPreferences(quiet, { partner_listing_match: { in_app: false, email: false, push: false } })
    await setPreferences(mailOnly, { partner_listing_match: { in_app: false } })
    await savedSearch(quiet, { kind: 'collaboration' })
    await savedSearch(mailOnly, { kind: 'collaboration' })
    await savedSearch(off, { kind: 'collaboration' }, { alert: false })
    // A device that accepted push, and push turned on for this kind.
    await setPreferences(off, { partner_listing_match: { push: true } })
    await t.db
      .insertInto('push_subscriptions')
      .values({
        user_id: off.id,
        endpoint: 'https://push.example/x',
        p256dh: 'k',
        auth: 'a',
        device_name: 'Téléphone',
        created_at: t.clock.now(),
      })
      .execute()

    await post(author, collaboration)
    expect(await matchesOf(quiet)).toHaveLength(0)
    expect(await mails(t, { to: quiet.email, template: 'notification' })).toHaveLength(0)
    expect(await matchesOf(mailOnly)).toHaveLength(0)
    expect(await mails(t, { to: mailOnly.email, template: 'notification' })).toHaveLength(1)
    expect(await matchesOf(off)).toHaveLength(0)
    expect(await mails(t, { to: off.email, template: 'notification' })).toHaveLength(0)
  })

  it('sends a push where the owner allows it', async () => {
    const author = await member(t)
    const owner = await subscribedMember(t)
    await setPreferences(owner, { partner_listing_match: { push: true } })
    const device = await t.db
      .insertInto('push_subscriptions')
      .values({
        user_id: owner.id,
        endpoint: 'https://push.example/y',
        p256dh: 'k',
        auth: 'a',
        device_name: 'Téléphone',
        created_at: t.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await savedSearch(owner, { kind: 'collaboration' })
    const listing = await post(author, collaboration)
    const pushes = await t.db.selectFrom('push_outbox').select('payload').where('subscription_id', '=', device.id).execute()
    expect(pushes).toHaveLength(1)
    expect(pushes[0]?.payload).toMatchObject({ url: `/dashboard/partners/${listing.id}` })
  })

  it('leaves the offers’ searches out of the listings’ alerts, and the other way round', async () => {
    const author = await member(t)
    const offersOnly = await member(t)
    await call(t, 'POST', '/api/saved-searches', { name: 'Offres', filters: {} }, as(offersOnly))
    await post(author, collaboration)
    expect(await matchesOf(offersOnly)).toHaveLength(0)
  })
})

describe('the responder is told of the author’s decision', () => {
  async function responseTo(listing: PartnerListing, responder: Member): Promise<PartnerResponse> {
    const response = await call(
      t,
      'POST',
      `/api/partner-listings/${listing.id}/responses`,
      { message: 'Bonjour, votre annonce m’intéresse.' },
      as(responder),
    )
    expect(response.status).toBe(201)
    return (await json<{ partner_response: PartnerResponse }>(response)).partner_response
  }
  const decide = (who: Member, id: number, status: string) =>
    call(t, 'POST', `/api/partner-responses/${id}/status`, { status }, as(who))
  const decisionsOf = async (who: Member) =>
    (await notificationsOf(t, who.id)).filter((n) => n.event === 'partner_response_decided')

  it('tells a retained or declined responder in the app and by mail, once, leading to the conversation', async () => {
    const author = await member(t, { first_name: 'Claire', last_name: 'Dubois' })
    const responder = await member(t)
    const listing = await post(author, collaboration)
    const response = await responseTo(listing, responder)

    expect((await decide(author, response.id, 'discussing')).status).toBe(200)
    expect(await decisionsOf(responder)).toHaveLength(0)
    expect((await decide(author, response.id, 'retained')).status).toBe(200)
    expect((await decide(author, response.id, 'retained')).status).toBe(200)
    const told = await decisionsOf(responder)
    expect(told).toHaveLength(1)
    expect(told[0]?.data).toMatchObject({
      listing_id: listing.id,
      kind: 'collaboration',
      commune_name: 'Montpellier',
      response_id: response.id,
      status: 'retained',
      author_name: 'Claire Dubois',
      conversation_id: response.conversation_id,
    })
    const mail = (await mails(t, { to: responder.email, template: 'notification' })).find(
      (m) => m.data.event === 'partner_response_decided',
    )
    expect(mail?.data).toMatchObject({ data: { status: 'retained' } })

    expect((await decide(author, response.id, 'declined')).status).toBe(200)
    expect((await decisionsOf(responder)).map((n) => n.data.status)).toEqual(['retained', 'declined'])
    // The author is told nothing of their own decision.
    expect(await decisionsOf(author)).toHaveLength(0)
  })

  it('follows the responder’s preferences, and tells nobody when a stranger tries (404)', async () => {
    const author = await member(t)
    const responder = await member(t)
    const stranger = await member(t)
    await setPreferences(responder, { partner_response_decided: { in_app: false } })
    const listing = await post(author, collaboration)
    const response = await responseTo(listing, responder)
    expect((await decide(stranger, response.id, 'declined')).status).toBe(404)
    expect((await decide(responder, response.id, 'retained')).status).toBe(404)
    expect((await decide(author, response.id, 'maybe')).status).toBe(422)
    expect(await mails(t, { to: responder.email, template: 'notification' })).toHaveLength(0)

    expect((await decide(author, response.id, 'declined')).status).toBe(200)
    expect(await decisionsOf(responder)).toHaveLength(0)
    const decided = await mails(t, { to: responder.email, template: 'notification' })
    expect(decided).toHaveLength(1)
    expect(decided[0]?.data).toMatchObject({ event: 'partner_response_decided', data: { status: 'declined' } })
  })
})

describe('the renewal mail', () => {
  it('leads to the listing', async () => {
    const { partnerListingRenewalMail } = await import('#server/modules/partner-listings/partner-listing-mails.ts')
    const content = partnerListingRenewalMail.render.fr(
      { name: 'Claire', listing_id: 42, kind: 'cession', commune_name: 'Lattes', expires_at: '2026-06-01T10:00:00Z' },
      { locale: 'fr', link: (path) => `https://releve.example${path}`, formatDateTime: (iso) => iso },
    )
    expect(content.blocks).toContainEqual(
      expect.objectContaining({ type: 'button', url: 'https://releve.example/dashboard/partners/42' }),
    )
  })
})
