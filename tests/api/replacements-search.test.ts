import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { searchQuery } from '#server/modules/replacements/replacements.repository.ts'
import { type ReplacementList, replacementSearchSchema } from '#shared/replacements.ts'
import { call } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'
import {
  addCommunes,
  applyTo,
  csvCodesOfDepartments,
  csvPosition,
  haversineKm,
  json,
  type Member,
  nurse,
  postOffer,
  subscribedMember,
} from './replacements-fixtures.ts'

// Monday 2 March 2026 in Paris. Hérault and Gard (about 700 communes) for the distances, Rennes
// and Bruz for the filters, far from them.
const t = await createTestApp()
const southCodes = csvCodesOfDepartments(['34', '30'])
await addCommunes(t, [...southCodes, '13201', '75101', '78646', '69381', '35238', '35047'])

type ErrorBody = { message: string; code: string; errors?: Record<string, string[]> }

let viewer: Member
let holder: Member
beforeAll(async () => {
  viewer = await nurse(t)
  holder = await subscribedMember(t, { first_name: 'Hélène', last_name: 'Roux' })
})

async function search(query: string, who: Member = viewer): Promise<ReplacementList> {
  const response = await call(t, 'GET', `/api/replacements?${query}`, undefined, { session: who.session })
  if (response.status !== 200) throw new Error(`${query}: ${response.status} ${await response.text()}`)
  return json<ReplacementList>(response)
}

/** Every page of a search, followed to the end. */
async function searchAll(query: string): Promise<ReplacementList['replacements']> {
  const all: ReplacementList['replacements'] = []
  for (let page = 1; ; page++) {
    const { replacements, count } = await search(`${query}&perPage=50&page=${page}`)
    all.push(...replacements)
    if (all.length >= count || replacements.length === 0) return all
  }
}

describe('distance', () => {
  /** One published offer per commune of Hérault and Gard, written directly (the search is what is tested). */
  const offerIdByCode = new Map<string, number>()
  beforeAll(async () => {
    const rows = await t.db
      .insertInto('replacements')
      .values(
        southCodes.map((code) => {
          const position = csvPosition(code)
          return {
            author_user_id: holder.id,
            status: 'published' as const,
            commune_insee: code,
            commune_name: code,
            postal_code: '00000',
            department: code.slice(0, 2),
            lat: position.lat,
            lng: position.lng,
            start_date: '2026-05-04',
            end_date: '2026-05-08',
            shifts: ['matin'],
            retrocession_percent: 80,
            published_at: t.clock.now(),
          }
        }),
      )
      .returning(['id', 'commune_insee'])
      .execute()
    for (const row of rows) offerIdByCode.set(row.commune_insee ?? '', row.id)
  })

  for (const radius of [5, 30, 75]) {
    it(`finds exactly the offers within ${radius} km of Montpellier, nearest first, each with its distance`, async () => {
      const center = csvPosition('34172')
      const expected = southCodes
        .map((code) => ({ code, id: offerIdByCode.get(code) ?? 0, km: haversineKm(center, csvPosition(code)) }))
        .filter((offer) => offer.km <= radius)
        .sort((a, b) => a.km - b.km || a.id - b.id)
      const found = await searchAll(`commune=34172&radius_km=${radius}&from=2026-05-01`)
      expect(found.map((r) => r.commune?.insee)).toEqual(expected.map((offer) => offer.code))
      for (const [index, offer] of found.entries()) {
        expect(Math.abs((offer.distance_km ?? -1) - (expected[index]?.km ?? 0))).toBeLessThanOrEqual(0.05 + 1e-9)
      }
      expect(found.length).toBeGreaterThan(radius === 5 ? 1 : 40)
    })
  }

  it('puts Nîmes inside a radius one km over its distance from Montpellier and outside one km under', async () => {
    const km = haversineKm(csvPosition('34172'), csvPosition('30189'))
    expect(km).toBeGreaterThan(40)
    expect(km).toBeLessThan(50)
    const inside = await searchAll(`commune=34172&radius_km=${Math.ceil(km)}&from=2026-05-01`)
    const outside = await searchAll(`commune=34172&radius_km=${Math.floor(km)}&from=2026-05-01`)
    expect(inside.some((r) => r.commune?.insee === '30189')).toBe(true)
    expect(outside.some((r) => r.commune?.insee === '30189')).toBe(false)
  })

  it('measures known distances between cities as a map would', async () => {
    const someone = await subscribedMember(t)
    const marseille = await postOffer(t, someone, { commune_insee: '13201', start_date: '2026-06-01', end_date: '2026-06-02' })
    const versailles = await postOffer(t, someone, { commune_insee: '78646', start_date: '2026-06-01', end_date: '2026-06-02' })
    const lyon = await postOffer(t, someone, { commune_insee: '69381', start_date: '2026-06-01', end_date: '2026-06-02' })
    const fromMontpellier = await searchAll('commune=34172&radius_km=200&from=2026-06-01&to=2026-06-02')
    const expected = haversineKm(csvPosition('34172'), csvPosition('13201'))
    // Montpellier to Marseille's Vieux-Port is about 125 km as the crow flies.
    expect(expected).toBeGreaterThan(123)
    expect(expected).toBeLessThan(128)
    expect(fromMontpellier.find((r) => r.id === marseille.id)?.distance_km).toBeCloseTo(expected, 1)
    // Lyon is about 250 km away: over the largest radius.
    expect(fromMontpellier.some((r) => r.id === lyon.id)).toBe(false)
    const fromParis = await searchAll('commune=75101&radius_km=30&from=2026-06-01&to=2026-06-02')
    // Paris 1er to Versailles: about 17 km.
    expect(fromParis.map((r) => r.id)).toEqual([versailles.id])
    expect(fromParis[0]?.distance_km).toBeCloseTo(haversineKm(csvPosition('75101'), csvPosition('78646')), 1)
    expect(fromParis[0]?.distance_km).toBeGreaterThan(16)
    expect(fromParis[0]?.distance_km).toBeLessThan(18)
  })

  it('uses the partial indexes: (lat, lng) around a commune, start date without one', async () => {
    // Enough rows spread over France for the planner to prefer the index to a scan.
    await sql`
      insert into replacements (author_user_id, status, commune_insee, commune_name, lat, lng, start_date, end_date, shifts, retrocession_percent)
      select ${holder.id}, 'published', '00000', 'Ailleurs', 42.5 + (g % 97) * 0.08, -4.5 + (g % 89) * 0.13,
        date '2026-05-04' + (g % 60), date '2026-05-10' + (g % 60), '{matin}', 80
      from generate_series(1, 8000) as g
    `.execute(t.db)
    await sql`analyze replacements`.execute(t.db)
    // Whatever the sort: by start date too, the position comes first.
    for (const sort of ['distance', 'start_date']) {
      const search = replacementSearchSchema.parse({ commune: '34172', radius_km: '30', sort })
      const { around } = searchQuery(search, csvPosition('34172'), '2026-03-02')
      if (!around) throw new Error('a search around a commune has its own statement')
      const plan = await sql<{ 'QUERY PLAN': string }>`explain ${around}`.execute(t.db)
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n')
      expect(text).toContain('replacements_published_position_idx')
    }
    // Without a commune, the first page comes in start-date order from its own index.
    const nationwide = searchQuery(replacementSearchSchema.parse({}), null, '2026-03-02')
    if (!nationwide.page) throw new Error('a search without a commune pages from the start-date index')
    const nationwidePlan = await sql<{ 'QUERY PLAN': string }>`explain ${nationwide.page}`.execute(t.db)
    expect(nationwidePlan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('replacements_published_start_idx')
    await t.db.deleteFrom('replacements').where('commune_insee', '=', '00000').execute()
  })
})

describe('filters', () => {
  // Around Rennes, 15 km (Bruz is 11 km away): nothing of the distance tests.
  let a: number
  let b: number
  let c: number
  beforeAll(async () => {
    a = (
      await postOffer(t, holder, {
        commune_insee: '35238',
        start_date: '2026-03-10',
        end_date: '2026-03-14',
        shifts: ['matin'],
        care_types: ['pansements'],
        retrocession_percent: 85,
      })
    ).id
    b = (
      await postOffer(t, holder, {
        commune_insee: '35047',
        start_date: undefined,
        end_date: undefined,
        days: ['2026-03-20', '2026-03-25'],
        shifts: ['soir'],
        care_types: ['perfusions'],
        retrocession_percent: 70,
        housing_offered: true,
        urgency: 'urgent',
      })
    ).id
    c = (
      await postOffer(t, holder, {
        commune_insee: '35238',
        start_date: '2026-03-03',
        end_date: '2026-03-03',
        shifts: ['journee', 'matin'],
        care_types: ['pansements', 'insuline'],
        retrocession_percent: 95,
        housing_offered: true,
        urgency: 'immediate',
      })
    ).id
    // Never found: a draft, a cancelled offer, a filled one and one past its end.
    await postOffer(t, holder, { commune_insee: '35238', publish: false })
    const cancelled = await postOffer(t, holder, { commune_insee: '35238' })
    await call(t, 'POST', `/api/replacements/${cancelled.id}/cancel`, undefined, { session: holder.session })
    const filled = await postOffer(t, holder, { commune_insee: '35238', start_date: '2026-03-10', end_date: '2026-03-10' })
    const taker = await nurse(t)
    const application = await applyTo(t, taker, filled.id)
    await call(t, 'POST', `/api/applications/${application.id}/accept`, undefined, { session: holder.session })
    await t.db
      .insertInto('replacements')
      .values({
        author_user_id: holder.id,
        status: 'published',
        commune_insee: '35238',
        commune_name: 'Rennes',
        lat: 48.11593,
        lng: -1.68844,
        start_date: '2026-02-20',
        end_date: '2026-03-01',
        shifts: ['matin'],
        retrocession_percent: 80,
      })
      .execute()
  })

  const ids = async (query: string) => (await searchAll(`commune=35238&radius_km=15&${query}`)).map((r) => r.id)

  it('finds open offers only, nearest first then by id', async () => {
    expect(await ids('')).toEqual([a, c, b])
  })

  it('keeps offers whose dates overlap from–to, and chosen days only when one of them is inside', async () => {
    expect(await ids('from=2026-03-14&to=2026-03-14')).toEqual([a])
    expect(await ids('from=2026-03-15')).toEqual([b])
    expect(await ids('to=2026-03-09')).toEqual([c])
    // B runs from the 20th to the 25th but only on those two days.
    expect(await ids('from=2026-03-21&to=2026-03-24')).toEqual([])
    expect(await ids('from=2026-03-21&to=2026-03-25')).toEqual([b])
  })

  it('filters by shifts, care types, percentage, housing and urgency', async () => {
    expect(await ids('shifts=soir')).toEqual([b])
    expect(await ids('shifts=matin,soir')).toEqual([a, c, b])
    expect(await ids('care_types=insuline,perfusions')).toEqual([c, b])
    expect(await ids('min_percent=85')).toEqual([a, c])
    expect(await ids('housing=true')).toEqual([c, b])
    expect(await ids('housing=false')).toEqual([a])
    expect(await ids('urgency=urgent,immediate')).toEqual([c, b])
    expect(await ids('urgency=normal&shifts=journee')).toEqual([])
  })

  it('sorts by start date when asked, ties by id', async () => {
    expect(await ids('sort=start_date')).toEqual([c, a, b])
    const nationwide = (await searchAll('sort=start_date&from=2026-03-01&to=2026-03-31')).map(
      (r) => [r.start_date, r.id] as const,
    )
    const sorted = [...nationwide].sort(([d1, i1], [d2, i2]) => (d1 ?? '').localeCompare(d2 ?? '') || i1 - i2)
    expect(nationwide).toEqual(sorted)
    expect(nationwide.every(([, id]) => true && id > 0)).toBe(true)
  })

  it('gives no distance without a commune', async () => {
    const { replacements } = await search('from=2026-03-03&to=2026-03-03')
    expect(replacements.map((r) => [r.id, r.distance_km])).toEqual([[c, null]])
  })

  it('pages with a total count', async () => {
    const first = await search('commune=35238&radius_km=15&perPage=2')
    expect(first.count).toBe(3)
    expect(first.replacements.map((r) => r.id)).toEqual([a, c])
    const last = await search('commune=35238&radius_km=15&perPage=2&page=2')
    expect(last).toMatchObject({ count: 3, replacements: [{ id: b }] })
    expect(await search('commune=35238&radius_km=15&perPage=2&page=9')).toEqual({ count: 3, replacements: [] })
  })

  it('shows the viewer’s own offers (author.id tells them) and the viewer’s application', async () => {
    const own = await search('commune=35238&radius_km=15', holder)
    expect(own.replacements.every((r) => r.author.id === holder.id)).toBe(true)
    const applicant = await nurse(t)
    const application = await applyTo(t, applicant, b)
    const seen = await search('commune=35238&radius_km=15&shifts=soir', applicant)
    expect(seen.replacements[0]).toMatchObject({
      id: b,
      my_application: { id: application.id, status: 'pending' },
      applications_count: 1,
    })
    expect((await search('commune=35238&radius_km=15&shifts=soir')).replacements[0]?.my_application).toBeNull()
  })

  it('answers 422 with the field for bad queries', async () => {
    const cases: [string, string, string][] = [
      ['radius_km=0', 'radius_km', 'Le rayon d’intervention doit être compris entre 1 et 200 km.'],
      ['radius_km=201', 'radius_km', 'Le rayon d’intervention doit être compris entre 1 et 200 km.'],
      ['sort=distance', 'sort', 'Choisissez une commune pour trier par distance.'],
      ['sort=prix', 'sort', 'Choisissez un tri\u00a0: par distance ou par date de début.'],
      ['commune=99999', 'commune', 'Choisissez une commune dans la liste.'],
      ['commune=paris', 'commune', 'Choisissez une commune dans la liste.'],
      ['page=0', 'page', 'Le numéro de page doit être un entier entre 1 et 100000.'],
      ['perPage=51', 'perPage', 'Le nombre de résultats par page doit être un entier entre 1 et 50.'],
      ['shifts=nuit', 'shifts.0', 'Choisissez les créneaux dans la liste (matin, après-midi, soir, journée).'],
      ['from=2026-02-30', 'from', 'Cette date n’est pas valide.'],
      ['from=2026-03-10&to=2026-03-01', 'to', 'La date de fin doit être postérieure ou égale à la date de début.'],
      ['min_percent=20', 'min_percent', 'Le pourcentage reversé au remplaçant est compris entre 50 et 100\u00a0%.'],
      ['housing=peut-etre', 'housing', 'Cette valeur est invalide.'],
      ['urgency=demain', 'urgency.0', 'Choisissez une urgence\u00a0: normale, urgente ou immédiate.'],
    ]
    for (const [query, field, text] of cases) {
      const response = await call(t, 'GET', `/api/replacements?${query}`, undefined, { session: viewer.session })
      expect(response.status, query).toBe(422)
      const body = await json<ErrorBody>(response)
      expect(body.errors?.[field], query).toEqual([text])
    }
  })
})
