import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { adminCareTypeListSchema, adminCareTypeSchema, careTypeListSchema, defaultCareTypes } from '#shared/care-types.ts'
import { call, createUser, login } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'

const t = await createTestApp()

async function adminSession(): Promise<{ session: string; id: number }> {
  const admin = await createUser(t, { account_type: 'administrator', roles: [] })
  const session = await login(t, admin)
  // Admin power needs two-factor (requireAdmin); set in the database, as logging in would ask for a code.
  await t.db.updateTable('users').set({ two_factor_confirmed_at: t.clock.now() }).where('id', '=', admin.id).execute()
  return { session, id: admin.id }
}

const admin = await adminSession()
const nurseSession = await login(t, await createUser(t))

const adminEndpoints: [string, string, unknown?][] = [
  ['GET', '/api/admin/care-types'],
  ['POST', '/api/admin/care-types', { name: 'Accès refusé', category: 'technique' }],
  ['GET', '/api/admin/care-types/1'],
  ['PUT', '/api/admin/care-types/1', { active: true }],
  ['DELETE', '/api/admin/care-types/1'],
]

describe('care types: who may call', () => {
  it.each(adminEndpoints)('%s %s answers 401 to an anonymous caller', async (method, path, body) => {
    expect((await call(t, method, path, body)).status).toBe(401)
  })

  it.each(adminEndpoints)('%s %s answers 403 to a nurse', async (method, path, body) => {
    const response = await call(t, method, path, body, { session: nurseSession })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ code: 'http.forbidden' })
  })

  it('GET /api/care-types is public and cacheable', async () => {
    const response = await call(t, 'GET', '/api/care-types')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=300')
  })
})

describe('GET /api/care-types', () => {
  it('lists the seeded care types, whose slugs are the ones nurse profiles already store', async () => {
    const body = careTypeListSchema.parse(await (await call(t, 'GET', '/api/care-types')).json())
    expect(body.care_types.map((type) => type.slug)).toEqual([...defaultCareTypes])
    expect(body.care_types.find((type) => type.slug === 'diabete')).toMatchObject({
      name: 'Diabète (insuline, surveillance)',
      category: 'chronique',
    })
  })
})

describe('admin care types', () => {
  it('creates a care type with a slug from its name, audited', async () => {
    const response = await call(
      t,
      'POST',
      '/api/admin/care-types',
      { name: 'Soins de trachéotomie', category: 'technique', description: 'Canule, aspirations.' },
      { session: admin.session },
    )
    expect(response.status).toBe(201)
    const created = adminCareTypeSchema.parse(await response.json())
    expect(created).toMatchObject({ slug: 'soins-de-tracheotomie', active: true, usage: { nurses: 0, replacements: 0 } })
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'care_type.create').execute()
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actor_user_id: admin.id, subject_type: 'care_type', subject_id: String(created.id) })

    const list = careTypeListSchema.parse(await (await call(t, 'GET', '/api/care-types')).json())
    expect(list.care_types.at(-1)?.slug).toBe('soins-de-tracheotomie')
  })

  it('refuses bad input with 422 and field errors', async () => {
    const response = await call(t, 'POST', '/api/admin/care-types', { name: 'x', category: 'magie' }, { session: admin.session })
    expect(response.status).toBe(422)
    const body = (await response.json()) as { errors: Record<string, string[]> }
    expect(Object.keys(body.errors).sort()).toEqual(['category', 'name'])
    expect(body.errors.name?.[0]).toBe('Le nom doit contenir au moins 2 caractères.')
  })

  it('refuses a second care type with the same name, in any case', async () => {
    const response = await call(
      t,
      'POST',
      '/api/admin/care-types',
      { name: 'PANSEMENTS', category: 'technique' },
      { session: admin.session },
    )
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({ errors: { name: ['Un type de soins porte déjà ce nom.'] } })
  })

  it('updates name, category and active state but never the slug, audited with before and after', async () => {
    const list = adminCareTypeListSchema.parse(
      await (await call(t, 'GET', '/api/admin/care-types', undefined, { session: admin.session })).json(),
    )
    const stomies = list.care_types.find((type) => type.slug === 'stomies')
    expect(stomies).toBeDefined()
    const id = stomies?.id ?? 0
    const response = await call(
      t,
      'PUT',
      `/api/admin/care-types/${id}`,
      { name: 'Stomies et sondes', active: false, slug: 'autre-chose' },
      { session: admin.session },
    )
    expect(response.status).toBe(200)
    expect(adminCareTypeSchema.parse(await response.json())).toMatchObject({
      slug: 'stomies',
      name: 'Stomies et sondes',
      active: false,
    })
    // Inactive: gone from the public pickers, still in the admin's list.
    const pub = careTypeListSchema.parse(await (await call(t, 'GET', '/api/care-types')).json())
    expect(pub.care_types.some((type) => type.slug === 'stomies')).toBe(false)
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'care_type.update')
      .executeTakeFirstOrThrow()
    expect(entry.before).toMatchObject({ name: 'Stomies', active: true })
    expect(entry.after).toMatchObject({ name: 'Stomies et sondes', active: false })
  })

  it('answers 404 for an unknown or malformed id, 422 for a bad body', async () => {
    expect((await call(t, 'GET', '/api/admin/care-types/99999', undefined, { session: admin.session })).status).toBe(404)
    expect((await call(t, 'GET', '/api/admin/care-types/abc', undefined, { session: admin.session })).status).toBe(404)
    expect((await call(t, 'PUT', '/api/admin/care-types/1', { position: -4 }, { session: admin.session })).status).toBe(422)
  })

  it('refuses to delete a care type a nurse practises, and says to deactivate it', async () => {
    const nurse = await createUser(t)
    await t.db
      .updateTable('nurses')
      .set({ care_types: ['injections', 'perfusions'] })
      .where('id', '=', nurse.nurseId)
      .execute()
    const list = adminCareTypeListSchema.parse(
      await (await call(t, 'GET', '/api/admin/care-types', undefined, { session: admin.session })).json(),
    )
    const injections = list.care_types.find((type) => type.slug === 'injections')
    expect(injections?.usage.nurses).toBe(1)

    const response = await call(t, 'DELETE', `/api/admin/care-types/${injections?.id}`, undefined, { session: admin.session })
    expect(response.status).toBe(409)
    const body = (await response.json()) as { code: string; message: string }
    expect(body.code).toBe('care_type.in_use')
    expect(body.message).toContain('Désactivez-le plutôt')
    expect(await t.db.selectFrom('care_types').select('id').where('slug', '=', 'injections').executeTakeFirst()).toBeDefined()
  })

  it('refuses to delete a care type an offer asks for', async () => {
    const holder = await createUser(t)
    await sql`insert into replacements (author_user_id, care_types) values (${holder.id}, array['chimiotherapie'])`.execute(t.db)
    const row = await t.db.selectFrom('care_types').select('id').where('slug', '=', 'chimiotherapie').executeTakeFirstOrThrow()
    const detail = adminCareTypeSchema.parse(
      await (await call(t, 'GET', `/api/admin/care-types/${row.id}`, undefined, { session: admin.session })).json(),
    )
    expect(detail.usage.replacements).toBe(1)
    const response = await call(t, 'DELETE', `/api/admin/care-types/${row.id}`, undefined, { session: admin.session })
    expect(response.status).toBe(409)
  })

  it('deletes a care type nobody uses, audited', async () => {
    const row = await t.db.selectFrom('care_types').select('id').where('slug', '=', 'sante-mentale').executeTakeFirstOrThrow()
    const response = await call(t, 'DELETE', `/api/admin/care-types/${row.id}`, undefined, { session: admin.session })
    expect(response.status).toBe(204)
    expect(await t.db.selectFrom('care_types').select('id').where('id', '=', row.id).executeTakeFirst()).toBeUndefined()
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'care_type.delete')
      .executeTakeFirstOrThrow()
    expect(entry).toMatchObject({ subject_id: String(row.id), actor_user_id: admin.id })
    expect(entry.before).toMatchObject({ slug: 'sante-mentale' })
  })

  it('counts usage and deletes without the offers table, on a database that does not have it yet', async () => {
    // The guard looks each table up by name first: a missing one counts nothing instead of failing.
    await sql`alter table replacements rename to replacements_not_yet`.execute(t.db)
    try {
      const list = await call(t, 'GET', '/api/admin/care-types', undefined, { session: admin.session })
      expect(list.status).toBe(200)
      const created = adminCareTypeSchema.parse(
        await (
          await call(t, 'POST', '/api/admin/care-types', { name: 'Aérosols', category: 'technique' }, { session: admin.session })
        ).json(),
      )
      expect((await call(t, 'DELETE', `/api/admin/care-types/${created.id}`, undefined, { session: admin.session })).status).toBe(
        204,
      )
    } finally {
      await sql`alter table replacements_not_yet rename to replacements`.execute(t.db)
    }
  })
})
