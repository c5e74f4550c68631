import { describe, expect, it, vi } from 'vitest'
import { userSchema } from '#shared/user.ts'
import { argon2Calls } from '../support/counting-argon2.ts'
import { call, createUser, freshIp, lastMail, login, mails, setCookie, tokenOf } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'

vi.mock('argon2', () => import('../support/counting-argon2.ts'))

const t = await createTestApp()

const valid = {
  first_name: 'Camille',
  last_name: 'Durand',
  email: ' Camille.Nouvelle@Example.FR ',
  phone: '06 12 34 56 78',
  password: 'Tournesol-Bleu-42',
  password_confirmation: 'Tournesol-Bleu-42',
  roles: ['remplacant'],
  terms: true,
}

const register = (body: unknown, ip = freshIp(), headers: Record<string, string> = {}) =>
  call(t, 'POST', '/api/register', body, { ip, headers })

describe('POST /api/register', () => {
  it('creates an unverified account with its nurse profile, mails a verification link and logs nobody in', async () => {
    const response = await register(valid)
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({
      message: 'Inscription réussie. Un e-mail vient de vous être envoyé pour confirmer votre adresse.',
    })
    expect(setCookie(response, 'releve_session')).toBeUndefined()

    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'camille.nouvelle@example.fr')
      .executeTakeFirstOrThrow()
    expect(user).toMatchObject({
      first_name: 'Camille',
      last_name: 'Durand',
      phone: '+33612345678',
      roles: ['remplacant'],
      active_role: 'remplacant',
      account_type: 'user',
      status: 'pending',
      email_verified_at: null,
    })
    expect(user.password_hash).toMatch(/^\$argon2id\$/)
    expect(await t.db.selectFrom('nurses').select('id').where('user_id', '=', user.id).executeTakeFirst()).toBeDefined()

    const mail = await lastMail(t, 'camille.nouvelle@example.fr', 'verify-email')
    expect(String(mail.data.url)).toMatch(/^http:\/\/localhost:3000\/auth\/verify-email\?token=[\w-]{43}$/)
    expect(mail.data).toMatchObject({ name: 'Camille', expires_in_hours: 24 })
  })

  it('answers a known address exactly like a new one, creates nothing and tells the owner by mail', async () => {
    const owner = await createUser(t, { email: 'deja@example.fr', first_name: 'Alix' })
    const before = await t.db.selectFrom('users').select('id').execute()
    // Another casing of the same address is the same account (docs/security.md#passwords-registration-login).
    const response = await register({ ...valid, email: 'DEJA@Example.fr' })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({
      message: 'Inscription réussie. Un e-mail vient de vous être envoyé pour confirmer votre adresse.',
    })
    expect((await t.db.selectFrom('users').select('id').execute()).length).toBe(before.length)
    expect(await mails(t, { to: owner.email, template: 'verify-email' })).toHaveLength(0)
    expect(await lastMail(t, owner.email, 'account-exists')).toMatchObject({ data: { name: 'Alix' } })
    // The owner's password still works: nothing about the account changed.
    await login(t, owner)
  })

  it('hashes the password on both paths, so the answer takes as long for a known address', async () => {
    await createUser(t, { email: 'timing@example.fr' })
    for (const email of ['timing@example.fr', 'nouveau-timing@example.fr']) {
      argon2Calls.hash.length = 0
      expect((await register({ ...valid, email })).status).toBe(201)
      expect(argon2Calls.hash, email).toHaveLength(1)
    }
    expect(t.logs.filter((line) => line.event === 'auth.register.existing_email').length).toBeGreaterThanOrEqual(1)
  })

  it('refuses bad input with every field error in French and stores nothing', async () => {
    const before = (await t.db.selectFrom('users').select('id').execute()).length
    const response = await register({
      first_name: ' ',
      last_name: 'D'.repeat(61),
      email: 'pas-un-email',
      phone: '12',
      password: 'court',
      password_confirmation: 'autre',
      roles: [],
      terms: false,
    })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      message: 'Indiquez votre prénom. (et 6 autres erreurs)',
      code: 'validation.failed',
      errors: {
        first_name: ['Indiquez votre prénom.'],
        last_name: ['Le nom ne peut pas dépasser 60 caractères.'],
        email: ['L’adresse e-mail n’est pas valide.'],
        phone: ['Le numéro de téléphone n’est pas valide.'],
        password: ['Le mot de passe doit contenir au moins 8 caractères.'],
        roles: ['Choisissez au moins un rôle\u00a0: titulaire ou remplaçant.'],
        terms: ['Vous devez accepter les conditions d’utilisation.'],
      },
    })
    expect((await t.db.selectFrom('users').select('id').execute()).length).toBe(before)
  })

  it('says which fields are missing, and refuses an unknown role', async () => {
    const missing = await register({})
    expect(missing.status).toBe(422)
    const body = (await missing.json()) as { errors: Record<string, string[]> }
    for (const field of ['first_name', 'last_name', 'email', 'phone', 'password', 'password_confirmation', 'roles', 'terms']) {
      expect(body.errors[field], field).toBeDefined()
    }
    expect(body.errors.email).toEqual(['Ce champ est obligatoire.'])
    const role = await register({ ...valid, email: 'role@example.fr', roles: ['administrator'] })
    expect(await role.json()).toMatchObject({ errors: { 'roles.0': ['Choisissez un rôle\u00a0: titulaire ou remplaçant.'] } })
  })

  it('makes one account of two simultaneous sign-ups with the same address (R2)', async () => {
    const email = 'double@example.fr'
    const [a, b] = await Promise.all([register({ ...valid, email }), register({ ...valid, email: 'DOUBLE@example.fr' })])
    expect([a?.status, b?.status]).toEqual([201, 201])
    expect(await t.db.selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(1)
    expect(await mails(t, { to: email, template: 'verify-email' })).toHaveLength(1)
    expect(await mails(t, { to: email, template: 'account-exists' })).toHaveLength(1)
  })

  it('refuses mismatched confirmations', async () => {
    const response = await register({ ...valid, email: 'confirm@example.fr', password_confirmation: 'Tournesol-Bleu-43' })
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({
      message: 'Les deux mots de passe ne correspondent pas.',
      errors: { password_confirmation: ['Les deux mots de passe ne correspondent pas.'] },
    })
  })

  it('accepts 8 to 128 characters, Unicode included, never truncated', async () => {
    const long = `${'é'.repeat(100)}Zz9${'ü'.repeat(25)}`
    expect([...long].length).toBe(128)
    const ok = await register({ ...valid, email: 'long@example.fr', password: long, password_confirmation: long })
    expect(ok.status).toBe(201)
    await t.db.updateTable('users').set({ email_verified_at: t.clock.now() }).where('email', '=', 'long@example.fr').execute()
    await login(t, { email: 'long@example.fr', password: long })
    // The same password less its last character is another password.
    const truncated = await call(
      t,
      'POST',
      '/api/login',
      { email: 'long@example.fr', password: long.slice(0, -1) },
      { ip: freshIp() },
    )
    expect(truncated.status).toBe(422)

    const tooLong = await register({
      ...valid,
      email: 'toolong@example.fr',
      password: `${long}x`,
      password_confirmation: `${long}x`,
    })
    expect(await tooLong.json()).toMatchObject({ errors: { password: ['Le mot de passe ne peut pas dépasser 128 caractères.'] } })
    const eight = await register({ ...valid, email: 'eight@example.fr', password: 'Mx7#kQ2v', password_confirmation: 'Mx7#kQ2v' })
    expect(eight.status).toBe(201)
  })

  it('accepts the password in another Unicode form at login (NFKC): the same password typed on another device', async () => {
    const composed = 'Caf\u00e9-cr\u00e8me-du-matin'
    const decomposed = composed.normalize('NFD')
    expect(decomposed).not.toBe(composed)
    const email = 'unicode@example.fr'
    expect((await register({ ...valid, email, password: composed, password_confirmation: composed })).status).toBe(201)
    await t.db.updateTable('users').set({ email_verified_at: t.clock.now() }).where('email', '=', email).execute()
    await login(t, { email, password: decomposed })
  })

  it('refuses common passwords and passwords built on the site, the email or the name', async () => {
    const cases: [string, Partial<typeof valid>, string][] = [
      ['password1', {}, 'Ce mot de passe est trop courant\u00a0: choisissez-en un autre.'],
      ['AZERTYUIOP', {}, 'Ce mot de passe est trop courant\u00a0: choisissez-en un autre.'],
      ['Relève2026!', {}, 'Le mot de passe ne doit contenir ni votre nom, ni votre adresse e-mail, ni le nom du site.'],
      ['super-infirmière', {}, 'Le mot de passe ne doit contenir ni votre nom, ni votre adresse e-mail, ni le nom du site.'],
      ['camille-2026', {}, 'Le mot de passe ne doit contenir ni votre nom, ni votre adresse e-mail, ni le nom du site.'],
      ['Durand!Durand', {}, 'Le mot de passe ne doit contenir ni votre nom, ni votre adresse e-mail, ni le nom du site.'],
      [
        'zorglub-1234',
        { email: 'zorglub@example.fr' },
        'Le mot de passe ne doit contenir ni votre nom, ni votre adresse e-mail, ni le nom du site.',
      ],
    ]
    for (const [password, overrides, message] of cases) {
      const response = await register({
        ...valid,
        email: 'policy@example.fr',
        ...overrides,
        password,
        password_confirmation: password,
      })
      expect(response.status, password).toBe(422)
      expect(await response.json(), password).toEqual({ message, code: 'validation.failed', errors: { password: [message] } })
    }
    expect(
      await t.db.selectFrom('users').select('id').where('email', 'in', ['policy@example.fr', 'zorglub@example.fr']).execute(),
    ).toEqual([])
  })

  it('answers in English when asked', async () => {
    const response = await register(
      { ...valid, email: 'english@example.fr', password: 'short', password_confirmation: 'short' },
      freshIp(),
      { 'Accept-Language': 'en' },
    )
    expect(await response.json()).toMatchObject({
      message: 'The password must be at least 8 characters long.',
      errors: { password: ['The password must be at least 8 characters long.'] },
    })
  })

  it('needs the CSRF pair like every mutating call', async () => {
    const response = await t.request('/api/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
      body: JSON.stringify(valid),
    })
    expect(response.status).toBe(419)
  })

  it('ignores fields a user may not set (account type, verification, status)', async () => {
    const response = await register({
      ...valid,
      email: 'mass@example.fr',
      account_type: 'administrator',
      email_verified_at: '2026-01-01T00:00:00Z',
      status: 'active',
    })
    expect(response.status).toBe(201)
    const user = await t.db.selectFrom('users').selectAll().where('email', '=', 'mass@example.fr').executeTakeFirstOrThrow()
    expect(user).toMatchObject({ account_type: 'user', email_verified_at: null, status: 'pending' })
  })

  it('is throttled per client address: the eleventh sign-up in an hour gets 429 with Retry-After', async () => {
    const ip = freshIp()
    for (let i = 0; i < 10; i++) expect((await register({ ...valid, email: `flood${i}@example.fr` }, ip)).status).toBe(201)
    const refused = await register({ ...valid, email: 'flood-x@example.fr' }, ip)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('3600')
    expect(await refused.json()).toEqual({ message: 'Trop de tentatives. Réessayez dans 60 min.', code: 'rate_limit.exceeded' })
  })

  it('registers, verifies from the mailed link and logs in: GET /api/user fits the client schema', async () => {
    const email = 'parcours@example.fr'
    expect((await register({ ...valid, email, roles: ['titulaire', 'remplacant'] })).status).toBe(201)
    const token = tokenOf(await lastMail(t, email, 'verify-email'))
    expect((await call(t, 'POST', '/api/email/verify', { token }, { ip: freshIp() })).status).toBe(200)
    const session = await login(t, { email, password: valid.password })
    const me = await call(t, 'GET', '/api/user', undefined, { session })
    expect(me.status).toBe(200)
    const body = await me.json()
    const parsed = userSchema.parse(body)
    expect(parsed).toMatchObject({
      email,
      roles: ['titulaire', 'remplacant'],
      active_role: 'titulaire',
      two_factor_enabled: false,
    })
    expect(parsed.email_verified_at).not.toBeNull()
  })
})

describe('POST /api/user-betas', () => {
  it('records a waiting-list sign-up once per address, whatever its casing', async () => {
    const first = await call(
      t,
      'POST',
      '/api/user-betas',
      { email: 'Beta@Example.fr', role: 'titulaire', commune: 'Lyon' },
      { ip: freshIp() },
    )
    expect(first.status).toBe(201)
    expect(await first.json()).toEqual({ message: 'Merci\u00a0! Vous êtes inscrit sur la liste d’attente.' })
    const again = await call(
      t,
      'POST',
      '/api/user-betas',
      { email: 'beta@example.fr', role: 'remplacant', commune: 'Lyon 3e' },
      { ip: freshIp() },
    )
    expect(again.status).toBe(201)
    const rows = await t.db.selectFrom('user_betas').selectAll().execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ email: 'beta@example.fr', role: 'remplacant', commune: 'Lyon 3e' })
  })

  it('refuses bad input with French messages', async () => {
    const response = await call(t, 'POST', '/api/user-betas', { email: 'x', role: 'patient', commune: '' }, { ip: freshIp() })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      message: 'L’adresse e-mail n’est pas valide. (et 2 autres erreurs)',
      code: 'validation.failed',
      errors: {
        email: ['L’adresse e-mail n’est pas valide.'],
        role: ['Choisissez un rôle\u00a0: titulaire ou remplaçant.'],
        commune: ['Indiquez votre commune.'],
      },
    })
  })
})
