import { describe, expect, it } from 'vitest'
import type { AddRoleAnswer, UserRoles } from '#shared/roles.ts'
import { call } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'
import { addCommunes, member, offerBody } from './replacements-fixtures.ts'

const t = await createTestApp()
await addCommunes(t, ['34172'])

type ErrorBody = { message: string; code: string; errors?: Record<string, string[]> }

describe('POST /api/user/roles', () => {
  it('lets a replacement nurse become a holder too, and then post an offer', async () => {
    const nurse = await member(t, { roles: ['remplacant'] })
    const refused = await call(t, 'POST', '/api/replacements', offerBody(), { session: nurse.session })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as ErrorBody).code).toBe('replacement.titulaire_only')

    const added = await call(t, 'POST', '/api/user/roles', { role: 'titulaire' }, { session: nurse.session })
    expect(added.status).toBe(200)
    expect((await added.json()) as AddRoleAnswer).toEqual({
      message: 'Le rôle est ajouté à votre compte.',
      roles: ['remplacant', 'titulaire'],
      // What the dashboard shows stays as it was: adding is not switching.
      active_role: 'remplacant',
    })
    const roles = (await (await call(t, 'GET', '/api/user/roles', undefined, { session: nurse.session })).json()) as UserRoles
    expect(roles).toEqual({ roles: ['remplacant', 'titulaire'], active_role: 'remplacant' })

    const posted = await call(t, 'POST', '/api/replacements', offerBody(), { session: nurse.session })
    expect(posted.status).toBe(201)
  })

  it('holds a role once however often it is added, and makes it active when none was', async () => {
    const someone = await member(t, { roles: [] })
    for (let i = 0; i < 2; i++) {
      const response = await call(t, 'POST', '/api/user/roles', { role: 'titulaire' }, { session: someone.session })
      expect(response.status).toBe(200)
    }
    const row = await t.db.selectFrom('users').select(['roles', 'active_role']).where('id', '=', someone.id).executeTakeFirst()
    expect(row).toEqual({ roles: ['titulaire'], active_role: 'titulaire' })
  })

  it('gives nurse roles only, to a signed-in member', async () => {
    const nurse = await member(t, { roles: ['remplacant'] })
    for (const role of ['administrator', 'developer', 'admin', '', 42]) {
      const response = await call(t, 'POST', '/api/user/roles', { role }, { session: nurse.session })
      expect(response.status).toBe(422)
      expect(((await response.json()) as ErrorBody).errors?.role).toEqual(['Choisissez un rôle\u00a0: titulaire ou remplaçant.'])
    }
    const row = await t.db.selectFrom('users').select(['roles', 'account_type']).where('id', '=', nurse.id).executeTakeFirst()
    expect(row).toEqual({ roles: ['remplacant'], account_type: 'user' })
    expect((await call(t, 'POST', '/api/user/roles', { role: 'titulaire' })).status).toBe(401)
  })
})
