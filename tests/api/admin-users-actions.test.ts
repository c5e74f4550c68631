import { beforeAll, describe, expect, it } from 'vitest'
import { adminUserDetailSchema, userMailSchema } from '#shared/admin-users.ts'
import { auditListSchema } from '#shared/audit.ts'
import { call, createUser, lastMail, login, mails, type TestUser } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'

const t = await createTestApp()
const VALID_RPPS = '10005173140'

let admin: { user: TestUser; session: string }

beforeAll(async () => {
  const user = await createUser(t, { account_type: 'administrator', roles: [], first_name: 'Alice', last_name: 'Admin' })
  const session = await login(t, user)
  await t.db.updateTable('users').set({ two_factor_confirmed_at: t.clock.now() }).where('id', '=', user.id).execute()
  admin = { user, session }
})

const asAdmin = (method: string, path: string, body?: unknown) => call(t, method, path, body, { session: admin.session })

async function auditOf(userId: number) {
  const response = await asAdmin('GET', `/api/admin/audit?subject_type=user&subject_id=${userId}`)
  return auditListSchema.parse(await response.json()).entries
}

/** A nurse waiting for validation, with an RPPS number (valid unless told). */
async function waitingNurse(rpps: string | null = VALID_RPPS): Promise<TestUser> {
  const user = await createUser(t, { status: 'pending', roles: ['titulaire'] })
  await t.db.updateTable('nurses').set({ rpps, accepts_new_patients: true }).where('user_id', '=', user.id).execute()
  return user
}

describe('PUT /api/users/{id}/validate', () => {
  it('validates the nurse: validated_at set, account active, public profile visible, the nurse told, the action audited', async () => {
    const target = await waitingNurse()
    expect((await call(t, 'GET', `/api/nurses/${target.nurseId}`)).status).toBe(404)

    const response = await asAdmin('PUT', `/api/users/${target.id}/validate`)
    expect(response.status, await response.clone().text()).toBe(200)
    const { user } = (await response.json()) as { user: unknown }
    const detail = adminUserDetailSchema.parse(user)
    expect(detail.status).toBe('active')
    expect(detail.validated_at).toBe(t.clock.now().toISOString())
    expect(detail.nurse?.validated_at).toBe(t.clock.now().toISOString())

    // The public rules (GET /api/nurses/{id}): validated and active.
    const pub = await call(t, 'GET', `/api/nurses/${target.nurseId}`)
    expect(pub.status).toBe(200)
    expect(await pub.json()).toMatchObject({ validated: true })

    expect(await lastMail(t, target.email, 'nurse-validated')).toMatchObject({ locale: 'fr' })
    const [entry] = await auditOf(target.id)
    expect(entry).toMatchObject({
      action: 'user.validate',
      actor: { id: admin.user.id, name: 'Alice Admin' },
      before: { validated_at: null, status: 'pending' },
      after: { validated_at: t.clock.now().toISOString(), status: 'active' },
    })
  })

  it('validates once: a second call mails nothing and audits nothing', async () => {
    const target = await waitingNurse()
    await asAdmin('PUT', `/api/users/${target.id}/validate`)
    const again = await asAdmin('PUT', `/api/users/${target.id}/validate`, {})
    expect(again.status).toBe(200)
    expect(await mails(t, { to: target.email, template: 'nurse-validated' })).toHaveLength(1)
    expect((await auditOf(target.id)).map((e) => e.action)).toEqual(['user.validate'])
  })

  it('takes a validation back with { validated: false }: the public profile goes', async () => {
    const target = await waitingNurse()
    await asAdmin('PUT', `/api/users/${target.id}/validate`)
    const response = await asAdmin('PUT', `/api/users/${target.id}/validate`, { validated: false })
    expect(response.status).toBe(200)
    expect((await call(t, 'GET', `/api/nurses/${target.nurseId}`)).status).toBe(404)
    expect((await auditOf(target.id)).map((e) => e.action)).toEqual(['user.unvalidate', 'user.validate'])
  })

  it.each([
    ['without an RPPS number', null, 'Le numéro RPPS manque'],
    ['with an RPPS number whose check digit is wrong', '10005173141', 'clé de contrôle'],
  ])('refuses a nurse %s (422 on rpps)', async (_name, rpps, text) => {
    const target = await waitingNurse(rpps)
    const response = await asAdmin('PUT', `/api/users/${target.id}/validate`)
    expect(response.status).toBe(422)
    const body = (await response.json()) as { errors: { rpps: string[] } }
    expect(body.errors.rpps[0]).toContain(text)
    const nurse = await t.db
      .selectFrom('nurses')
      .select('validated_at')
      .where('user_id', '=', target.id)
      .executeTakeFirstOrThrow()
    expect(nurse.validated_at).toBeNull()
  })

  it('refuses an account with no nurse profile', async () => {
    const target = await createUser(t, { roles: [] })
    await t.db.deleteFrom('nurses').where('user_id', '=', target.id).execute()
    const response = await asAdmin('PUT', `/api/users/${target.id}/validate`)
    expect(response.status).toBe(422)
  })

  it('refuses a body that is not { validated: boolean }', async () => {
    const target = await waitingNurse()
    expect((await asAdmin('PUT', `/api/users/${target.id}/validate`, { validated: 'yes' })).status).toBe(422)
  })
})

describe('PUT /api/users/{id}/activate', () => {
  it('suspends: every session ends at once, login is refused; activating lets them back in', async () => {
    const target = await createUser(t)
    const phone = await login(t, target)
    const laptop = await login(t, target)
    const response = await asAdmin('PUT', `/api/users/${target.id}/activate`, { active: false })
    expect(response.status).toBe(200)
    const sessions = await t.db.selectFrom('sessions').select('revoked_at').where('user_id', '=', target.id).execute()
    expect(sessions).toHaveLength(2)
    expect(sessions.every((s) => s.revoked_at !== null)).toBe(true)
    for (const session of [phone, laptop]) expect((await call(t, 'GET', '/api/user', undefined, { session })).status).toBe(401)
    const refused = await call(t, 'POST', '/api/login', { email: target.email, password: target.password })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ code: 'auth.suspended' })

    expect((await asAdmin('PUT', `/api/users/${target.id}/activate`, { active: true })).status).toBe(200)
    await login(t, target)
    expect((await auditOf(target.id)).map((e) => [e.action, e.before, e.after])).toEqual([
      ['user.activate', { status: 'suspended' }, { status: 'active' }],
      ['user.suspend', { status: 'active' }, { status: 'suspended' }],
    ])
  })

  it('needs { active: boolean }', async () => {
    const target = await createUser(t)
    expect((await asAdmin('PUT', `/api/users/${target.id}/activate`, {})).status).toBe(422)
    expect((await asAdmin('PUT', `/api/users/${target.id}/activate`, { active: 'no' })).status).toBe(422)
  })
})

describe('PUT /api/users/{id}/update-user-field', () => {
  it('edits one whitelisted field, checked with its schema, and audits before → after', async () => {
    const target = await createUser(t)
    const response = await asAdmin('PUT', `/api/users/${target.id}/update-user-field`, {
      field: 'phone',
      value: '06 11 22 33 44',
    })
    expect(response.status).toBe(200)
    expect(adminUserDetailSchema.parse(((await response.json()) as { user: unknown }).user).phone).toBe('+33611223344')
    const [entry] = await auditOf(target.id)
    expect(entry).toMatchObject({ action: 'user.update_field', before: { phone: null }, after: { phone: '+33611223344' } })
  })

  it.each([
    [{ field: 'phone', value: '12' }, 'value'],
    [{ field: 'first_name', value: '' }, 'value'],
    [{ field: 'rpps', value: '10005173141' }, 'value'],
    [{ field: 'account_type', value: 'administrator' }, 'field'],
    [{ field: 'email_verified_at', value: null }, 'field'],
    [{ value: 'x' }, 'field'],
  ])('refuses %j', async (body, field) => {
    const target = await createUser(t)
    const response = await asAdmin('PUT', `/api/users/${target.id}/update-user-field`, body)
    expect(response.status).toBe(422)
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual([field])
    const row = await t.db.selectFrom('users').select('account_type').where('id', '=', target.id).executeTakeFirstOrThrow()
    expect(row.account_type).toBe('user')
  })

  it('a new RPPS number takes the validation back: it has not been checked', async () => {
    const target = await waitingNurse()
    await asAdmin('PUT', `/api/users/${target.id}/validate`)
    const response = await asAdmin('PUT', `/api/users/${target.id}/update-user-field`, { field: 'rpps', value: '1000 0000 009' })
    expect(response.status, await response.clone().text()).toBe(200)
    const nurse = await t.db
      .selectFrom('nurses')
      .select(['rpps', 'validated_at'])
      .where('user_id', '=', target.id)
      .executeTakeFirstOrThrow()
    expect(nurse).toEqual({ rpps: '10000000009', validated_at: null })
  })
})

describe('POST /api/users/{id}/contact and the mail history', () => {
  it('mails the user in their language, keeps it in their history and in the audit log', async () => {
    const target = await createUser(t)
    await t.db
      .updateTable('users')
      .set({ settings: JSON.stringify({ locale: 'en' }) })
      .where('id', '=', target.id)
      .execute()
    const response = await asAdmin('POST', `/api/users/${target.id}/contact`, {
      subject: 'Votre RPPS',
      message: 'Merci de compléter votre numéro RPPS.',
    })
    expect(response.status).toBe(200)
    const mail = await lastMail(t, target.email, 'contact-from-admin')
    expect(mail).toMatchObject({
      locale: 'en',
      data: { subject: 'Votre RPPS', message: 'Merci de compléter votre numéro RPPS.' },
    })

    const history = await asAdmin('GET', `/api/users/${target.id}/mails`)
    const { mails: list } = (await history.json()) as { mails: unknown[] }
    expect(list.map((m) => userMailSchema.parse(m))).toEqual([
      expect.objectContaining({ template: 'contact-from-admin', subject: 'Votre RPPS', status: 'queued' }),
    ])
    expect((await auditOf(target.id))[0]).toMatchObject({ action: 'user.contact', after: { subject: 'Votre RPPS' } })
  })

  it('refuses an empty message', async () => {
    const target = await createUser(t)
    const response = await asAdmin('PUT', `/api/users/${target.id}/contact`, { subject: 'Hi', message: '' })
    expect(response.status).toBe(422)
    expect(await mails(t, { to: target.email })).toEqual([])
  })
})
