import { describe, expect, it } from 'vitest'
import { alertOnPublish } from '#server/modules/alerts/on-publish.ts'
import { searchPlace } from '#server/modules/alerts/saved-searches.repository.ts'
import { createSavedSearchSchema, MAX_SAVED_SEARCHES } from '#shared/saved-searches.ts'
import { call, createUser, login } from './helpers/accounts.ts'
import {
  communes,
  createOffer,
  loadTestCommunes,
  notificationMailsTo,
  notificationsOf,
  type OfferOptions,
} from './helpers/alert-fixtures.ts'
import { subscribe } from './helpers/subscriptions.ts'
import { createTestApp } from './helpers/test-app.ts'

const t = await createTestApp()
await loadTestCommunes(t)

async function member(roles = ['remplacant']) {
  const user = await createUser(t, { roles })
  return { ...user, session: await login(t, user) }
}
type Member = Awaited<ReturnType<typeof member>>

const save = (user: Member, body: unknown) => call(t, 'POST', '/api/saved-searches', body, { session: user.session })
const listOf = async (user: Member) =>
  (await (await call(t, 'GET', '/api/saved-searches', undefined, { session: user.session })).json()) as {
    saved_searches: { id: number; name: string; alert: boolean; filters: Record<string, unknown> }[]
    count: number
  }

describe('saved searches: the API', () => {
  it('answers 401 to anonymous callers on every call', async () => {
    for (const [method, path] of [
      ['GET', '/api/saved-searches'],
      ['POST', '/api/saved-searches'],
      ['PUT', '/api/saved-searches/1'],
      ['DELETE', '/api/saved-searches/1'],
    ] as const) {
      const response = await call(t, method, path, method === 'GET' || method === 'DELETE' ? undefined : { name: 'x' })
      expect(response.status, `${method} ${path}`).toBe(401)
    }
  })

  it('saves the filters as the search takes them, normalised, with the commune’s name, and lists the caller’s own', async () => {
    const user = await member()
    const other = await member()
    const response = await save(user, {
      name: '  Autour de Villeurbanne  ',
      filters: {
        commune: '69266',
        radius_km: '25',
        from: '2026-03-01',
        to: '2026-03-31',
        shifts: 'matin,soir',
        care_types: ['pansements'],
        min_percent: 80,
        housing: 'true',
        urgency: 'urgent,immediate',
        sort: 'distance',
        page: '3',
        perPage: '20',
      },
    })
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body.message).toBe('Recherche enregistrée.')
    expect(body.saved_search).toEqual({
      id: expect.any(Number),
      subject: 'replacements',
      name: 'Autour de Villeurbanne',
      filters: {
        commune: '69266',
        radius_km: 25,
        from: '2026-03-01',
        to: '2026-03-31',
        shifts: ['matin', 'soir'],
        care_types: ['pansements'],
        min_percent: 80,
        housing: true,
        urgency: ['urgent', 'immediate'],
        sort: 'distance',
      },
      commune_name: 'Villeurbanne',
      alert: true,
      created_at: t.clock.now().toISOString(),
      last_alerted_at: null,
    })
    // What GET gives back can be saved again as it is (the search screen keeps the parsed shape).
    const again = await save(other, { name: 'Copie', filters: body.saved_search.filters, alert: false })
    expect(again.status).toBe(201)
    expect((await again.json()).saved_search).toMatchObject({ filters: body.saved_search.filters, alert: false })

    const mine = await listOf(user)
    expect(mine.count).toBe(1)
    expect(mine.saved_searches.map((s) => s.name)).toEqual(['Autour de Villeurbanne'])
    expect((await listOf(other)).saved_searches.map((s) => s.name)).toEqual(['Copie'])
  })

  it('refuses bad input with 422 and a message per field', async () => {
    const user = await member()
    const cases: [unknown, string][] = [
      [{ filters: {} }, 'name'],
      [{ name: '   ', filters: {} }, 'name'],
      [{ name: 'x'.repeat(81), filters: {} }, 'name'],
      [{ name: 'x' }, 'filters'],
      [{ name: 'x', filters: { commune: 'Lyon' } }, 'filters.commune'],
      [{ name: 'x', filters: { commune: '99999' } }, 'filters.commune'],
      [{ name: 'x', filters: { radius_km: 0 } }, 'filters.radius_km'],
      [{ name: 'x', filters: { radius_km: 500 } }, 'filters.radius_km'],
      [{ name: 'x', filters: { from: '2026-03-10', to: '2026-03-01' } }, 'filters.to'],
      [{ name: 'x', filters: { from: '2026-02-30' } }, 'filters.from'],
      [{ name: 'x', filters: { shifts: 'nuit' } }, 'filters.shifts.0'],
      [{ name: 'x', filters: { min_percent: 40 } }, 'filters.min_percent'],
      [{ name: 'x', filters: { housing: 'maybe' } }, 'filters.housing'],
      [{ name: 'x', filters: { sort: 'distance' } }, 'filters.sort'],
      [{ name: 'x', filters: {}, alert: 'yes' }, 'alert'],
    ]
    for (const [body, field] of cases) {
      const response = await save(user, body)
      const answer = await response.json()
      expect(response.status, JSON.stringify(body)).toBe(422)
      expect(Object.keys(answer.errors), JSON.stringify(body)).toEqual([field])
    }
    expect((await listOf(user)).count).toBe(0)
  })

  it(`keeps at most ${MAX_SAVED_SEARCHES} searches of each subject per user`, async () => {
    const user = await member()
    const attempts = await Promise.all(
      Array.from({ length: MAX_SAVED_SEARCHES + 3 }, (_, i) => save(user, { name: `Recherche ${i + 1}`, filters: {} })),
    )
    const statuses = attempts.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_SAVED_SEARCHES)
    expect(statuses.filter((s) => s === 422)).toHaveLength(3)
    const refused = attempts.find((r) => r.status === 422)
    expect((await refused?.json())?.message).toBe(
      `Vous avez déjà ${MAX_SAVED_SEARCHES} recherches enregistrées : supprimez-en une pour en ajouter une autre.`,
    )
    expect((await listOf(user)).count).toBe(MAX_SAVED_SEARCHES)

    // The limit is per subject: a full list of offer searches leaves room for partner listings'.
    const listing = await save(user, { subject: 'partner_listings', name: 'Cession', filters: {} })
    expect(listing.status).toBe(201)
    expect((await listOf(user)).count).toBe(MAX_SAVED_SEARCHES + 1)
  })

  it('renames, turns the alert off and changes the filters of one’s own search only', async () => {
    const owner = await member()
    const intruder = await member()
    const { saved_search: created } = await (await save(owner, { name: 'Lyon', filters: { commune: '69381' } })).json()
    const path = `/api/saved-searches/${created.id}`

    const renamed = await call(t, 'PUT', path, { name: 'Lyon centre', alert: false }, { session: owner.session })
    expect(renamed.status).toBe(200)
    expect((await renamed.json()).saved_search).toMatchObject({
      name: 'Lyon centre',
      alert: false,
      commune_name: 'Lyon 1er Arrondissement',
    })

    const moved = await call(t, 'PUT', path, { filters: { commune: '42218', radius_km: 10 } }, { session: owner.session })
    expect((await moved.json()).saved_search).toMatchObject({
      name: 'Lyon centre',
      commune_name: 'Saint-Étienne',
      filters: { commune: '42218', radius_km: 10 },
    })
    const stored = await t.db.selectFrom('saved_searches').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ commune_insee: '42218', radius_km: 10, lat: 45.4241, lng: 4.36647 })

    expect((await call(t, 'PUT', path, {}, { session: owner.session })).status).toBe(422)
    expect((await call(t, 'PUT', path, { name: '' }, { session: owner.session })).status).toBe(422)
    for (const body of [{ name: 'Volé' }, {}]) {
      expect((await call(t, 'PUT', path, body, { session: intruder.session })).status).toBe(404)
    }
    expect((await call(t, 'PUT', '/api/saved-searches/abc', { name: 'x' }, { session: owner.session })).status).toBe(404)
    expect((await call(t, 'DELETE', path, undefined, { session: intruder.session })).status).toBe(404)
    expect((await listOf(owner)).saved_searches[0]?.name).toBe('Lyon centre')

    const deleted = await call(t, 'DELETE', path, undefined, { session: owner.session })
    expect(deleted.status).toBe(200)
    expect(await deleted.json()).toEqual({ message: 'Recherche supprimée.' })
    expect((await listOf(owner)).count).toBe(0)
    expect((await call(t, 'DELETE', path, undefined, { session: owner.session })).status).toBe(404)
  })
})

const holder = await member(['titulaire'])

/** A saved search as POST /api/saved-searches stores it, without a session (the matching tests make many). */
async function saveDirectly(userId: number, name: string, filters: Record<string, unknown>, alert = true) {
  const input = createSavedSearchSchema.parse({ name, filters, alert })
  const place = await searchPlace(t.db, input.filters)
  if (!place) throw new Error('unknown commune')
  await t.db
    .insertInto('saved_searches')
    .values({
      user_id: userId,
      name,
      filters: JSON.stringify(input.filters),
      ...place,
      radius_km: input.filters.radius_km,
      alert,
    })
    .execute()
}

describe('saved searches: alerts when a matching offer is published', () => {
  /** A fresh searcher with one saved search, and what alertOnPublish told them about a new offer. */
  async function outcome(filters: Record<string, unknown>, offer: OfferOptions = {}, instantAlerts = false) {
    const searcher = await createUser(t, { roles: ['remplacant'] })
    // Instant alerts (by mail and push) are a plan's; in the app, everyone is told at once.
    if (instantAlerts) await subscribe(t, searcher.id, 'remplacant')
    await saveDirectly(searcher.id, 'Ma recherche', filters)
    const id = await createOffer(t, holder.id, offer)
    await alertOnPublish(t.db, id, t.clock.now())
    return { searcher, offerId: id, notifications: await notificationsOf(t, searcher.id) }
  }
  const matches = async (filters: Record<string, unknown>, offer: OfferOptions = {}) =>
    (await outcome(filters, offer)).notifications.length === 1

  it('tells the owner in the app and by mail, with the search and the distance, once per offer', async () => {
    const { searcher, offerId, notifications } = await outcome({ commune: communes.villeurbanne, radius_km: 10 }, {}, true)
    expect(notifications).toHaveLength(1)
    expect(notifications[0]).toMatchObject({
      event: 'saved_search_match',
      data: {
        replacement_id: offerId,
        commune_name: 'Lyon 1er Arrondissement',
        start_date: '2026-03-09',
        end_date: '2026-03-15',
        saved_search_name: 'Ma recherche',
      },
    })
    // Villeurbanne to Lyon 1er: about 5 km between the communes' centres.
    expect(notifications[0]?.data.distance_km).toBeGreaterThan(4)
    expect(notifications[0]?.data.distance_km).toBeLessThan(6)
    const mails = await notificationMailsTo(t, searcher.email)
    expect(mails.map((m) => m.subject)).toEqual(['Nouvelle offre pour votre recherche « Ma recherche »'])

    await alertOnPublish(t.db, offerId, t.clock.now())
    expect(await notificationsOf(t, searcher.id)).toHaveLength(1)
    expect(await notificationMailsTo(t, searcher.email)).toHaveLength(1)
    const stored = await t.db
      .selectFrom('saved_searches')
      .select('last_alerted_at')
      .where('user_id', '=', searcher.id)
      .executeTakeFirstOrThrow()
    expect(stored.last_alerted_at).toEqual(t.clock.now())
  })

  it('matches within the radius of the search’s commune only, the distance computed between communes', async () => {
    // Lyon 1er → Givors is about 22 km; → Saint-Étienne about 50 km; → Grenoble about 95 km.
    expect(await matches({ commune: communes.lyon1, radius_km: 30 }, { commune: communes.givors })).toBe(true)
    expect(await matches({ commune: communes.lyon1, radius_km: 15 }, { commune: communes.givors })).toBe(false)
    expect(await matches({ commune: communes.lyon1, radius_km: 45 }, { commune: communes.saintEtienne })).toBe(false)
    expect(await matches({ commune: communes.lyon1, radius_km: 55 }, { commune: communes.saintEtienne })).toBe(true)
    expect(await matches({ commune: communes.lyon1, radius_km: 90 }, { commune: communes.grenoble })).toBe(false)
    expect(await matches({ commune: communes.lyon1, radius_km: 100 }, { commune: communes.grenoble })).toBe(true)
    // No commune: anywhere in France.
    expect(await matches({}, { commune: communes.nice })).toBe(true)
    expect(await matches({ commune: communes.bordeaux, radius_km: 200 }, { commune: communes.nice })).toBe(false)
  })

  it('matches offers whose dates overlap the search’s, and chosen days inside it', async () => {
    const offer = { start_date: '2026-03-09', end_date: '2026-03-15' }
    expect(await matches({ from: '2026-03-01', to: '2026-03-09' }, offer)).toBe(true)
    expect(await matches({ from: '2026-03-15' }, offer)).toBe(true)
    expect(await matches({ to: '2026-03-08' }, offer)).toBe(false)
    expect(await matches({ from: '2026-03-16', to: '2026-03-31' }, offer)).toBe(false)
    const chosen = { start_date: '2026-03-09', end_date: '2026-03-20', days: ['2026-03-09', '2026-03-20'] }
    expect(await matches({ from: '2026-03-10', to: '2026-03-19' }, chosen)).toBe(false)
    expect(await matches({ from: '2026-03-10', to: '2026-03-20' }, chosen)).toBe(true)
  })

  it('matches shifts and care types in common, the minimum percentage, housing and urgency', async () => {
    const offer: OfferOptions = {
      shifts: ['matin', 'soir'],
      care_types: ['pansements', 'diabete'],
      retrocession_percent: 85,
      housing_offered: true,
      urgency: 'normal',
    }
    expect(await matches({ shifts: 'soir,journee' }, offer)).toBe(true)
    expect(await matches({ shifts: 'apres_midi' }, offer)).toBe(false)
    expect(await matches({ care_types: 'diabete' }, offer)).toBe(true)
    expect(await matches({ care_types: 'perfusions,stomies' }, offer)).toBe(false)
    expect(await matches({ min_percent: 85 }, offer)).toBe(true)
    expect(await matches({ min_percent: 90 }, offer)).toBe(false)
    expect(await matches({ housing: 'true' }, offer)).toBe(true)
    expect(await matches({ housing: 'true' }, { ...offer, housing_offered: false })).toBe(false)
    expect(await matches({ housing: 'false' }, offer)).toBe(false)
    expect(await matches({ urgency: 'normal,urgent' }, offer)).toBe(true)
    expect(await matches({ urgency: 'immediate' }, offer)).toBe(false)
    // Everything at once.
    expect(
      await matches(
        {
          commune: communes.bron,
          radius_km: 10,
          from: '2026-03-10',
          shifts: 'matin',
          care_types: 'pansements',
          min_percent: 80,
          housing: 'true',
        },
        offer,
      ),
    ).toBe(true)
  })

  it('never tells the offer’s author, a search with alerts off, or about an offer not published', async () => {
    const author = await member(['titulaire', 'remplacant'])
    await save(author, { name: 'Les miennes aussi', filters: {} })
    const own = await createOffer(t, author.id)
    await alertOnPublish(t.db, own, t.clock.now())
    expect(await notificationsOf(t, author.id)).toHaveLength(0)

    const quiet = await member()
    await save(quiet, { name: 'Sans alerte', filters: {}, alert: false })
    const draft = await createOffer(t, holder.id, { status: 'draft' })
    const published = await createOffer(t, holder.id)
    await alertOnPublish(t.db, draft, t.clock.now())
    await alertOnPublish(t.db, published, t.clock.now())
    expect(await notificationsOf(t, quiet.id)).toHaveLength(0)
  })

  it('tells a user once per offer even when several of their searches match', async () => {
    const searcher = await member()
    await save(searcher, { name: 'Large', filters: {} })
    await save(searcher, { name: 'Proche', filters: { commune: communes.villeurbanne, radius_km: 10 } })
    const id = await createOffer(t, holder.id)
    await alertOnPublish(t.db, id, t.clock.now())
    const notifications = await notificationsOf(t, searcher.id)
    expect(notifications).toHaveLength(1)
    expect(notifications[0]?.data.saved_search_name).toBe('Large')
    const recorded = await t.db
      .selectFrom('saved_search_matches')
      .innerJoin('saved_searches', 'saved_searches.id', 'saved_search_matches.saved_search_id')
      .select('saved_searches.name')
      .where('replacement_id', '=', id)
      .where('saved_searches.user_id', '=', searcher.id)
      .execute()
    expect(recorded.map((r) => r.name).sort()).toEqual(['Large', 'Proche'])
  })

  it('follows the owner’s preferences for saved-search matches', async () => {
    const searcher = await member()
    await t.db
      .updateTable('users')
      .set({ notification_preferences: JSON.stringify({ saved_search_match: { in_app: false } }) })
      .where('id', '=', searcher.id)
      .execute()
    await subscribe(t, searcher.id, 'remplacant')
    await save(searcher, { name: 'Par mail seulement', filters: {} })
    await alertOnPublish(t.db, await createOffer(t, holder.id), t.clock.now())
    expect(await notificationsOf(t, searcher.id)).toHaveLength(0)
    expect(await notificationMailsTo(t, searcher.email)).toHaveLength(1)
  })
})
