import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { crmBoardSchema, crmNoteSchema } from '#shared/admin-users.ts'
import { call, createUser, login, type TestUser } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'

const t = await createTestApp()

let admin: { user: TestUser; session: string }

beforeAll(async () => {
  const user = await createUser(t, { account_type: 'administrator', roles: [], first_name: 'Alice', last_name: 'Admin' })
  const session = await login(t, user)
  await t.db.updateTable('users').set({ two_factor_confirmed_at: t.clock.now() }).where('id', '=', user.id).execute()
  admin = { user, session }
})

const asAdmin = (method: string, path: string, body?: unknown) => call(t, method, path, body, { session: admin.session })

async function board(query = '') {
  const response = await asAdmin('GET', `/api/admin/crm${query}`)
  expect(response.status, await response.clone().text()).toBe(200)
  return crmBoardSchema.parse(await response.json())
}

describe('the CRM pipeline', () => {
  it('puts every account in "new" until moved, and moves it with a next action day and tags', async () => {
    const target = await createUser(t, { last_name: 'Pipeline' })
    const before = await board('?q=Pipeline')
    expect(before.columns.map((c) => c.stage)).toEqual(['new', 'to_contact', 'contacted', 'followed_up', 'subscribed', 'lost'])
    expect(before.columns[0]?.users.map((u) => u.id)).toEqual([target.id])

    const moved = await asAdmin('PUT', `/api/users/${target.id}/crm`, {
      stage: 'contacted',
      next_action_on: '2026-03-10',
      tags: ['Cabinet Lyon', 'cabinet lyon', 'salon'],
    })
    expect(moved.status, await moved.clone().text()).toBe(200)
    expect(await moved.json()).toMatchObject({
      crm: { stage: 'contacted', next_action_on: '2026-03-10', tags: ['cabinet lyon', 'salon'] },
    })
    const after = await board('?q=Pipeline')
    const contacted = after.columns.find((c) => c.stage === 'contacted')
    expect(contacted).toMatchObject({ count: 1, users: [{ id: target.id, crm: { next_action_on: '2026-03-10' } }] })
    expect(after.columns.find((c) => c.stage === 'new')?.count).toBe(0)

    // The list filters on the same fields.
    const listed = await asAdmin('GET', '/api/users?stage=contacted&tag=salon')
    expect(((await listed.json()) as { count: number }).count).toBe(1)

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('subject_id', '=', String(target.id))
      .executeTakeFirstOrThrow()
    expect(audit).toEqual({
      action: 'user.crm_update',
      before: { stage: 'new', next_action_on: null, tags: [] },
      after: { stage: 'contacted', next_action_on: '2026-03-10', tags: ['cabinet lyon', 'salon'] },
    })
  })

  it('counts a whole column but sends only perColumn of it, next actions first', async () => {
    const people = await Promise.all([1, 2, 3].map(() => createUser(t, { last_name: 'Colonne' })))
    for (const [i, person] of people.entries())
      await asAdmin('PUT', `/api/users/${person.id}/crm`, { stage: 'lost', next_action_on: `2026-04-0${3 - i}` })
    const column = (await board('?q=Colonne&perColumn=2')).columns.find((c) => c.stage === 'lost')
    expect(column?.count).toBe(3)
    expect(column?.users.map((u) => u.id)).toEqual([people[2]?.id, people[1]?.id])
  })

  it.each([
    [{ stage: 'won' }, 'stage'],
    [{ next_action_on: '2026-13-01' }, 'next_action_on'],
    [{ tags: ['=cmd'] }, 'tags.0'],
  ])('refuses %j', async (body, field) => {
    const target = await createUser(t)
    const response = await asAdmin('PUT', `/api/users/${target.id}/crm`, body)
    expect(response.status).toBe(422)
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual([field])
  })

  it('refuses a bad perColumn or filter with a 422', async () => {
    expect((await asAdmin('GET', '/api/admin/crm?perColumn=500')).status).toBe(422)
    expect((await asAdmin('GET', '/api/admin/crm?role=boss')).status).toBe(422)
  })
})

describe('CRM notes', () => {
  it('keeps notes with their author and date, newest first', async () => {
    const target = await createUser(t)
    expect((await asAdmin('POST', `/api/users/${target.id}/notes`, { body: 'Premier appel' })).status).toBe(201)
    t.clock.advance(60_000)
    const second = await asAdmin('POST', `/api/users/${target.id}/notes`, { body: '  Rappeler lundi  ' })
    const { notes } = (await second.json()) as { notes: unknown[] }
    const parsed = notes.map((n) => crmNoteSchema.parse(n))
    expect(parsed.map((n) => [n.body, n.author?.name, n.created_at])).toEqual([
      ['Rappeler lundi', 'Alice Admin', t.clock.now().toISOString()],
      ['Premier appel', 'Alice Admin', new Date(t.clock.now().getTime() - 60_000).toISOString()],
    ])
    const listed = await asAdmin('GET', `/api/users/${target.id}/notes`)
    expect(((await listed.json()) as { notes: unknown[] }).notes).toHaveLength(2)
    expect((await asAdmin('POST', `/api/users/${target.id}/notes`, { body: '   ' })).status).toBe(422)
  })
})

/** The body as bytes decoded with its BOM kept (Response.text() drops it). */
async function csvText(response: Response): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())
}

describe('GET /api/users/export.csv', () => {
  it('exports the filtered list, formulas kept as text, and logs the export', async () => {
    const evil = await createUser(t, { first_name: '=HYPERLINK("http://evil.example";"clic")', last_name: 'Export' })
    await createUser(t, { first_name: 'Zoé', last_name: 'Export' })
    await createUser(t, { first_name: 'Other', last_name: 'Ailleurs' })
    const response = await asAdmin('GET', '/api/users/export.csv?q=Export&sort=first_name&direction=asc')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="utilisateurs-\d{4}-\d{2}-\d{2}\.csv"$/)
    const text = await csvText(response)
    expect(text.startsWith('\uFEFFIdentifiant;E-mail;Prénom;Nom;')).toBe(true)
    const lines = text.slice(1).trimEnd().split('\r\n')
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain(`;"'=HYPERLINK(""http://evil.example"";""clic"")";Export;`)
    expect(lines[2]).toContain(';Zoé;Export;')
    expect(lines[1]).toContain(';Nouveau;')
    expect(text).not.toContain('Ailleurs')

    const entry = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'after'])
      .where('action', '=', 'user.export')
      .executeTakeFirstOrThrow()
    expect(entry).toMatchObject({ actor_user_id: admin.user.id, after: { filters: { q: 'Export' } } })
    expect(evil.id).toBeGreaterThan(0)
  })

  it('writes phones as people dial them, without an apostrophe, and dates in Paris time', async () => {
    const french = await createUser(t, { last_name: 'Téléphone' })
    const german = await createUser(t, { last_name: 'Telefon' })
    const winter = new Date('2026-03-02T09:00:00Z')
    const summer = new Date('2026-07-14T22:30:00Z')
    // created_at is the database's own (not updatable through the table's type): set here by hand.
    await sql`update users set phone = '+33611223355', created_at = ${winter} where id = ${french.id}`.execute(t.db)
    await sql`update users set phone = '+4915123456789', created_at = ${summer} where id = ${german.id}`.execute(t.db)
    const text = await csvText(await asAdmin('GET', `/api/users/export.csv?ids=${french.id},${german.id}&sort=id&direction=asc`))
    const [header, first, second] = text.slice(1).trimEnd().split('\r\n')
    const columns = header?.split(';') ?? []
    const cell = (line: string | undefined, name: string) => line?.split(';')[columns.indexOf(name)]
    expect(cell(first, 'Téléphone')).toBe('06 11 22 33 55')
    expect(cell(second, 'Téléphone')).toBe('00 4915123456789')
    // UTC+1 in winter, UTC+2 in summer (past midnight: the next day).
    expect(cell(first, 'Inscrit le')).toBe('2026-03-02 10:00')
    expect(cell(second, 'Inscrit le')).toBe('2026-07-15 00:30')
    expect(text).not.toContain("'+")
  })

  it('speaks English to an English-speaking admin', async () => {
    const response = await call(t, 'GET', '/api/users/export.csv?q=Export', undefined, {
      session: admin.session,
      headers: { 'Accept-Language': 'en' },
    })
    expect((await csvText(response)).startsWith('\uFEFFId;Email;First name;')).toBe(true)
  })

  it('exports a selection by ids, and only those accounts', async () => {
    const a = await createUser(t, { last_name: 'Choisi' })
    const b = await createUser(t, { last_name: 'Choisie' })
    await createUser(t, { last_name: 'Laissé' })
    const text = await csvText(await asAdmin('GET', `/api/users/export.csv?ids=${a.id},${b.id}&sort=id&direction=asc`))
    const lines = text.slice(1).trimEnd().split('\r\n')
    expect(lines.slice(1).map((line) => Number(line.split(';')[0]))).toEqual([a.id, b.id])
    expect((await asAdmin('GET', '/api/users/export.csv?ids=1,,2')).status).toBe(422)
  })

  it('refuses the same bad filters as the list', async () => {
    expect((await asAdmin('GET', '/api/users/export.csv?verified=perhaps')).status).toBe(422)
  })
})
