import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { loadCommunes } from '#server/modules/communes/communes.loader.ts'
import { call, createUser, freshIp, login } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'

// A fresh start: migrated, communes not loaded yet (main.ts loads them once the server listens).
const t = await createTestApp()

const stagingTables = () =>
  sql<{
    name: string
  }>`select tablename as name from pg_tables where schemaname = current_schema() and tablename like 'communes\_load\_%'`
    .execute(t.db)
    .then((r) => r.rows.map((row) => row.name))

const keyConstraints = () =>
  sql<{ name: string; definition: string }>`
    select c.conname as name, pg_get_constraintdef(c.oid) as definition
    from pg_constraint c join pg_class r on r.oid = c.conrelid join pg_namespace n on n.oid = r.relnamespace
    where n.nspname = current_schema() and r.relname = 'communes' order by c.conname
  `
    .execute(t.db)
    .then((r) => r.rows)

describe('before the communes are loaded', () => {
  it('answers the health check at once, saying the communes are loading', async () => {
    const response = await t.request('/api/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'ok', database: { status: 'ok' }, communes: { status: 'loading' } })
  })

  it('tells a commune search to come back later (503, Retry-After) rather than finding nothing', async () => {
    const response = await t.request('/api/communes?q=lyon')
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toMatchObject({
      code: 'commune.loading',
      message: 'La liste des communes est en cours de chargement. Réessayez dans quelques secondes.',
    })
    expect((await t.request('/api/communes/69123')).status).toBe(503)
  })
})

describe('every request that takes a commune, before they are loaded', () => {
  it('answers 503 with Retry-After and the loading message, never "choose a commune from the list"', async () => {
    const holder = await createUser(t, { roles: ['titulaire'] })
    const session = await login(t, holder)
    const asHolder = (method: string, path: string, body?: unknown) => call(t, method, path, body, { session })
    const attempts: Record<string, Promise<Response>> = {
      'immediate registration': call(
        t,
        'POST',
        '/api/register-immediate',
        {
          first_name: 'Inès',
          last_name: 'Urgente',
          email: 'ines.urgente@example.fr',
          phone: '06 12 34 56 78',
          role: 'titulaire',
          commune_insee: '35288',
        },
        { ip: freshIp() },
      ),
      address: asHolder('PUT', `/api/users/${holder.id}/update-address`, { postal_code: '35400', commune_insee: '35288' }),
      'nurse zone': asHolder('PUT', `/api/nurses/${holder.nurseId}`, { zone_commune_insee: '35288' }),
      'new offer': asHolder('POST', '/api/replacements', { commune_insee: '35288' }),
      'offer search': asHolder('GET', '/api/replacements?commune=35288'),
      'saved search': asHolder('POST', '/api/saved-searches', { name: 'Saint-Malo', filters: { commune: '35288' } }),
      'nurse search': call(t, 'GET', '/api/nurses/search?commune=35288', undefined, { ip: freshIp() }),
      'patient request': call(
        t,
        'POST',
        '/api/patient-requests',
        {
          nurse_id: holder.nurseId,
          name: 'Jeanne Patiente',
          phone: '06 98 76 54 32',
          commune_insee: '35288',
          care_type: 'pansements',
          message: 'Des pansements après une opération.',
        },
        { ip: freshIp() },
      ),
    }
    // Together: each one waits for the load a few seconds before it gives up.
    const answers = await Promise.all(
      Object.entries(attempts).map(async ([name, attempt]) => {
        const response = await attempt
        return { name, status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() }
      }),
    )
    for (const answer of answers) {
      expect(answer, answer.name).toMatchObject({
        status: 503,
        retryAfter: '5',
        body: {
          code: 'commune.loading',
          message: 'La liste des communes est en cours de chargement. Réessayez dans quelques secondes.',
        },
      })
    }
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'ines.urgente@example.fr').execute()).toEqual([])
  })
})

describe('loading them in the background', () => {
  it('holds a search or a registration that arrives near the end of the load, and answers it once the rows are in', async () => {
    const pending = t.request('/api/communes?q=lyo')
    const registration = call(
      t,
      'POST',
      '/api/register-immediate',
      {
        first_name: 'Lucas',
        last_name: 'Pressé',
        email: 'lucas.presse@example.fr',
        phone: '06 12 34 56 79',
        role: 'remplacant',
        commune_insee: '69123',
      },
      { ip: freshIp() },
    )
    // Both have reached the communes and are waiting (the wait lasts 3 s) when the rows come.
    await sleep(1000)
    // What the load's final transaction makes visible: rows, and the reference_data line.
    await t.db
      .insertInto('communes')
      .values({
        insee: '69123',
        name: 'Lyon',
        name_search: 'lyon',
        name_search_bare: 'lyon',
        postal_code: '69001',
        department: '69',
        region: '84',
        type: 'COM',
        parent_insee: null,
        lat: 45.76,
        lng: 4.83,
        approximate: false,
        population: 520_000,
      })
      .execute()
    await t.db
      .insertInto('reference_data')
      .values({ name: 'communes', checksum: 'partial', row_count: 1, loaded_at: t.clock.now() })
      .execute()
    const response = await pending
    expect(response.status).toBe(200)
    expect(((await response.json()) as { communes: { name: string }[] }).communes.map((c) => c.name)).toEqual(['Lyon'])
    const registered = await registration
    expect(registered.status, await registered.clone().text()).toBe(201)
  })

  it('swaps the whole file in, with the same keys and checks, and leaves no staging table', async () => {
    const constraintsBefore = await keyConstraints()
    expect(await loadCommunes(t.db, t.clock.now())).toMatchObject({ loaded: true })
    expect(await keyConstraints()).toEqual(constraintsBefore)
    expect(await stagingTables()).toEqual([])
    expect(await (await t.request('/api/health')).json()).toMatchObject({ communes: { status: 'ok' } })
    const response = await t.request('/api/communes?q=nantes')
    expect(((await response.json()) as { communes: { name: string }[] }).communes[0]?.name).toBe('Nantes')
  })

  it('keeps the rows readable during a reload, and two loads at once swap the rows in once', async () => {
    await t.db.deleteFrom('communes').where('department', '=', '2A').execute()
    const search = t.request('/api/communes?q=marseille')
    const [first, second] = await Promise.all([loadCommunes(t.db, t.clock.now()), loadCommunes(t.db, t.clock.now())])
    expect([first.loaded, second.loaded].sort()).toEqual([false, true])
    expect((await search).status).toBe(200)
    const { count } = await t.db
      .selectFrom('communes')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('department', '=', '2A')
      .executeTakeFirstOrThrow()
    expect(Number(count)).toBeGreaterThan(100)
    expect(await stagingTables()).toEqual([])
  })

  it('drops the staging table of a load that died an hour ago, not one that may still be running', async () => {
    const now = t.clock.now().getTime()
    const dead = `communes_load_${now - 2 * 60 * 60 * 1000}_deadbeef`
    const running = `communes_load_${now - 60 * 1000}_cafecafe`
    for (const name of [dead, running]) await sql`create table ${sql.id(name)} (insee text)`.execute(t.db)
    await t.db.deleteFrom('communes').where('department', '=', '2B').execute()
    await loadCommunes(t.db, t.clock.now())
    expect(await stagingTables()).toEqual([running])
    await sql`drop table ${sql.id(running)}`.execute(t.db)
  })
})
