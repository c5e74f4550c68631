import { readFileSync } from 'node:fs'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { communeRows, loadCommunes } from '#server/modules/communes/communes.loader.ts'
import { call, createUser, freshIp, login } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'

const t = await createTestApp()
const firstLoad = await loadCommunes(t.db, t.clock.now())

async function search(q: string, extra = '') {
  const response = await t.request(`/api/communes?q=${encodeURIComponent(q)}${extra}`)
  return { response, body: (await response.json()) as { communes: { insee: string; name: string; postal_code: string }[] } }
}
const names = async (q: string, extra = '') => (await search(q, extra)).body.communes.map((c) => c.name)

describe('loading the communes', () => {
  it('fills the empty table from the CSV at start, in one go', async () => {
    expect(firstLoad.loaded).toBe(true)
    expect(firstLoad.rows).toBeGreaterThan(36_000)
    const { count } = await t.db
      .selectFrom('communes')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow()
    expect(Number(count)).toBe(firstLoad.rows)
  })

  it('does nothing at the next start, and loads again only if the rows went missing', async () => {
    expect(await loadCommunes(t.db, t.clock.now())).toEqual({ loaded: false, rows: 0 })
    const indexes = () =>
      sql<{
        indexdef: string
      }>`select indexdef from pg_indexes where schemaname = current_schema() and tablename = 'communes' order by indexname`
        .execute(t.db)
        .then((r) => r.rows.map((row) => row.indexdef))
    const before = await indexes()
    expect(before.some((definition) => /name_search text_pattern_ops/.test(definition))).toBe(true)
    await t.db.deleteFrom('communes').where('department', '=', '2A').execute()
    const again = await loadCommunes(t.db, t.clock.now())
    expect(again).toEqual({ loaded: true, rows: firstLoad.rows })
    // The load drops the indexes and builds them again at the end: the same ones.
    expect(await indexes()).toEqual(before)
  })

  it('gives the four rows without coordinates their department’s centre', () => {
    const rows = communeRows(
      readFileSync(new URL('../../src/server/modules/communes/data/communes.csv', import.meta.url), 'utf8'),
      readFileSync(new URL('../../src/server/modules/communes/data/departements.csv', import.meta.url), 'utf8'),
    )
    const approximate = rows.filter((r) => r.approximate)
    expect(approximate.map((r) => r.name).sort()).toEqual(["L'Oie", 'Les Hauts-Talican', 'Sainte-Florence', 'Villotran'])
    // Oise's centre (departements.csv), for the commune and its former commune alike.
    expect(approximate.find((r) => r.name === 'Villotran')).toMatchObject({ department: '60', lat: 49.41028, lng: 2.42528 })
    expect(rows.every((r) => Number.isFinite(r.lat) && r.lat !== 0 && r.department !== '')).toBe(true)
  })
})

describe('GET /api/communes?q=', () => {
  it('finds by name prefix, ignoring accents and case, most populated first, with a day of public cache', async () => {
    const { response, body } = await search('BEZIER')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(body.communes[0]).toEqual({
      insee: '34032',
      name: 'Béziers',
      postal_code: '34500',
      department: '34',
      lat: expect.any(Number),
      lng: expect.any(Number),
    })
    expect(await names('ambérieu')).toEqual(expect.arrayContaining(['Ambérieu-en-Bugey']))
    expect((await names('amberieu'))[0]).toBe('Ambérieu-en-Bugey')
  })

  it('ranks the big cities first for a short prefix', async () => {
    expect((await names('ly'))[0]).toMatch(/^Lyon/)
    const nantes = await search('nan')
    expect(nantes.body.communes[0]?.name).toBe('Nantes')
  })

  it('reads hyphens, apostrophes and spaces alike, and "st"/"ste" as "saint"/"sainte"', async () => {
    expect((await names('saint etienne'))[0]).toBe('Saint-Étienne')
    expect((await names('st-etienne'))[0]).toBe('Saint-Étienne')
    expect((await names('St Étienne'))[0]).toBe('Saint-Étienne')
    expect((await names('ste maxime'))[0]).toBe('Sainte-Maxime')
    // A last word still being typed: "st" may be "saint" or a name starting with "st".
    const st = await names('st', '&limit=20')
    expect(st).toContain('Strasbourg')
    expect(st.some((n) => n.startsWith('Saint-'))).toBe(true)
    expect((await names("l'abergement c"))[0]).toBe("L'Abergement-Clémenciat")
  })

  it('finds a name without its article', async () => {
    expect(await names('hauts talican')).toContain('Les Hauts-Talican')
    expect(await names('abergement-clem')).toContain("L'Abergement-Clémenciat")
  })

  it('puts an exact name before longer ones, and former communes after current ones', async () => {
    // "Sens" (26,000 people) before Sens-de-Bretagne and any bigger "Sens…" commune.
    expect((await names('sens'))[0]).toBe('Sens')
    const cherbourg = await search('cherbourg', '&limit=20')
    const types = cherbourg.body.communes.map((c) => c.name)
    expect(types.indexOf('Cherbourg-Octeville')).toBeGreaterThan(types.lastIndexOf('Cherbourg-en-Cotentin'))
  })

  it('finds by postal code prefix', async () => {
    const { body } = await search('75015')
    // The whole city with that postal code, then the arrondissement that has it.
    expect(body.communes).toEqual([
      expect.objectContaining({ insee: '75056', name: 'Paris', postal_code: '75015' }),
      expect.objectContaining({ insee: '75115', name: 'Paris 15e Arrondissement', postal_code: '75015' }),
    ])
    const prefix = await search('750')
    expect(prefix.body.communes).toHaveLength(10)
    expect(prefix.body.communes.every((c) => c.postal_code.startsWith('750'))).toBe(true)
    expect(prefix.body.communes.slice(0, 4).map((c) => `${c.name} ${c.postal_code}`)).toEqual([
      'Paris 75001',
      'Paris 1er Arrondissement 75001',
      'Paris 75002',
      'Paris 2e Arrondissement 75002',
    ])
    expect((await names('35400'))[0]).toBe('Saint-Malo')
  })

  it('returns 10 results by default and up to 20', async () => {
    expect((await search('sa')).body.communes).toHaveLength(10)
    expect((await search('sa', '&limit=20')).body.communes).toHaveLength(20)
    expect((await search('sa', '&limit=3')).body.communes).toHaveLength(3)
  })

  it('answers an empty list for a name that matches nothing', async () => {
    expect((await search('zzzz')).body.communes).toEqual([])
  })

  it('refuses a query under 2 characters or a bad limit with 422 and a French message', async () => {
    const short = await t.request('/api/communes?q=a')
    expect(short.status).toBe(422)
    expect(await short.json()).toEqual({
      message: 'Saisissez au moins 2 caractères.',
      code: 'validation.failed',
      errors: { q: ['Saisissez au moins 2 caractères.'] },
    })
    const missing = await t.request('/api/communes')
    expect(missing.status).toBe(422)
    expect((await missing.json()).errors).toEqual({ q: ['Saisissez au moins 2 caractères.'] })
    const punctuation = await t.request('/api/communes?q=--')
    expect(punctuation.status).toBe(422)
    for (const limit of ['0', '21', 'abc', '2.5']) {
      const bad = await t.request(`/api/communes?q=paris&limit=${limit}`)
      expect(bad.status, limit).toBe(422)
      expect((await bad.json()).errors).toEqual({ limit: ['Le nombre de résultats doit être un entier entre 1 et 20.'] })
    }
    const long = await t.request(`/api/communes?q=${'a'.repeat(101)}`)
    expect((await long.json()).errors).toEqual({ q: ['La recherche ne peut pas dépasser 100 caractères.'] })
  })
})

describe('GET /api/communes/{insee}', () => {
  it('returns the commune with all its postal codes', async () => {
    const response = await t.request('/api/communes/50129')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(await response.json()).toEqual({
      commune: {
        insee: '50129',
        name: 'Cherbourg-en-Cotentin',
        postal_codes: ['50100', '50110', '50120', '50130', '50460', '50470'],
        department: '50',
        region: '28',
        lat: 49.62764,
        lng: -1.63563,
        population: 77808,
      },
    })
  })

  it('accepts Corsican codes and answers 404 for unknown or malformed ones', async () => {
    const ajaccio = await t.request('/api/communes/2a004')
    expect(ajaccio.status).toBe(200)
    expect((await ajaccio.json()).commune.name).toBe('Ajaccio')
    for (const code of ['99999', 'abc', '1234567']) {
      const response = await t.request(`/api/communes/${code}`)
      expect(response.status, code).toBe(404)
      expect(await response.json()).toEqual({ message: 'Commune introuvable.', code: 'commune.not_found' })
    }
  })
})

describe('Paris, Lyon and Marseille', () => {
  it('come first as whole cities, once, at their centre, then all their arrondissements in order', async () => {
    const lyon = (await search('Lyon')).body.communes
    expect(lyon[0]).toEqual({ insee: '69123', name: 'Lyon', postal_code: '', department: '69', lat: 45.75884, lng: 4.8361 })
    expect(lyon.slice(1, 10).map((c) => c.insee)).toEqual([
      '69381',
      '69382',
      '69383',
      '69384',
      '69385',
      '69386',
      '69387',
      '69388',
      '69389',
    ])
    expect(lyon[3]).toMatchObject({ name: 'Lyon 3e Arrondissement', postal_code: '69003' })

    // Marseille's 16 arrondissements all come, more than the 10 results of a search: a city's
    // arrondissements do not count against the limit.
    const marseille = (await search('marseille', '&limit=1')).body.communes
    expect(marseille.map((c) => c.insee)).toEqual(['13055', ...Array.from({ length: 16 }, (_, i) => String(13201 + i))])
    expect(marseille[0]).toMatchObject({ name: 'Marseille', postal_code: '' })

    const paris = (await search('paris')).body.communes
    expect(paris[0]).toMatchObject({ insee: '75056', name: 'Paris', postal_code: '' })
    expect(paris.slice(1, 22).map((c) => c.postal_code)).toEqual([
      ...Array.from({ length: 16 }, (_, i) => String(75001 + i)),
      '75116',
      ...Array.from({ length: 4 }, (_, i) => String(75017 + i)),
    ])
    // A short prefix finds the biggest city first, whole.
    expect((await search('marsei')).body.communes[0]).toMatchObject({ insee: '13055' })
  })

  it('have their own INSEE code, with their arrondissements’ postal codes and population', async () => {
    const response = await t.request('/api/communes/75056')
    expect(response.status).toBe(200)
    const { commune } = (await response.json()) as { commune: { postal_codes: string[] } }
    expect(commune).toMatchObject({ insee: '75056', name: 'Paris', department: '75', region: '11', population: 2_133_111 })
    expect(commune.postal_codes).toHaveLength(21)
    expect((await t.request('/api/communes/13055')).status).toBe(200)
  })

  it('are taken wherever a commune is: registration, address, zone, offers, searches, patients’ requests', async () => {
    const nurse = await createUser(t, { roles: ['titulaire'] })
    const session = await login(t, nurse)
    const as = (method: string, path: string, body?: unknown) => call(t, method, path, body, { session })
    const ok = async (response: Response | Promise<Response>, status = 200) => {
      const answer = await response
      expect(answer.status, await answer.clone().text()).toBe(status)
      return answer.json()
    }

    const address = await ok(as('PUT', `/api/users/${nurse.id}/update-address`, { postal_code: '69003', commune_insee: '69123' }))
    expect(address.user).toMatchObject({ commune_insee: '69123', commune_name: 'Lyon', postal_code: '69003' })
    const zone = await ok(as('PUT', `/api/nurses/${nurse.nurseId}`, { zone_commune_insee: '69123', care_types: ['pansements'] }))
    expect(zone.nurse).toMatchObject({ zone_commune_insee: '69123', zone_commune_name: 'Lyon' })
    const offer = await ok(as('POST', '/api/replacements', { commune_insee: '13055' }), 201)
    expect(JSON.stringify(offer)).toContain('"Marseille"')
    await ok(as('GET', '/api/replacements?commune=75056&sort=distance'))
    const saved = await ok(as('POST', '/api/saved-searches', { name: 'Paris', filters: { commune: '75056' } }), 201)
    expect(JSON.stringify(saved)).toContain('"commune_name":"Paris"')

    // Listed in the public search around the whole city, at 0 km from her zone's centre.
    await t.db
      .updateTable('nurses')
      .set({ validated_at: t.clock.now(), accepts_new_patients: true })
      .where('id', '=', nurse.nurseId)
      .execute()
    const found = await ok(call(t, 'GET', '/api/nurses/search?commune=69123', undefined, { ip: freshIp() }))
    expect(found.nurses).toEqual([expect.objectContaining({ id: nurse.nurseId, distance_km: 0 })])
    const request = {
      nurse_id: nurse.nurseId,
      name: 'Jeanne Patiente',
      phone: '06 98 76 54 32',
      commune_insee: '69123',
      care_type: 'pansements',
      message: 'Des pansements après une opération.',
    }
    await ok(call(t, 'POST', '/api/patient-requests', request, { ip: freshIp() }), 201)

    const immediate = {
      first_name: 'Inès',
      last_name: 'Pressée',
      email: 'ines.pressee@example.fr',
      phone: '06 12 34 56 78',
      role: 'remplacant',
      commune_insee: '13055',
    }
    await ok(call(t, 'POST', '/api/register-immediate', immediate, { ip: freshIp() }), 201)
  })
})

// Last: it moves the clock past the limit's window.
describe('the communes’ rate limit', () => {
  it('lets a client address ask PUBLIC_SEARCH_RATE_LIMIT times a minute (120 by default), then answers 429 in French', async () => {
    expect(t.env.PUBLIC_SEARCH_RATE_LIMIT).toBe(120)
    const ip = '203.0.113.41'
    for (let i = 0; i < 120; i++) {
      const path =
        i % 2 ? `/api/communes?q=${encodeURIComponent(['ly', 'lyo', 'lyon', 'ma', 'mar'][i % 5] ?? 'ly')}` : '/api/communes/69266'
      expect((await t.request(path, { ip })).status, path).toBe(200)
    }
    for (const path of ['/api/communes?q=lyon', '/api/communes/69266']) {
      const refused = await t.request(path, { ip })
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60)
      expect(refused.headers.get('cache-control')).toBe('no-store')
      expect(await refused.json()).toEqual({
        message: 'Trop de recherches en peu de temps. Patientez un instant, puis réessayez.',
        code: 'rate_limit.search',
      })
    }
    expect((await t.request('/api/communes?q=lyon', { ip: '203.0.113.42' })).status).toBe(200)
    t.clock.advance(60_000)
    expect((await t.request('/api/communes?q=lyon', { ip })).status).toBe(200)
  })

  it('follows PUBLIC_SEARCH_RATE_LIMIT, and 0 turns it off', async () => {
    const strict = t.withEnv({ PUBLIC_SEARCH_RATE_LIMIT: '3' })
    const ip = '203.0.113.43'
    for (let i = 0; i < 3; i++) expect((await strict.request('/api/communes?q=lyon', { ip })).status).toBe(200)
    expect((await strict.request('/api/communes?q=lyon', { ip })).status).toBe(429)
    const off = t.withEnv({ PUBLIC_SEARCH_RATE_LIMIT: '0' })
    for (let i = 0; i < 5; i++) expect((await off.request('/api/communes?q=lyon', { ip })).status).toBe(200)
  })
})
