import { readFileSync } from 'node:fs'
import { sql } from 'kysely'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { createPasswordHasher, TEST_PASSWORD_HASH_PARAMS } from '#server/modules/auth/password-hasher.ts'
import { loadCommunes } from '#server/modules/communes/communes.loader.ts'
import { greatCircleKmSql } from '#server/modules/communes/geo.ts'
import { findCommunePosition } from '#server/modules/nurse-search/nurse-search.repository.ts'
import { seedDemoAccounts } from '#server/scripts/seed-demo.ts'
import { createUser, type NewTestUser } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'

const t = await createTestApp()
await loadCommunes(t.db, t.clock.now())

// The positions of the shipped data file, read here without the app: the first current row
// (not a former commune) of each INSEE code, as the product's rule says.
const positions = (() => {
  const csv = readFileSync(new URL('../../src/server/modules/communes/data/communes.csv', import.meta.url), 'utf8')
  const [header = '', ...lines] = csv.trim().split('\n')
  // The file has no quoted fields (checked here), so a plain split reads it.
  if (csv.includes('"')) throw new Error('communes.csv now has quoted fields: read it with a CSV parser')
  const columns = header.split(',')
  const [inseeAt, typeAt, latAt, lngAt] = ['insee', 'type', 'lat', 'lng'].map((name) => columns.indexOf(name))
  const map = new Map<string, { lat: number; lng: number }>()
  for (const line of lines) {
    const cells = line.split(',')
    const insee = cells[inseeAt ?? -1] ?? ''
    if (cells[typeAt ?? -1] === 'COMD' || map.has(insee)) continue
    map.set(insee, { lat: Number(cells[latAt ?? -1]), lng: Number(cells[lngAt ?? -1]) })
  }
  return map
})()

/** Haversine on the mean sphere, written again here so that the SQL is checked against it. */
function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)))
}

function position(insee: string) {
  const found = positions.get(insee)
  if (!found) throw new Error(`no commune ${insee} in the data file`)
  return found
}
const expectedKm = (a: string, b: string) => haversineKm(position(a), position(b))

const LYON_1 = '69381'
const LYON_3 = '69383'
const PARIS_1 = '75101'
const VILLEURBANNE = '69266'
const SAINTE_FOY = '69202'
const MARSEILLE_1 = '13201'
const MONTPELLIER = '34172'
const NICE = '06088'

interface ListedNurseOptions extends NewTestUser {
  insee?: string | null
  radius?: number
  careTypes?: string[]
  validated?: boolean
  accepts?: boolean
  deleted?: boolean
}

/** A nurse as the search shows them (validated, accepting, active) unless told otherwise. */
async function nurse(options: ListedNurseOptions = {}) {
  const {
    insee = LYON_3,
    radius = 20,
    careTypes = ['pansements'],
    validated = true,
    accepts = true,
    deleted = false,
    ...user
  } = options
  const created = await createUser(t, user)
  const commune = insee ? await findCommunePosition(t.db, insee) : undefined
  await t.db
    .updateTable('nurses')
    .set({
      zone_commune_insee: insee,
      zone_commune_name: commune?.name ?? null,
      radius_km: radius,
      care_types: careTypes,
      accepts_new_patients: accepts,
      validated_at: validated ? t.clock.now() : null,
    })
    .where('id', '=', created.nurseId)
    .execute()
  if (deleted) await t.db.updateTable('users').set({ deleted_at: t.clock.now() }).where('id', '=', created.id).execute()
  return created
}

interface SearchAnswer {
  nurses: {
    id: number
    first_name: string | null
    last_name: string | null
    profil_url: string | null
    care_types: string[]
    zone_commune_insee: string
    zone_commune_name: string
    radius_km: number
    distance_km: number
  }[]
  count: number
}

async function search(
  query: string,
): Promise<{ status: number; body: SearchAnswer & { message?: string; errors?: Record<string, string[]> } }> {
  const response = await t.request(`/api/nurses/search?${query}`)
  return { status: response.status, body: (await response.json()) as SearchAnswer }
}

/** Every listed nurse is removed between groups of tests, so that each group counts its own. */
async function clearNurses() {
  await t.db.updateTable('nurses').set({ validated_at: null }).execute()
}

describe('the distance between communes, in SQL', () => {
  it('matches an independent haversine on the data file’s coordinates: Paris–Lyon about 392 km', async () => {
    const paris = await findCommunePosition(t.db, PARIS_1)
    const lyon = await findCommunePosition(t.db, LYON_1)
    if (!paris || !lyon) throw new Error('communes not loaded')
    const { rows } = await sql<{
      km: number
    }>`select ${greatCircleKmSql(paris.lat, paris.lng, lyon.lat, lyon.lng)} as km`.execute(t.db)
    const expected = expectedKm(PARIS_1, LYON_1)
    // The published great-circle distance between the two city centres.
    expect(expected).toBeGreaterThan(388)
    expect(expected).toBeLessThan(396)
    expect(rows[0]?.km).toBeCloseTo(expected, 6)
  })

  it('is the same for every pair the search below uses, and zero from a commune to itself', async () => {
    for (const [a, b] of [
      [MARSEILLE_1, MONTPELLIER],
      [NICE, MARSEILLE_1],
      [LYON_3, SAINTE_FOY],
      [LYON_3, LYON_3],
    ] as const) {
      const pa = position(a)
      const pb = position(b)
      const { rows } = await sql<{ km: number }>`select ${greatCircleKmSql(pa.lat, pa.lng, pb.lat, pb.lng)} as km`.execute(t.db)
      expect(rows[0]?.km).toBeCloseTo(expectedKm(a, b), 6)
    }
    expect(expectedKm(LYON_3, LYON_3)).toBe(0)
  })
})

describe('GET /api/nurses/search', () => {
  it('finds the nurses whose zone covers the commune, nearest first, with their distance to 0.1 km', async () => {
    await clearNurses()
    // Created farthest first, so that the order by id would be the wrong one.
    const nice = await nurse({ insee: NICE, radius: 200, first_name: 'Nina', last_name: 'Côte' })
    const far = await nurse({ insee: MONTPELLIER, radius: 150, first_name: 'Inès', last_name: 'Loin' })
    const near = await nurse({ insee: LYON_3, radius: 10, first_name: 'Paul', last_name: 'Près' })
    await nurse({ insee: LYON_1, radius: 30 }) // far from Marseille: not in these results

    const { status, body } = await search(`commune=${MARSEILLE_1}`)
    expect(status).toBe(200)
    expect(body.count).toBe(2)
    expect(body.nurses.map((n) => n.id)).toEqual([far.nurseId, nice.nurseId])
    const [first, second] = body.nurses
    expect(expectedKm(MONTPELLIER, MARSEILLE_1)).toBeLessThan(expectedKm(NICE, MARSEILLE_1))
    expect(first?.distance_km).toBeCloseTo(expectedKm(MONTPELLIER, MARSEILLE_1), 1)
    expect(Math.abs((second?.distance_km ?? 0) - expectedKm(NICE, MARSEILLE_1))).toBeLessThanOrEqual(0.05 + 1e-9)
    expect(first).toEqual({
      id: far.nurseId,
      first_name: 'Inès',
      last_name: 'Loin',
      profil_url: null,
      care_types: ['pansements'],
      zone_commune_insee: MONTPELLIER,
      zone_commune_name: 'Montpellier',
      radius_km: 150,
      distance_km: Math.round(expectedKm(MONTPELLIER, MARSEILLE_1) * 10) / 10,
    })

    // A nurse's own commune is at 0 km.
    const home = await search(`commune=${LYON_3}`)
    expect(home.body.nurses[0]).toMatchObject({ id: near.nurseId, distance_km: 0 })
  })

  it('covers a commune exactly when it lies within the radius of the zone’s commune', async () => {
    await clearNurses()
    const distance = expectedKm(LYON_3, SAINTE_FOY)
    expect(Number.isInteger(distance)).toBe(false)
    const short = await nurse({ insee: SAINTE_FOY, radius: Math.floor(distance) })
    const enough = await nurse({ insee: SAINTE_FOY, radius: Math.ceil(distance) })
    const { body } = await search(`commune=${LYON_3}`)
    expect(body.nurses.map((n) => n.id)).toEqual([enough.nurseId])
    expect(body.nurses.map((n) => n.id)).not.toContain(short.nurseId)
  })

  it('finds a nurse at the edge of the widest radius, due east or west, where the box is tightest', async () => {
    await clearNurses()
    const lyon = position(LYON_3)
    // A commune on Lyon's latitude, 190 to 199 km away: its zone of 200 km reaches Lyon.
    const edge = [...positions.entries()].find(
      ([, p]) => Math.abs(p.lat - lyon.lat) < 0.02 && haversineKm(p, lyon) > 190 && haversineKm(p, lyon) < 199,
    )
    if (!edge) throw new Error('no commune on the edge in the data file')
    const far = await nurse({ insee: edge[0], radius: 200 })
    const { body } = await search(`commune=${LYON_3}`)
    expect(body.nurses.map((n) => n.id)).toEqual([far.nurseId])
    expect(body.nurses[0]?.distance_km).toBeCloseTo(haversineKm(position(edge[0]), lyon), 1)
  })

  it('relies on every row of a commune carrying the same centre, which the shipped data does', async () => {
    const { rows } = await sql<{ insee: string }>`
      select insee from communes group by insee having count(distinct (lat, lng)) > 1 limit 5
    `.execute(t.db)
    expect(rows).toEqual([])
  })

  it('keeps only the nurses who practise the care type asked for', async () => {
    await clearNurses()
    const dressings = await nurse({ careTypes: ['pansements', 'injections'] })
    const diabetes = await nurse({ careTypes: ['diabete'] })
    const both = await nurse({ careTypes: ['diabete', 'pansements'] })
    expect((await search(`commune=${LYON_3}&care_type=diabete`)).body.nurses.map((n) => n.id)).toEqual([
      diabetes.nurseId,
      both.nurseId,
    ])
    expect((await search(`commune=${LYON_3}&care_type=pansements`)).body.nurses.map((n) => n.id)).toEqual([
      dressings.nurseId,
      both.nurseId,
    ])
    expect((await search(`commune=${LYON_3}&care_type=stomies`)).body).toEqual({ nurses: [], count: 0 })
    // No care type (or an empty one, as an untouched form sends it): all of them.
    expect((await search(`commune=${LYON_3}&care_type=`)).body.count).toBe(3)
    expect((await search(`commune=${LYON_3}`)).body.count).toBe(3)
  })

  it('hides the nurses not validated, not accepting new patients, suspended, pending, deleted, or with no zone or care type', async () => {
    await clearNurses()
    const shown = await nurse()
    await nurse({ validated: false })
    await nurse({ accepts: false })
    await nurse({ status: 'suspended' })
    await nurse({ status: 'pending' })
    await nurse({ deleted: true })
    await nurse({ insee: null })
    await nurse({ careTypes: [] })
    const { body } = await search(`commune=${LYON_3}`)
    expect(body).toMatchObject({ count: 1, nurses: [{ id: shown.nurseId }] })
  })

  it('orders equal distances by id, pages through them with a stable count, and says nothing private', async () => {
    await clearNurses()
    const ids: number[] = []
    for (let i = 0; i < 12; i++) ids.push((await nurse({ insee: VILLEURBANNE, radius: 15 })).nurseId)
    const page1 = await search(`commune=${LYON_3}`)
    expect(page1.body.count).toBe(12)
    expect(page1.body.nurses.map((n) => n.id)).toEqual(ids.slice(0, 10))
    const page2 = await search(`commune=${LYON_3}&page=2`)
    expect(page2.body.nurses.map((n) => n.id)).toEqual(ids.slice(10))
    const small = await search(`commune=${LYON_3}&page=3&perPage=5`)
    expect(small.body.nurses.map((n) => n.id)).toEqual(ids.slice(10, 12))
    // Past the end: no nurses, the count still right.
    expect((await search(`commune=${LYON_3}&page=4&perPage=5`)).body).toEqual({ nurses: [], count: 12 })

    const keys = new Set(page1.body.nurses.flatMap((n) => Object.keys(n)))
    expect([...keys].sort()).toEqual(
      [
        'care_types',
        'distance_km',
        'first_name',
        'id',
        'last_name',
        'profil_url',
        'radius_km',
        'zone_commune_insee',
        'zone_commune_name',
      ].sort(),
    )
    const raw = JSON.stringify(page1.body)
    expect(raw).not.toMatch(/@example\.fr|email|phone|rpps|validated/)
  })

  it('works without an account and never lets a browser or proxy keep the answer', async () => {
    const response = await t.request(`/api/nurses/search?commune=${LYON_3}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('refuses a missing or malformed commune, an unknown one, a bad care type or page with 422 in French', async () => {
    const cases: [string, string, string][] = [
      ['', 'commune', 'Choisissez une commune.'],
      ['commune=', 'commune', 'Choisissez une commune.'],
      ['commune=Lyon', 'commune', 'Choisissez une commune dans la liste.'],
      ['commune=99999', 'commune', 'Choisissez une commune dans la liste.'],
      [`commune=${LYON_3}&care_type=Pansements%20!`, 'care_type', 'Choisissez un type de soins dans la liste.'],
      [`commune=${LYON_3}&page=0`, 'page', 'Le numéro de page doit être un entier entre 1 et 1000.'],
      [`commune=${LYON_3}&page=deux`, 'page', 'Le numéro de page doit être un entier entre 1 et 1000.'],
      [`commune=${LYON_3}&perPage=51`, 'perPage', 'Le nombre de résultats par page doit être un entier entre 1 et 50.'],
    ]
    for (const [query, field, message] of cases) {
      const { status, body } = await search(query)
      expect({ query, status }).toEqual({ query, status: 422 })
      expect(body).toMatchObject({ message, errors: { [field]: [message] } })
    }
    // Lower-case Corsican codes are read as they are written in the data.
    expect((await search('commune=2a004')).status).toBe(200)
  })

  it('answers in English when asked', async () => {
    const response = await t.request('/api/nurses/search?commune=', { headers: { 'Accept-Language': 'en' } })
    expect(await response.json()).toMatchObject({ message: 'Choose a commune.' })
  })

  it('is not mistaken for a nurse’s page, which still answers by id', async () => {
    await clearNurses()
    const shown = await nurse()
    expect((await t.request(`/api/nurses/${shown.nurseId}`)).status).toBe(200)
  })
})

describe('the demo data', () => {
  it('gives the search something to show after npm start, in several cities', async () => {
    const demo = await createTestApp()
    await loadCommunes(demo.db, demo.clock.now())
    const silent = pino({ level: 'silent' })
    expect(await seedDemoAccounts(demo.db, createPasswordHasher(TEST_PASSWORD_HASH_PARAMS), silent, demo.clock.now())).toBe(true)
    for (const [commune, name] of [
      ['69381', 'Claire'],
      ['75111', 'Karim'],
      ['13201', 'Élodie'],
      ['33063', 'Thomas'],
    ] as const) {
      const response = await demo.request(`/api/nurses/search?commune=${commune}`)
      const body = (await response.json()) as SearchAnswer
      expect(body.nurses.map((n) => n.first_name)).toContain(name)
    }
  })
})

// Last: it moves the clock past the limit's window.
describe('the nurse search’s rate limit', () => {
  it('lets a client address search PUBLIC_SEARCH_RATE_LIMIT times a minute (120 by default), then answers 429 in French', async () => {
    expect(t.env.PUBLIC_SEARCH_RATE_LIMIT).toBe(120)
    const ip = '203.0.113.51'
    for (let i = 0; i < 120; i++) {
      expect((await t.request(`/api/nurses/search?commune=${i % 2 ? LYON_3 : NICE}`, { ip })).status).toBe(200)
    }
    const refused = await t.request(`/api/nurses/search?commune=${LYON_3}`, { ip })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    expect(await refused.json()).toEqual({
      message: 'Trop de recherches en peu de temps. Patientez un instant, puis réessayez.',
      code: 'rate_limit.search',
    })
    expect((await t.request(`/api/nurses/search?commune=${LYON_3}`, { ip: '203.0.113.52' })).status).toBe(200)
    t.clock.advance(60_000)
    expect((await t.request(`/api/nurses/search?commune=${LYON_3}`, { ip })).status).toBe(200)
  })

  it('follows PUBLIC_SEARCH_RATE_LIMIT, and 0 turns it off', async () => {
    const strict = t.withEnv({ PUBLIC_SEARCH_RATE_LIMIT: '2' })
    const ip = '203.0.113.53'
    for (let i = 0; i < 2; i++) expect((await strict.request(`/api/nurses/search?commune=${LYON_3}`, { ip })).status).toBe(200)
    expect((await strict.request(`/api/nurses/search?commune=${LYON_3}`, { ip })).status).toBe(429)
    const off = t.withEnv({ PUBLIC_SEARCH_RATE_LIMIT: '0' })
    for (let i = 0; i < 4; i++) expect((await off.request(`/api/nurses/search?commune=${LYON_3}`, { ip })).status).toBe(200)
  })
})
