import { Hono } from 'hono'
import pino from 'pino'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AppEnv, RequestDeps } from '#server/http/types.ts'
import { errorHandler } from '#server/middleware/error-handler.ts'
import { requireAdmin, requireVerified, session } from '#server/middleware/session.ts'
import { createAuthServices } from '#server/modules/auth/auth-services.ts'
import { documentStorageFor } from '#server/modules/documents/document-storage.ts'
import { createMailer } from '#server/modules/mail/mailer.ts'
import { createManualProvider } from '#server/modules/subscriptions/manual-provider.ts'
import { userSchema } from '#shared/user.ts'
import { call, createUser, freshIp, login } from './helpers/accounts.ts'
import { markCommunesLoaded } from './helpers/communes.ts'
import { createTestApp } from './helpers/test-app.ts'

const t = await createTestApp()

const get = (path: string, token?: string) => call(t, 'GET', path, undefined, token ? { session: token } : {})

describe('GET /api/user', () => {
  it('returns the caller’s own data, field by field, never a secret', async () => {
    const user = await createUser(t, { email: 'moi@example.fr', roles: ['titulaire', 'remplacant'] })
    await t.db
      .updateTable('users')
      .set({ two_factor_secret: 'v1.secret-box', two_factor_last_step: 12, phone: '+33612345678' })
      .where('id', '=', user.id)
      .execute()
    const token = await login(t, user)
    const response = await get('/api/user', token)
    expect(response.status).toBe(200)
    const body = (await response.json()) as Record<string, unknown>
    expect(Object.keys(body).sort()).toEqual(
      [
        'id',
        'email',
        'email_verified_at',
        'account_type',
        'status',
        'first_name',
        'last_name',
        'phone',
        'roles',
        'active_role',
        'street',
        'postal_code',
        'commune_insee',
        'commune_name',
        'lat',
        'lng',
        'profile',
        'settings',
        'notification_preferences',
        'charter_accepted_at',
        'charter_version',
        'two_factor_enabled',
        'has_password',
        'nurse',
        'subscription',
        'created_at',
      ].sort(),
    )
    expect(body).toMatchObject({
      id: user.id,
      email: 'moi@example.fr',
      account_type: 'user',
      status: 'active',
      roles: ['titulaire', 'remplacant'],
      active_role: 'titulaire',
      phone: '+33612345678',
      profile: { profil_url: null, bio: null },
      two_factor_enabled: false,
      has_password: true,
      nurse: { id: user.nurseId, radius_km: 20, care_types: [] },
      subscription: null,
    })
    const text = JSON.stringify(body)
    for (const secret of ['argon2', 'v1.secret-box', 'password_hash', 'two_factor_secret', 'two_factor_last_step']) {
      expect(text).not.toContain(secret)
    }
    // The client's schema reads it as it is.
    expect(userSchema.safeParse(body).success).toBe(true)
  })

  it('is 401 for anonymous calls, in the error shape', async () => {
    const response = await get('/api/user')
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Vous devez être connecté.', code: 'http.unauthenticated' })
  })
})

describe('roles', () => {
  it('lists the roles the user holds and the active one', async () => {
    const user = await createUser(t, { roles: ['remplacant', 'titulaire'] })
    const token = await login(t, user)
    const response = await get('/api/user/roles', token)
    expect(await response.json()).toEqual({ roles: ['remplacant', 'titulaire'], active_role: 'remplacant' })
    expect((await get('/api/user/roles')).status).toBe(401)
  })

  it('switches to a role the user holds', async () => {
    const user = await createUser(t, { roles: ['remplacant', 'titulaire'] })
    const token = await login(t, user)
    const response = await call(t, 'PUT', '/api/user/switch-role', { role: 'titulaire' }, { session: token })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      message: 'Votre rôle actif a changé.',
      roles: ['remplacant', 'titulaire'],
      active_role: 'titulaire',
    })
    expect(await (await get('/api/user', token)).json()).toMatchObject({ active_role: 'titulaire' })
  })

  it('refuses a role the user does not hold, or no role at all', async () => {
    const user = await createUser(t, { roles: ['remplacant'] })
    const token = await login(t, user)
    const notHeld = await call(t, 'PUT', '/api/user/switch-role', { role: 'titulaire' }, { session: token })
    expect(notHeld.status).toBe(422)
    expect(await notHeld.json()).toEqual({
      message: 'Vous n’avez pas ce rôle.',
      code: 'role.not_held',
      errors: { role: ['Vous n’avez pas ce rôle.'] },
    })
    const unknown = await call(t, 'PUT', '/api/user/switch-role', { role: 'administrator' }, { session: token })
    expect(await unknown.json()).toMatchObject({ errors: { role: ['Choisissez un rôle\u00a0: titulaire ou remplaçant.'] } })
    expect(await (await get('/api/user', token)).json()).toMatchObject({ active_role: 'remplacant' })
    expect((await call(t, 'PUT', '/api/user/switch-role', { role: 'remplacant' })).status).toBe(401)
  })
})

describe('PUT /api/user/charter', () => {
  it('records the acceptance with its date and version', async () => {
    const user = await createUser(t)
    const token = await login(t, user)
    const response = await call(t, 'PUT', '/api/user/charter', { version: '1.0' }, { session: token })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      message: 'Merci d’avoir accepté la charte.',
      charter_accepted_at: t.clock.now().toISOString(),
      charter_version: '1.0',
    })
    expect(await (await get('/api/user', token)).json()).toMatchObject({ charter_version: '1.0' })
    const old = await call(t, 'PUT', '/api/user/charter', { version: '0.9' }, { session: token })
    expect(old.status).toBe(422)
    expect(await old.json()).toMatchObject({ errors: { version: ['Cette version de la charte n’existe pas.'] } })
  })
})

describe('GET /api/nurses/{id}', () => {
  async function validatedNurse() {
    const user = await createUser(t, { first_name: 'Nora', last_name: 'Lefèvre', roles: ['remplacant'] })
    await t.db
      .updateTable('nurses')
      .set({
        rpps: '10005173140',
        diploma_year: 2015,
        care_types: ['pansements', 'perfusions'],
        zone_commune_insee: '69123',
        zone_commune_name: 'Lyon',
        radius_km: 15,
        replacement_authorisation_expires_on: '2026-12-31',
        accepts_new_patients: true,
        validated_at: t.clock.now(),
      })
      .where('id', '=', user.nurseId)
      .execute()
    return user
  }

  it('shows anyone a validated nurse with its nested user, public fields only', async () => {
    const user = await validatedNurse()
    const response = await get(`/api/nurses/${user.nurseId}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      id: user.nurseId,
      rpps: '10005173140',
      diploma_year: 2015,
      care_types: ['pansements', 'perfusions'],
      zone_commune_insee: '69123',
      zone_commune_name: 'Lyon',
      radius_km: 15,
      accepts_new_patients: true,
      validated: true,
      user: {
        id: user.id,
        first_name: 'Nora',
        last_name: 'Lefèvre',
        roles: ['remplacant'],
        profile: { profil_url: null, bio: null },
      },
    })
  })

  it('shows its owner (and admins) what only they need', async () => {
    const user = await validatedNurse()
    const own = await (await get(`/api/nurses/${user.nurseId}`, await login(t, user))).json()
    expect(own).toMatchObject({
      replacement_authorisation_expires_on: '2026-12-31',
      urgent_help_opt_in: false,
      validated_at: expect.any(String),
    })
    const admin = await createUser(t, { account_type: 'administrator', roles: [] })
    const asAdmin = await (await get(`/api/nurses/${user.nurseId}`, await login(t, admin))).json()
    expect(asAdmin).toMatchObject({ replacement_authorisation_expires_on: '2026-12-31' })
  })

  it('answers 404 for an unknown id, an unvalidated nurse, a suspended or deleted account', async () => {
    const pending = await createUser(t)
    const suspended = await validatedNurse()
    await t.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', suspended.id).execute()
    const deleted = await validatedNurse()
    await t.db.updateTable('users').set({ deleted_at: t.clock.now() }).where('id', '=', deleted.id).execute()
    for (const id of [pending.nurseId, suspended.nurseId, deleted.nurseId, 999_999, 'abc', '0', '1e3', '99999999999']) {
      const response = await get(`/api/nurses/${id}`)
      expect(response.status, String(id)).toBe(404)
      expect(await response.json()).toEqual({ message: 'Ressource introuvable.', code: 'http.not_found' })
    }
    // Another user does not see an unvalidated nurse either; its owner does.
    const stranger = await login(t, await createUser(t))
    expect((await get(`/api/nurses/${pending.nurseId}`, stranger)).status).toBe(404)
    expect((await get(`/api/nurses/${pending.nurseId}`, await login(t, pending))).status).toBe(200)
  })
})

describe('PUT /api/nurses/{id}', () => {
  // One commune of the reference table (loaded at start in production; empty in tests).
  beforeAll(async () => {
    await t.db
      .insertInto('communes')
      .values({
        insee: '2A004',
        name: 'Ajaccio',
        name_search: 'ajaccio',
        name_search_bare: 'ajaccio',
        postal_code: '20000',
        department: '2A',
        region: '94',
        type: 'COM',
        parent_insee: null,
        lat: 41.9267,
        lng: 8.7369,
      })
      .execute()
    await markCommunesLoaded(t)
  })

  it('lets the owner complete the profile', async () => {
    const user = await createUser(t, { roles: ['remplacant'] })
    const token = await login(t, user)
    const response = await call(
      t,
      'PUT',
      `/api/nurses/${user.nurseId}`,
      {
        rpps: '1001 2345 673',
        diploma_year: 2012,
        care_types: ['soins-palliatifs', 'pansements', 'pansements'],
        zone_commune_insee: '2a004',
        radius_km: 30,
        replacement_authorisation_expires_on: '2027-03-31',
        urgent_help_opt_in: true,
        // Not the owner's to set: ignored.
        validated_at: '2026-01-01T00:00:00Z',
      },
      { session: token },
    )
    expect(response.status).toBe(200)
    const body = (await response.json()) as { message: string; nurse: Record<string, unknown> }
    expect(body.message).toBe('Votre profil infirmier est enregistré.')
    expect(body.nurse).toMatchObject({
      id: user.nurseId,
      rpps: '10012345673',
      diploma_year: 2012,
      care_types: ['soins-palliatifs', 'pansements'],
      zone_commune_insee: '2A004',
      zone_commune_name: 'Ajaccio',
      radius_km: 30,
      replacement_authorisation_expires_on: '2027-03-31',
      urgent_help_opt_in: true,
      validated: false,
      validated_at: null,
    })
  })

  it('refuses a commune that does not exist', async () => {
    const user = await createUser(t)
    const token = await login(t, user)
    const response = await call(t, 'PUT', `/api/nurses/${user.nurseId}`, { zone_commune_insee: '99999' }, { session: token })
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({ errors: { zone_commune_insee: ['Choisissez une commune dans la liste.'] } })
  })

  it('refuses a wrong RPPS number and other bad values with clear French messages', async () => {
    const user = await createUser(t)
    const token = await login(t, user)
    const response = await call(
      t,
      'PUT',
      `/api/nurses/${user.nurseId}`,
      { rpps: '10005173141', diploma_year: 1900, radius_km: 500, replacement_authorisation_expires_on: '2027-02-30' },
      { session: token },
    )
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      message: 'Ce numéro RPPS n’est pas valide\u00a0: vérifiez-le sur votre carte CPS. (et 3 autres erreurs)',
      code: 'validation.failed',
      errors: {
        rpps: ['Ce numéro RPPS n’est pas valide\u00a0: vérifiez-le sur votre carte CPS.'],
        diploma_year: ['Indiquez l’année d’obtention de votre diplôme.'],
        radius_km: ['Le rayon d’intervention doit être compris entre 1 et 200 km.'],
        replacement_authorisation_expires_on: ['Cette date n’est pas valide.'],
      },
    })
    const short = await call(t, 'PUT', `/api/nurses/${user.nurseId}`, { rpps: '12345' }, { session: token })
    expect(await short.json()).toMatchObject({ errors: { rpps: ['Le numéro RPPS compte 11 chiffres.'] } })
  })

  it('asks an admin to check again when a validated nurse changes the RPPS number', async () => {
    const user = await createUser(t)
    await t.db
      .updateTable('nurses')
      .set({ rpps: '10005173140', validated_at: t.clock.now() })
      .where('id', '=', user.nurseId)
      .execute()
    const token = await login(t, user)
    const same = await call(t, 'PUT', `/api/nurses/${user.nurseId}`, { rpps: '10005173140', radius_km: 10 }, { session: token })
    expect(await same.json()).toMatchObject({ nurse: { validated: true } })
    const changed = await call(t, 'PUT', `/api/nurses/${user.nurseId}`, { rpps: '10000000009' }, { session: token })
    expect(await changed.json()).toMatchObject({ nurse: { rpps: '10000000009', validated: false } })
  })

  it('is the owner’s only: 403 for another user, 401 anonymous, 404 unknown', async () => {
    const owner = await createUser(t)
    const other = await createUser(t)
    const token = await login(t, other)
    const forbidden = await call(t, 'PUT', `/api/nurses/${owner.nurseId}`, { radius_km: 5 }, { session: token })
    expect(forbidden.status).toBe(403)
    expect(await forbidden.json()).toEqual({ message: 'Action non autorisée.', code: 'http.forbidden' })
    const row = await t.db.selectFrom('nurses').select('radius_km').where('id', '=', owner.nurseId).executeTakeFirstOrThrow()
    expect(row.radius_km).toBe(20)
    expect((await call(t, 'PUT', `/api/nurses/${owner.nurseId}`, { radius_km: 5 })).status).toBe(401)
    expect((await call(t, 'PUT', '/api/nurses/999999', { radius_km: 5 }, { session: token })).status).toBe(404)
  })
})

describe('guards for later routes (requireVerified, requireAdmin)', () => {
  // A tiny app with the real session middleware and error handler, and two guarded routes.
  const logger = pino({ level: 'silent' })
  const deps: RequestDeps = {
    db: t.db,
    env: t.env,
    logger,
    clock: t.clock,
    mail: createMailer({ db: t.db, env: t.env, clock: t.clock }),
    paymentProvider: createManualProvider(),
    documentStorage: documentStorageFor(t.env, ''),
    storageDir: '',
    auth: createAuthServices({ env: t.env, logger }),
  }
  const probe = new Hono<AppEnv>()
  probe.use(async (c, next) => {
    c.set('deps', deps)
    c.set('logger', logger)
    c.set('locale', 'fr')
    await next()
  })
  probe.use(session)
  probe.get('/verified', requireVerified, (c) => c.json({ ok: true }))
  probe.get('/admin', requireAdmin, (c) => c.json({ ok: true }))
  probe.onError(errorHandler)
  const ask = async (path: string, token?: string) => {
    const response = await probe.request(path, token ? { headers: { Authorization: `Bearer ${token}` } } : {})
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it('requireVerified: 401 anonymous, 403 before the address is verified', async () => {
    expect((await ask('/verified')).status).toBe(401)
    const unverified = await login(t, await createUser(t, { verified: false }), freshIp())
    expect(await ask('/verified', unverified)).toEqual({
      status: 403,
      body: { message: 'Confirmez d’abord votre adresse e-mail.', code: 'email.unverified' },
    })
    expect((await ask('/verified', await login(t, await createUser(t)))).status).toBe(200)
  })

  it('requireAdmin: 401 anonymous, 403 non-admin, 403 for an admin without two-factor, 200 with it', async () => {
    expect((await ask('/admin')).status).toBe(401)
    expect((await ask('/admin', await login(t, await createUser(t)))).body).toEqual({
      message: 'Action non autorisée.',
      code: 'http.forbidden',
    })
    const admin = await createUser(t, { account_type: 'developer', roles: [] })
    const token = await login(t, admin)
    expect(await ask('/admin', token)).toEqual({
      status: 403,
      body: { message: 'Activez la double authentification pour accéder à l’administration.', code: 'two_factor.setup_required' },
    })
    await t.db.updateTable('users').set({ two_factor_confirmed_at: t.clock.now() }).where('id', '=', admin.id).execute()
    expect((await ask('/admin', token)).status).toBe(200)
  })
})
