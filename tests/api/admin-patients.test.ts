import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { purgePatientRequests } from '#server/modules/patient-requests/patient-requests.repository.ts'
import {
  adminPatientRequestDetailSchema,
  adminPatientRequestResponseSchema,
  adminPatientRequestsListSchema,
} from '#shared/admin-patient-requests.ts'
import type { PatientRequestStatus } from '#shared/patient-request.ts'
import { call, createUser, login, type TestUser } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'

// The test clock starts on Monday 2 March 2026, 10:00 in Paris.
const t = await createTestApp()

type ErrorBody = { message: string; code: string; errors?: Record<string, string[]> }
type Session = { session: string }

async function adminWithTwoFactor(): Promise<TestUser & Session> {
  const admin = await createUser(t, { account_type: 'administrator', roles: [], first_name: 'Alice', last_name: 'Admin' })
  const session = await login(t, admin)
  await t.db.updateTable('users').set({ two_factor_confirmed_at: t.clock.now() }).where('id', '=', admin.id).execute()
  return { ...admin, session }
}

const admin = await adminWithTwoFactor()
const nurseUser = await createUser(t, { roles: ['titulaire'], first_name: 'Nadia', last_name: 'Bernard' })

let sequence = 0
/** A request as POST /api/patient-requests stores it (written directly: the public route is tested elsewhere). */
async function request(
  values: {
    commune_insee?: string
    commune_name?: string
    care_type?: string
    status?: PatientRequestStatus
    created_at?: string
  } = {},
) {
  sequence++
  const row = await t.db
    .insertInto('patient_requests')
    .values({
      nurse_id: nurseUser.nurseId,
      name: `Jeanne Petit ${sequence}`,
      phone: '+33612345678',
      email: null,
      commune_insee: values.commune_insee ?? '69383',
      commune_name: values.commune_name ?? 'Lyon 3e Arrondissement',
      care_type: values.care_type ?? 'pansements',
      message: 'Passage le matin, du lundi au vendredi.',
      status: values.status ?? 'nouveau',
      created_at: values.created_at ?? t.clock.now(),
      updated_at: t.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

const get = (path: string, who: Session = admin) => call(t, 'GET', path, undefined, { session: who.session })
const list = async (query = '') => {
  const response = await get(`/api/admin/patient-requests${query}`)
  expect(response.status, query).toBe(200)
  return adminPatientRequestsListSchema.parse(await response.json())
}

describe('who may use the patients’ requests back office', () => {
  const routes: [string, string, unknown][] = [
    ['GET', '/api/admin/patient-requests', undefined],
    ['GET', '/api/admin/patient-requests/1', undefined],
    ['PUT', '/api/admin/patient-requests/1', { status: 'transmis' }],
    ['POST', '/api/admin/patient-requests/1/notes', { body: 'Rappelée.' }],
  ]

  it('answers 401 to anonymous calls on every route', async () => {
    for (const [method, path, body] of routes) expect((await call(t, method, path, body)).status, `${method} ${path}`).toBe(401)
  })

  it('answers 403 to a nurse, even the one contacted', async () => {
    const id = await request()
    const session = await login(t, nurseUser)
    for (const [method, path, body] of routes) {
      const response = await call(t, method, path.replace('/1', `/${id}`), body, { session })
      expect(response.status, `${method} ${path}`).toBe(403)
      expect(await response.json()).toMatchObject({ code: 'http.forbidden' })
    }
    const row = await t.db.selectFrom('patient_requests').select('status').where('id', '=', id).executeTakeFirstOrThrow()
    expect(row.status).toBe('nouveau')
  })

  it('answers 403 two_factor.setup_required to an admin without two-factor', async () => {
    const session = await login(t, await createUser(t, { account_type: 'administrator', roles: [] }))
    for (const [method, path, body] of routes) {
      const response = await call(t, method, path, body, { session })
      expect(response.status, `${method} ${path}`).toBe(403)
      expect(await response.json()).toMatchObject({ code: 'two_factor.setup_required' })
    }
  })
})

describe('GET /api/admin/patient-requests', () => {
  it('lists the requests newest first, 15 a page, with the nurse contacted', async () => {
    await t.db.deleteFrom('patient_requests').execute()
    const ids = []
    for (let i = 0; i < 17; i++)
      ids.push(await request({ created_at: new Date(t.clock.now().getTime() - (17 - i) * 60_000).toISOString() }))
    const first = await list()
    expect(first.count).toBe(17)
    expect(first.patient_requests).toHaveLength(15)
    expect(first.patient_requests[0]).toMatchObject({
      id: ids.at(-1),
      status: 'nouveau',
      commune_name: 'Lyon 3e Arrondissement',
      department: '69',
      care_type: 'pansements',
      notes_count: 0,
      purged_at: null,
      nurse: {
        nurse_id: nurseUser.nurseId,
        user_id: nurseUser.id,
        first_name: 'Nadia',
        last_name: 'Bernard',
        email: nurseUser.email,
      },
    })
    expect((await list('?page=2')).patient_requests.map((row) => row.id)).toEqual([ids[1], ids[0]])
    expect((await list('?perPage=100')).patient_requests).toHaveLength(17)
  })

  it('filters by status, department (overseas and Corsica included), care type and creation day', async () => {
    await t.db.deleteFrom('patient_requests').execute()
    const lyon = await request({ status: 'transmis' })
    const ajaccio = await request({ commune_insee: '2A004', commune_name: 'Ajaccio', care_type: 'injections' })
    const reunion = await request({ commune_insee: '97411', commune_name: 'Saint-Denis', status: 'clos' })
    // 23:30 in Paris on 1 March is 22:30 UTC: a request of the 1st, not the 2nd.
    const late = await request({ created_at: '2026-03-01T22:30:00Z' })
    const ids = async (query: string) => (await list(query)).patient_requests.map((row) => row.id).sort((a, b) => a - b)
    expect(await ids('?status=transmis')).toEqual([lyon])
    expect(await ids('?status=clos')).toEqual([reunion])
    expect(await ids('?department=2a')).toEqual([ajaccio])
    expect(await ids('?department=974')).toEqual([reunion])
    expect(await ids('?department=69')).toEqual([lyon, late].sort((a, b) => a - b))
    expect(await ids('?care_type=injections')).toEqual([ajaccio])
    expect(await ids('?created_from=2026-03-01&created_to=2026-03-01')).toEqual([late])
    expect(await ids('?created_from=2026-03-02')).toEqual([lyon, ajaccio, reunion])
  })

  it('sorts by status in the follow-up order, by commune or by care type, either way', async () => {
    await t.db.deleteFrom('patient_requests').execute()
    const closed = await request({ status: 'clos', commune_insee: '97411', commune_name: 'Saint-Denis' })
    const fresh = await request({ status: 'nouveau', commune_insee: '2A004', commune_name: 'Ajaccio', care_type: 'injections' })
    const taken = await request({ status: 'pris_en_charge' })
    const passed = await request({ status: 'transmis' })
    const order = async (query: string) => (await list(query)).patient_requests.map((row) => row.id)
    expect(await order('?sort=status&direction=asc')).toEqual([fresh, passed, taken, closed])
    expect(await order('?sort=status&direction=desc')).toEqual([closed, taken, passed, fresh])
    expect((await order('?sort=commune_name&direction=asc'))[0]).toBe(fresh)
    expect((await order('?sort=care_type&direction=asc'))[0]).toBe(fresh)
  })

  it('refuses bad parameters with 422', async () => {
    for (const query of [
      '?perPage=101',
      '?perPage=0',
      '?page=0',
      '?page=x',
      '?status=ouvert',
      '?department=96',
      '?care_type=Soins%20!',
      '?created_from=2026-13-01',
      '?created_from=2026-03-02&created_to=2026-03-01',
      '?sort=name',
      '?direction=up',
    ]) {
      const response = await get(`/api/admin/patient-requests${query}`)
      expect(response.status, query).toBe(422)
      expect(Object.keys(((await response.json()) as ErrorBody).errors ?? {}).length, query).toBeGreaterThan(0)
    }
  })
})

describe('a request’s follow-up', () => {
  it('shows the request with its message, contact, nurse, notes and audit entries; 404 when unknown', async () => {
    const id = await request()
    const response = await get(`/api/admin/patient-requests/${id}`)
    expect(response.status).toBe(200)
    const detail = adminPatientRequestDetailSchema.parse(await response.json())
    expect(detail).toMatchObject({
      id,
      phone: '+33612345678',
      message: 'Passage le matin, du lundi au vendredi.',
      notes: [],
      audit: [],
    })
    expect((await get('/api/admin/patient-requests/999999')).status).toBe(404)
    expect((await get('/api/admin/patient-requests/99999999999')).status).toBe(404)
  })

  it('changes the status, audited before → after; the same status again records nothing', async () => {
    const id = await request()
    const response = await call(
      t,
      'PUT',
      `/api/admin/patient-requests/${id}`,
      { status: 'pris_en_charge' },
      { session: admin.session },
    )
    expect(response.status).toBe(200)
    const body = adminPatientRequestResponseSchema.parse(await response.json())
    expect(body.message).toBe('La demande a été mise à jour.')
    expect(body.patient_request.status).toBe('pris_en_charge')
    expect(body.patient_request.audit).toEqual([
      expect.objectContaining({
        action: 'patient_request.update',
        actor: expect.objectContaining({ id: admin.id }),
        before: { status: 'nouveau' },
        after: { status: 'pris_en_charge' },
      }),
    ])
    const again = await call(
      t,
      'PUT',
      `/api/admin/patient-requests/${id}`,
      { status: 'pris_en_charge' },
      { session: admin.session },
    )
    expect(adminPatientRequestResponseSchema.parse(await again.json()).patient_request.audit).toHaveLength(1)
    for (const body of [{}, { status: 'ouvert' }, { status: null }]) {
      const bad = await call(t, 'PUT', `/api/admin/patient-requests/${id}`, body, { session: admin.session })
      expect(bad.status).toBe(422)
      expect(Object.keys(((await bad.json()) as ErrorBody).errors ?? {})).toEqual(['status'])
    }
    expect(
      (await call(t, 'PUT', '/api/admin/patient-requests/999999', { status: 'clos' }, { session: admin.session })).status,
    ).toBe(404)
  })

  it('adds notes with their author and date, oldest first, audited without their text', async () => {
    const id = await request()
    const first = await call(
      t,
      'POST',
      `/api/admin/patient-requests/${id}/notes`,
      { body: '  Appelée, rappeler jeudi.  ' },
      { session: admin.session },
    )
    expect(first.status).toBe(201)
    const second = await call(
      t,
      'POST',
      `/api/admin/patient-requests/${id}/notes`,
      { body: 'Infirmière confirmée.' },
      { session: admin.session },
    )
    const body = adminPatientRequestResponseSchema.parse(await second.json())
    expect(body.patient_request.notes).toEqual([
      {
        id: expect.any(Number),
        body: 'Appelée, rappeler jeudi.',
        author: { id: admin.id, name: 'Alice Admin' },
        created_at: t.clock.now().toISOString(),
      },
      expect.objectContaining({ body: 'Infirmière confirmée.' }),
    ])
    expect(body.patient_request.audit).toHaveLength(2)
    expect(body.patient_request.audit[0]).toMatchObject({ action: 'patient_request.note', before: null })
    expect(JSON.stringify(body.patient_request.audit)).not.toContain('Appelée')
    expect((await list()).patient_requests.find((row) => row.id === id)?.notes_count).toBe(2)
    for (const bad of [{}, { body: '   ' }, { body: 'x'.repeat(5001) }]) {
      const response = await call(t, 'POST', `/api/admin/patient-requests/${id}/notes`, bad, { session: admin.session })
      expect(response.status).toBe(422)
    }
  })

  it('shows a purged request as such: no personal data, no notes, no new note, status still changeable', async () => {
    const id = await request({ created_at: '2024-01-10T10:00:00Z' })
    await call(t, 'POST', `/api/admin/patient-requests/${id}/notes`, { body: 'Rappelée.' }, { session: admin.session })
    await purgePatientRequests(t.db, t.clock.now(), 12)

    const detail = adminPatientRequestDetailSchema.parse(await (await get(`/api/admin/patient-requests/${id}`)).json())
    expect(detail).toMatchObject({
      name: null,
      phone: null,
      email: null,
      message: null,
      notes: [],
      commune_name: 'Lyon 3e Arrondissement',
    })
    expect(detail.purged_at).toBe(t.clock.now().toISOString())
    const note = await call(
      t,
      'POST',
      `/api/admin/patient-requests/${id}/notes`,
      { body: 'Encore une.' },
      { session: admin.session },
    )
    expect(note.status).toBe(409)
    expect(await note.json()).toMatchObject({ code: 'admin_patients.purged' })
    const close = await call(t, 'PUT', `/api/admin/patient-requests/${id}`, { status: 'clos' }, { session: admin.session })
    expect(close.status).toBe(200)
    const count = await sql<{
      n: number
    }>`select count(*)::int as n from patient_request_notes where patient_request_id = ${id}`.execute(t.db)
    expect(count.rows[0]?.n).toBe(0)
  })
})
