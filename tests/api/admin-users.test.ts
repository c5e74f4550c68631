import { beforeAll, describe, expect, it } from 'vitest'
import { adminUserDetailSchema, usersListSchema } from '#shared/admin-users.ts'
import { auditListSchema } from '#shared/audit.ts'
import { call, createUser, lastMail, login, type TestUser, tokenOf } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'

const t = await createTestApp()

/** An admin signed in, then given two-factor (set in the database: logging in would ask for a code). */
async function adminSession(): Promise<{ user: TestUser; session: string }> {
  const user = await createUser(t, { account_type: 'administrator', roles: [], first_name: 'Alice', last_name: 'Admin' })
  const session = await login(t, user)
  await t.db.updateTable('users').set({ two_factor_confirmed_at: t.clock.now() }).where('id', '=', user.id).execute()
  return { user, session }
}

const VALID_RPPS = '10005173140'

let admin: { user: TestUser; session: string }
let nurse: { user: TestUser; session: string }
let someone: TestUser

beforeAll(async () => {
  admin = await adminSession()
  const nurseUser = await createUser(t, { first_name: 'Nadia', last_name: 'Nurse' })
  nurse = { user: nurseUser, session: await login(t, nurseUser) }
  someone = await createUser(t, { first_name: 'Sam', last_name: 'Other' })
})

/** Every admin endpoint of this module, with a body that would be valid for an admin. */
function adminEndpoints(id: number): [string, string, unknown?][] {
  return [
    ['GET', '/api/users'],
    ['POST', '/api/users', { email: 'new-person@example.fr', first_name: 'Léa', last_name: 'Petit' }],
    ['DELETE', `/api/users/${id}`],
    ['POST', `/api/users/${id}/restore`],
    ['PUT', `/api/users/${id}/validate`],
    ['PUT', `/api/users/${id}/activate`, { active: true }],
    ['PUT', `/api/users/${id}/update-user-field`, { field: 'first_name', value: 'Zoé' }],
    ['POST', `/api/users/${id}/contact`, { subject: 'Bonjour', message: 'Un message assez long.' }],
    ['PUT', `/api/users/${id}/contact`, { subject: 'Bonjour', message: 'Un message assez long.' }],
    ['GET', `/api/users/${id}/mails`],
    ['GET', `/api/users/${id}/notes`],
    ['POST', `/api/users/${id}/notes`, { body: 'Rappeler lundi' }],
    ['PUT', `/api/users/${id}/crm`, { stage: 'contacted' }],
    ['GET', '/api/users/export.csv'],
    ['GET', '/api/admin/crm'],
    ['GET', '/api/admin/audit'],
    // Admin powers on someone else's row:
    ['GET', `/api/users/${id}`],
    ['PUT', `/api/users/${id}`, { first_name: 'Zoé' }],
  ]
}

describe('every admin endpoint', () => {
  it('answers 401 to an anonymous caller', async () => {
    for (const [method, path, body] of adminEndpoints(someone.id)) {
      const response = await call(t, method, path, body)
      expect(response.status, `${method} ${path}`).toBe(401)
    }
  })

  it('answers 403 to a nurse, on someone else’s account', async () => {
    for (const [method, path, body] of adminEndpoints(someone.id)) {
      const response = await call(t, method, path, body, { session: nurse.session })
      expect(response.status, `${method} ${path}`).toBe(403)
      expect(await response.json()).toMatchObject({ code: 'http.forbidden' })
    }
  })

  it('answers 403 two_factor.setup_required to an admin without two-factor', async () => {
    const session = await login(t, await createUser(t, { account_type: 'developer', roles: [] }))
    for (const [method, path, body] of adminEndpoints(someone.id)) {
      const response = await call(t, method, path, body, { session })
      expect(response.status, `${method} ${path}`).toBe(403)
      expect(await response.json()).toMatchObject({ code: 'two_factor.setup_required' })
    }
  })

  it('works for an admin with two-factor', async () => {
    const target = await createUser(t, { status: 'pending' })
    await t.db.updateTable('nurses').set({ rpps: VALID_RPPS }).where('user_id', '=', target.id).execute()
    for (const [method, path, body] of adminEndpoints(target.id)) {
      // The restore needs a deleted account: it comes right after the DELETE.
      const response = await call(t, method, path, body, { session: admin.session })
      expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300)
    }
  })
})

describe('POST /api/users', () => {
  it('creates the account with a password nobody knows, and mails an invitation that sets one', async () => {
    const response = await call(
      t,
      'POST',
      '/api/users',
      {
        email: '  Invitee@Example.fr ',
        first_name: 'Inès',
        last_name: 'Invitée',
        roles: ['remplacant'],
        phone: '06 12 34 56 78',
        account_type: 'administrator',
      },
      { session: admin.session },
    )
    expect(response.status).toBe(201)
    const { user } = (await response.json()) as { user: unknown }
    const created = adminUserDetailSchema.parse(user)
    expect(created).toMatchObject({
      email: 'invitee@example.fr',
      account_type: 'user',
      status: 'pending',
      roles: ['remplacant'],
      phone: '+33612345678',
      email_verified_at: null,
      has_password: true,
    })
    expect(created.nurse).not.toBeNull()

    const invitation = await lastMail(t, 'invitee@example.fr', 'user-invitation')
    expect(String(invitation.data.url)).toMatch(/^http:\/\/localhost:3000\/password\/new-password\?token=/)
    const reset = await call(t, 'POST', '/api/reset-password', {
      token: tokenOf(invitation),
      email: 'invitee@example.fr',
      password: 'Chaton-Vert-2026',
      password_confirmation: 'Chaton-Vert-2026',
    })
    expect(reset.status).toBe(200)
    await login(t, { email: 'invitee@example.fr', password: 'Chaton-Vert-2026' })

    const audit = auditListSchema.parse(
      await (
        await call(t, 'GET', `/api/admin/audit?subject_type=user&subject_id=${created.id}`, undefined, { session: admin.session })
      ).json(),
    )
    expect(audit.entries[0]).toMatchObject({ action: 'user.create', actor: { id: admin.user.id }, before: null })
    expect(JSON.stringify(audit.entries)).not.toMatch(/argon2|token=/)
  })

  it('refuses an address already taken, whatever its casing (422 on email)', async () => {
    const response = await call(
      t,
      'POST',
      '/api/users',
      { email: someone.email.toUpperCase(), first_name: 'A', last_name: 'B' },
      { session: admin.session },
    )
    expect(response.status).toBe(422)
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual(['email'])
  })

  it('refuses bad fields with the shared schema’s messages', async () => {
    const response = await call(
      t,
      'POST',
      '/api/users',
      { email: 'nope', first_name: '', roles: ['chef'] },
      { session: admin.session },
    )
    expect(response.status).toBe(422)
    const body = (await response.json()) as { errors: Record<string, string[]> }
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'first_name', 'last_name', 'roles.0'])
  })
})

describe('GET and PUT /api/users/{id}', () => {
  it('gives the owner their own account and an admin anyone’s; a nurse gets 403 on another', async () => {
    const own = await call(t, 'GET', `/api/users/${nurse.user.id}`, undefined, { session: nurse.session })
    expect(own.status).toBe(200)
    expect(await own.json()).toMatchObject({ id: nurse.user.id, email: nurse.user.email })
    const other = await call(t, 'GET', `/api/users/${admin.user.id}`, undefined, { session: nurse.session })
    expect(other.status).toBe(403)
    const byAdmin = await call(t, 'GET', `/api/users/${nurse.user.id}`, undefined, { session: admin.session })
    expect(adminUserDetailSchema.parse(await byAdmin.json())).toMatchObject({ id: nurse.user.id, notes: [] })
    expect((await call(t, 'GET', '/api/users/99999999', undefined, { session: admin.session })).status).toBe(404)
  })

  it('gives an admin the back office’s view of their own account, and saves it under the owner’s rules', async () => {
    const own = await call(t, 'GET', `/api/users/${admin.user.id}`, undefined, { session: admin.session })
    expect(adminUserDetailSchema.parse(await own.json()).id).toBe(admin.user.id)
    const saved = await call(
      t,
      'PUT',
      `/api/users/${admin.user.id}`,
      { first_name: 'Alicia', email: admin.user.email, roles: ['titulaire'] },
      { session: admin.session },
    )
    expect(saved.status).toBe(200)
    const { user } = (await saved.json()) as { user: unknown }
    expect(adminUserDetailSchema.parse(user)).toMatchObject({ first_name: 'Alicia', roles: [] })
    const other = await call(
      t,
      'PUT',
      `/api/users/${admin.user.id}`,
      { email: 'elsewhere@example.fr' },
      { session: admin.session },
    )
    expect(other.status).toBe(422)
  })

  it('lets the owner change their names under the existing rules, never their type or their address here', async () => {
    const fresh = await createUser(t)
    const session = await login(t, fresh)
    const ok = await call(
      t,
      'PUT',
      `/api/users/${fresh.id}`,
      { first_name: ' Zoé ', account_type: 'administrator', status: 'active' },
      { session },
    )
    expect(ok.status).toBe(200)
    const row = await t.db
      .selectFrom('users')
      .select(['first_name', 'account_type'])
      .where('id', '=', fresh.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ first_name: 'Zoé', account_type: 'user' })
    const email = await call(t, 'PUT', `/api/users/${fresh.id}`, { email: 'other@example.fr' }, { session })
    expect(email.status).toBe(422)
    // The settings' own routes still work as before.
    const info = await call(t, 'PUT', `/api/users/${fresh.id}/update-information`, { first_name: 'Zoë' }, { session })
    expect(info.status).toBe(200)
  })

  it('lets an admin change someone’s names, roles and e-mail, which is verified again; the change is audited', async () => {
    const target = await createUser(t, { roles: [] })
    const response = await call(
      t,
      'PUT',
      `/api/users/${target.id}`,
      { last_name: 'Nouveau', roles: ['titulaire'], email: 'moved@example.fr', account_type: 'developer' },
      { session: admin.session },
    )
    expect(response.status, await response.clone().text()).toBe(200)
    const { user } = (await response.json()) as { user: unknown }
    expect(adminUserDetailSchema.parse(user)).toMatchObject({
      last_name: 'Nouveau',
      roles: ['titulaire'],
      email: 'moved@example.fr',
      email_verified_at: null,
      account_type: 'user',
    })
    await lastMail(t, 'moved@example.fr', 'verify-email')
    await lastMail(t, target.email, 'email-changed')
    const entry = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after', 'actor_user_id'])
      .where('subject_id', '=', String(target.id))
      .executeTakeFirstOrThrow()
    expect(entry).toEqual({
      action: 'user.update',
      actor_user_id: admin.user.id,
      before: { last_name: 'Durand', email: target.email, roles: [] },
      after: { last_name: 'Nouveau', email: 'moved@example.fr', roles: ['titulaire'] },
    })
  })

  it('refuses an admin’s change to an address another account holds', async () => {
    const target = await createUser(t)
    const response = await call(t, 'PUT', `/api/users/${target.id}`, { email: someone.email }, { session: admin.session })
    expect(response.status).toBe(422)
  })
})

describe('DELETE /api/users/{id} and restore', () => {
  it('deletes softly: sessions end, login fails, the list hides it; restore brings it back', async () => {
    const target = await createUser(t)
    const session = await login(t, target)
    const deleted = await call(t, 'DELETE', `/api/users/${target.id}`, undefined, { session: admin.session })
    expect(deleted.status).toBe(200)
    expect((await call(t, 'GET', '/api/user', undefined, { session })).status).toBe(401)
    await expect(login(t, target)).rejects.toThrow()
    const listed = usersListSchema.parse(
      await (
        await call(t, 'GET', `/api/users?q=${encodeURIComponent(target.email)}`, undefined, { session: admin.session })
      ).json(),
    )
    expect(listed.count).toBe(0)
    expect((await call(t, 'PUT', `/api/users/${target.id}/activate`, { active: true }, { session: admin.session })).status).toBe(
      409,
    )

    const restored = await call(t, 'POST', `/api/users/${target.id}/restore`, undefined, { session: admin.session })
    expect(restored.status).toBe(200)
    await login(t, target)
    expect((await call(t, 'POST', `/api/users/${target.id}/restore`, undefined, { session: admin.session })).status).toBe(409)
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', String(target.id))
      .orderBy('id')
      .execute()
    expect(actions.map((a) => a.action)).toEqual(['user.delete', 'user.restore'])
  })

  it('refuses to delete or suspend one’s own account', async () => {
    for (const [method, path, body] of [
      ['DELETE', `/api/users/${admin.user.id}`, undefined],
      ['PUT', `/api/users/${admin.user.id}/activate`, { active: false }],
    ] as const) {
      const response = await call(t, method, path, body, { session: admin.session })
      expect(response.status).toBe(422)
      expect(await response.json()).toMatchObject({ code: 'admin_users.not_yourself' })
    }
  })

  it('cannot restore an account its owner erased', async () => {
    const target = await createUser(t)
    const session = await login(t, target)
    expect(
      (await call(t, 'DELETE', `/api/users/${target.id}/soft-delete`, { password: target.password }, { session })).status,
    ).toBe(200)
    const response = await call(t, 'POST', `/api/users/${target.id}/restore`, undefined, { session: admin.session })
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ code: 'admin_users.erased' })
  })

  it('a nurse cannot delete an account with DELETE /api/users/{id}, even their own', async () => {
    expect((await call(t, 'DELETE', `/api/users/${nurse.user.id}`, undefined, { session: nurse.session })).status).toBe(403)
  })
})
