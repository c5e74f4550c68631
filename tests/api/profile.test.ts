import { describe, expect, it } from 'vitest'
import { loadCommunes } from '#server/modules/communes/communes.loader.ts'
import { call, createUser, lastMail, login, mails, runPasswordResets, tokenOf } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'

const t = await createTestApp()
await loadCommunes(t.db, t.clock.now())

/** A verified user with a session. */
async function member(options: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t, options)
  const session = await login(t, user)
  return { ...user, session }
}

const userRow = (id: number) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

describe('the own-id rule on /api/users/{id}/…', () => {
  const routes: [string, string, unknown][] = [
    ['PUT', 'update-information', { first_name: 'Eve' }],
    ['PUT', 'update-address', { postal_code: '34500', commune_insee: '34032' }],
    [
      'PUT',
      'update-password',
      { current_password: 'x', password: 'Un-Autre-Mot-De-Passe-9', password_confirmation: 'Un-Autre-Mot-De-Passe-9' },
    ],
    ['PUT', 'update-status', { status: 'unavailable' }],
    ['GET', 'status', undefined],
    ['DELETE', 'soft-delete', { password: 'Tournesol-Bleu-42' }],
    ['DELETE', 'delete-profil', undefined],
    ['POST', 'update-profil', undefined],
  ]

  it('answers 403 for another user’s id and changes nothing of theirs', async () => {
    const eve = await member()
    const victim = await member({ first_name: 'Victime' })
    const before = await userRow(victim.id)
    for (const [method, action, body] of routes) {
      const response = await call(t, method, `/api/users/${victim.id}/${action}`, body, { session: eve.session })
      expect(response.status, `${method} ${action}`).toBe(403)
      expect(await response.json()).toEqual({ message: 'Action non autorisée.', code: 'http.forbidden' })
    }
    expect(await userRow(victim.id)).toEqual(before)
    expect((await call(t, 'GET', '/api/user', undefined, { session: victim.session })).status).toBe(200)
  })

  it('answers 401 without a session and 404 for an id that is not a number', async () => {
    const user = await member()
    for (const [method, action, body] of routes) {
      expect((await call(t, method, `/api/users/${user.id}/${action}`, body)).status, `${method} ${action}`).toBe(401)
    }
    expect(
      (await call(t, 'PUT', '/api/users/me/update-information', { first_name: 'X' }, { session: user.session })).status,
    ).toBe(404)
    expect((await call(t, 'PUT', `/api/users/${user.id}.0/update-information`, {}, { session: user.session })).status).toBe(404)
  })

  it('works the same with a Bearer token (API clients)', async () => {
    const user = await member()
    const other = await member()
    const own = await call(
      t,
      'PUT',
      `/api/users/${user.id}/update-information`,
      { bio: 'Infirmière à Béziers.' },
      { bearer: user.session },
    )
    expect(own.status).toBe(200)
    const theirs = await call(t, 'PUT', `/api/users/${other.id}/update-information`, { bio: 'x' }, { bearer: user.session })
    expect(theirs.status).toBe(403)
  })
})

describe('PUT /api/users/{id}/update-information', () => {
  it('saves names, phone as E.164 and bio, and answers the user as GET /api/user does', async () => {
    const user = await member()
    const response = await call(
      t,
      'PUT',
      `/api/users/${user.id}/update-information`,
      {
        first_name: ' Anne-Sophie ',
        last_name: 'Lefèvre',
        phone: '06 12 34 56 78',
        bio: 'Soins palliatifs, pansements complexes.',
      },
      { session: user.session },
    )
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.message).toBe('Vos informations ont été enregistrées.')
    expect(body.user).toMatchObject({
      id: user.id,
      first_name: 'Anne-Sophie',
      last_name: 'Lefèvre',
      phone: '+33612345678',
      profile: { bio: 'Soins palliatifs, pansements complexes.', profil_url: null },
    })
    const current = await (await call(t, 'GET', '/api/user', undefined, { session: user.session })).json()
    expect(current).toEqual(body.user)
    // Cleared with null or an empty bio; a field left out is kept.
    await call(t, 'PUT', `/api/users/${user.id}/update-information`, { phone: null, bio: '' }, { session: user.session })
    expect(await userRow(user.id)).toMatchObject({ phone: null, bio: null, first_name: 'Anne-Sophie' })
  })

  it('ignores account_type, roles, email_verified_at, status and other fields it does not own', async () => {
    const user = await member({ verified: false })
    const response = await call(
      t,
      'PUT',
      `/api/users/${user.id}/update-information`,
      {
        first_name: 'Mallory',
        account_type: 'administrator',
        roles: ['titulaire', 'remplacant'],
        active_role: 'remplacant',
        email_verified_at: '2026-01-01T00:00:00Z',
        status: 'active',
        password_hash: 'x',
        two_factor_confirmed_at: '2026-01-01T00:00:00Z',
        id: 1,
      },
      { session: user.session },
    )
    expect(response.status).toBe(200)
    expect(await userRow(user.id)).toMatchObject({
      id: user.id,
      first_name: 'Mallory',
      account_type: 'user',
      roles: ['titulaire'],
      active_role: 'titulaire',
      email_verified_at: null,
      two_factor_confirmed_at: null,
    })
  })

  it('refuses bad values with 422, French messages per field, and saves nothing', async () => {
    const user = await member()
    const before = await userRow(user.id)
    const response = await call(
      t,
      'PUT',
      `/api/users/${user.id}/update-information`,
      { first_name: '', last_name: 'x'.repeat(61), phone: '12', email: 'pas-un-email', bio: 'y'.repeat(1001) },
      { session: user.session },
    )
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      message: 'Indiquez votre prénom. (et 4 autres erreurs)',
      code: 'validation.failed',
      errors: {
        first_name: ['Indiquez votre prénom.'],
        last_name: ['Le nom ne peut pas dépasser 60 caractères.'],
        phone: ['Le numéro de téléphone n’est pas valide.'],
        email: ['L’adresse e-mail n’est pas valide.'],
        bio: ['La présentation ne peut pas dépasser 1000 caractères.'],
      },
    })
    expect(await userRow(user.id)).toEqual(before)
    const english = await call(
      t,
      'PUT',
      `/api/users/${user.id}/update-information`,
      { phone: 'abc' },
      { session: user.session, headers: { 'Accept-Language': 'en' } },
    )
    expect((await english.json()).errors).toEqual({ phone: ['The phone number is not valid.'] })
  })

  describe('changing the e-mail address', () => {
    it('needs the current password', async () => {
      const user = await member()
      const missing = await call(
        t,
        'PUT',
        `/api/users/${user.id}/update-information`,
        { email: 'nouvelle@example.fr' },
        { session: user.session },
      )
      expect(missing.status).toBe(422)
      expect((await missing.json()).errors).toEqual({
        current_password: ['Saisissez votre mot de passe actuel pour changer d’adresse e-mail.'],
      })
      const wrong = await call(
        t,
        'PUT',
        `/api/users/${user.id}/update-information`,
        { email: 'nouvelle@example.fr', current_password: 'pas-le-bon' },
        { session: user.session },
      )
      expect(wrong.status).toBe(422)
      expect((await wrong.json()).errors).toEqual({ current_password: ['Le mot de passe actuel est incorrect.'] })
      expect((await userRow(user.id)).email).toBe(user.email)
    })

    it('makes the account verify the new address, kills older links and tells the old address', async () => {
      const user = await member()
      // A reset link asked for before the change.
      await call(t, 'POST', '/api/forgot-password', { email: user.email })
      await runPasswordResets(t)
      const reset = await lastMail(t, user.email, 'reset-password')
      const newEmail = `nouvelle-${user.id}@example.fr`
      const response = await call(
        t,
        'PUT',
        `/api/users/${user.id}/update-information`,
        { email: ` ${newEmail.toUpperCase()} `, current_password: user.password },
        { session: user.session },
      )
      expect(response.status).toBe(200)
      const body = await response.json()
      expect(body.message).toBe(
        'Vos informations ont été enregistrées. Confirmez votre nouvelle adresse avec le lien que nous venons d’y envoyer.',
      )
      expect(body.user).toMatchObject({ email: newEmail, email_verified_at: null })

      // The old reset link no longer works.
      const resetAttempt = await call(t, 'POST', '/api/reset-password', {
        token: tokenOf(reset),
        email: user.email,
        password: 'Un-Nouveau-Secret-77',
        password_confirmation: 'Un-Nouveau-Secret-77',
      })
      expect(resetAttempt.status).toBe(422)
      const resetTokens = await t.db
        .selectFrom('one_time_tokens')
        .select('used_at')
        .where('user_id', '=', user.id)
        .where('kind', '=', 'reset')
        .execute()
      expect(resetTokens.length).toBeGreaterThan(0)
      expect(resetTokens.every((row) => row.used_at !== null)).toBe(true)

      const notice = await lastMail(t, user.email, 'email-changed')
      expect(notice.data.new_email_masked).toBe(`n•••@example.fr`)
      const verify = await lastMail(t, newEmail, 'verify-email')
      expect(String(verify.data.url)).toMatch(/^http:\/\/localhost:3000\/auth\/verify-email\?token=/)
      const verified = await call(t, 'POST', '/api/email/verify', { token: tokenOf(verify) }, { session: user.session })
      expect(verified.status).toBe(200)
      expect((await userRow(user.id)).email_verified_at).not.toBeNull()
    })

    it('refuses an address another account holds, whatever its casing', async () => {
      const user = await member()
      const other = await createUser(t)
      const response = await call(
        t,
        'PUT',
        `/api/users/${user.id}/update-information`,
        { email: other.email.toUpperCase(), current_password: user.password },
        { session: user.session },
      )
      expect(response.status).toBe(422)
      expect((await response.json()).errors).toEqual({ email: ['Cette adresse e-mail est déjà utilisée par un autre compte.'] })
    })

    it('keeps the same address (other casing) without asking anything', async () => {
      const user = await member()
      const response = await call(
        t,
        'PUT',
        `/api/users/${user.id}/update-information`,
        { email: user.email.toUpperCase() },
        { session: user.session },
      )
      expect(response.status).toBe(200)
      expect((await userRow(user.id)).email_verified_at).not.toBeNull()
    })

    it('for an account without a password yet, sends a new set-password link instead', async () => {
      const user = await createUser(t, { password: null, verified: false })
      // No password to log in with: open a session as register-immediate would.
      const { createSession } = await import('#server/modules/sessions/sessions.repository.ts')
      const { token } = await createSession(t.db, { userId: user.id, ip: null, userAgent: null, now: t.clock.now() })
      const newEmail = `rapide-${user.id}@example.fr`
      const response = await call(t, 'PUT', `/api/users/${user.id}/update-information`, { email: newEmail }, { session: token })
      expect(response.status).toBe(200)
      const link = await lastMail(t, newEmail, 'set-password')
      expect(String(link.data.url)).toContain('/password/new-password?token=')
    })
  })
})

describe('PUT /api/users/{id}/update-address', () => {
  it('takes the commune from the communes table: its name and position are filled in', async () => {
    const user = await member()
    const response = await call(
      t,
      'PUT',
      `/api/users/${user.id}/update-address`,
      { street: ' 12 rue des Lilas ', postal_code: '34500', commune_insee: '34032', commune_name: 'Ignoré', lat: 0 },
      { session: user.session },
    )
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.message).toBe('Votre adresse a été enregistrée.')
    expect(body.user).toMatchObject({
      street: '12 rue des Lilas',
      postal_code: '34500',
      commune_insee: '34032',
      commune_name: 'Béziers',
    })
    expect(body.user.lat).toBeCloseTo(43.35, 1)
    expect(body.user.lng).toBeCloseTo(3.25, 1)
  })

  it('refuses an unknown commune, and a postal code that is not the commune’s', async () => {
    const user = await member()
    const unknown = await call(
      t,
      'PUT',
      `/api/users/${user.id}/update-address`,
      { postal_code: '34500', commune_insee: '99999' },
      { session: user.session },
    )
    expect(unknown.status).toBe(422)
    expect((await unknown.json()).errors).toEqual({ commune_insee: ['Choisissez une commune dans la liste.'] })
    const mismatch = await call(
      t,
      'PUT',
      `/api/users/${user.id}/update-address`,
      { postal_code: '75001', commune_insee: '34032' },
      { session: user.session },
    )
    expect(mismatch.status).toBe(422)
    expect((await mismatch.json()).errors).toEqual({ postal_code: ['Ce code postal ne correspond pas à la commune choisie.'] })
    const shape = await call(
      t,
      'PUT',
      `/api/users/${user.id}/update-address`,
      { postal_code: '345', commune_insee: 'Béziers', street: 'r'.repeat(201) },
      { session: user.session },
    )
    expect(shape.status).toBe(422)
    expect((await shape.json()).errors).toEqual({
      postal_code: ['Le code postal compte 5 chiffres.'],
      commune_insee: ['Choisissez une commune dans la liste.'],
      street: ['L’adresse ne peut pas dépasser 200 caractères.'],
    })
    expect(await userRow(user.id)).toMatchObject({ commune_insee: null, postal_code: null })
  })

  it('accepts any of a commune’s postal codes', async () => {
    const user = await member()
    const response = await call(
      t,
      'PUT',
      `/api/users/${user.id}/update-address`,
      { postal_code: '50460', commune_insee: '50129' },
      { session: user.session },
    )
    expect(response.status).toBe(200)
    expect((await response.json()).user).toMatchObject({ postal_code: '50460', commune_name: 'Cherbourg-en-Cotentin' })
  })
})

describe('PUT /api/users/{id}/update-password', () => {
  const newPassword = 'Lavande-Sous-La-Pluie-8'

  it('needs the current password, then changes it, ends the other sessions and mails the user', async () => {
    const user = await member()
    const otherDevice = await login(t, user)
    const response = await call(
      t,
      'PUT',
      `/api/users/${user.id}/update-password`,
      { current_password: user.password, password: newPassword, password_confirmation: newPassword },
      { session: user.session },
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      message: 'Votre mot de passe a été modifié. Vos autres appareils ont été déconnectés.',
    })
    expect((await call(t, 'GET', '/api/user', undefined, { session: user.session })).status).toBe(200)
    expect((await call(t, 'GET', '/api/user', undefined, { session: otherDevice })).status).toBe(401)
    expect((await call(t, 'POST', '/api/login', { email: user.email, password: user.password })).status).toBe(422)
    await login(t, { email: user.email, password: newPassword })
    const notice = await lastMail(t, user.email, 'password-changed')
    expect(JSON.stringify(notice)).not.toContain(newPassword)
  })

  it('refuses a wrong current password, and a new one that breaks the rules', async () => {
    const user = await member({ first_name: 'Gwendoline' })
    const put = (body: unknown) => call(t, 'PUT', `/api/users/${user.id}/update-password`, body, { session: user.session })
    const wrong = await put({ current_password: 'Pas-Le-Bon-1', password: newPassword, password_confirmation: newPassword })
    expect(wrong.status).toBe(422)
    expect((await wrong.json()).errors).toEqual({ current_password: ['Le mot de passe actuel est incorrect.'] })
    const short = await put({ current_password: user.password, password: 'court', password_confirmation: 'autre' })
    expect(await short.json()).toMatchObject({
      errors: {
        password: ['Le mot de passe doit contenir au moins 8 caractères.'],
        password_confirmation: ['Les deux mots de passe ne correspondent pas.'],
      },
    })
    const common = await put({ current_password: user.password, password: 'password123', password_confirmation: 'password123' })
    expect((await common.json()).errors).toEqual({
      password: ['Ce mot de passe est trop courant\u00a0: choisissez-en un autre.'],
    })
    const named = await put({
      current_password: user.password,
      password: 'gwendoline-2026',
      password_confirmation: 'gwendoline-2026',
    })
    expect((await named.json()).errors).toEqual({
      password: ['Le mot de passe ne doit contenir ni votre nom, ni votre adresse e-mail, ni le nom du site.'],
    })
    const missing = await put({})
    expect((await missing.json()).errors).toMatchObject({
      current_password: ['Ce champ est obligatoire.'],
      password: ['Ce champ est obligatoire.'],
    })
    await login(t, user)
  })

  it('throttles password guesses made through a stolen session', async () => {
    const user = await member()
    const put = () =>
      call(
        t,
        'PUT',
        `/api/users/${user.id}/update-password`,
        { current_password: 'devine', password: newPassword, password_confirmation: newPassword },
        { session: user.session },
      )
    for (let i = 0; i < 10; i++) expect((await put()).status).toBe(422)
    const refused = await put()
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('900')
  })
})

describe('PUT /api/users/{id}/update-status', () => {
  it('sets the availability, with an optional return date, and it ends on that date', async () => {
    const user = await member({ roles: ['remplacant'] })
    const put = (body: unknown) => call(t, 'PUT', `/api/users/${user.id}/update-status`, body, { session: user.session })
    // The test clock says 2 March 2026 at 10:00 in Paris.
    const away = await put({ status: 'unavailable', until: '2026-03-10' })
    expect(away.status).toBe(200)
    expect(await away.json()).toEqual({
      message: 'Votre disponibilité a été enregistrée.',
      availability: { status: 'unavailable', until: '2026-03-10' },
    })
    t.clock.advance(8 * 24 * 3600_000)
    const back = await call(t, 'GET', `/api/users/${user.id}/status`, undefined, { session: user.session })
    expect(await back.json()).toEqual({ availability: { status: 'available', until: null } })
    const available = await put({ status: 'available', until: '2030-01-01' })
    expect((await available.json()).availability).toEqual({ status: 'available', until: null })
  })

  it('refuses an unknown status, a bad or past date, and never touches the account status', async () => {
    const user = await member()
    const put = (body: unknown) => call(t, 'PUT', `/api/users/${user.id}/update-status`, body, { session: user.session })
    const active = await put({ status: 'active' })
    expect(active.status).toBe(422)
    expect((await active.json()).errors).toEqual({ status: ['Choisissez une disponibilité\u00a0: disponible ou indisponible.'] })
    const suspended = await put({ status: 'suspended' })
    expect(suspended.status).toBe(422)
    expect((await userRow(user.id)).status).toBe('active')
    const badDate = await put({ status: 'unavailable', until: '2026-02-30' })
    expect((await badDate.json()).errors).toMatchObject({ until: [expect.any(String)] })
    const past = await put({ status: 'unavailable', until: '2020-01-01' })
    expect((await past.json()).errors).toEqual({ until: ['La date de retour doit être postérieure à aujourd’hui.'] })
  })
})

describe('DELETE /api/users/{id}/soft-delete', () => {
  it('needs the password, then erases the person and ends every session', async () => {
    const user = await member({ first_name: 'Solène', last_name: 'Marchand' })
    const otherDevice = await login(t, user)
    await call(
      t,
      'PUT',
      `/api/users/${user.id}/update-information`,
      { phone: '0612345678', bio: 'Bio' },
      { session: user.session },
    )
    await call(t, 'PUT', `/api/users/${user.id}/update-status`, { status: 'unavailable' }, { session: user.session })

    const missing = await call(t, 'DELETE', `/api/users/${user.id}/soft-delete`, {}, { session: user.session })
    expect(missing.status).toBe(422)
    expect((await missing.json()).errors).toEqual({ password: ['Saisissez votre mot de passe pour confirmer la suppression.'] })
    const wrong = await call(t, 'DELETE', `/api/users/${user.id}/soft-delete`, { password: 'non' }, { session: user.session })
    expect(wrong.status).toBe(422)

    const response = await call(
      t,
      'DELETE',
      `/api/users/${user.id}/soft-delete`,
      { password: user.password },
      { session: user.session },
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: 'Suppression réussie.' })
    expect(response.headers.get('clear-site-data')).toBe('"cache", "storage"')
    expect(response.headers.getSetCookie().some((c) => /^releve_session=;/.test(c))).toBe(true)

    const row = await userRow(user.id)
    expect(row.deleted_at).not.toBeNull()
    expect(row).toMatchObject({
      first_name: null,
      last_name: null,
      phone: null,
      bio: null,
      password_hash: null,
      profil_url: null,
      roles: [],
    })
    expect(row.email).toMatch(/^deleted-\d+-[0-9a-f]{12}@deleted\.invalid$/)
    for (const token of [user.session, otherDevice]) {
      expect((await call(t, 'GET', '/api/user', undefined, { session: token })).status).toBe(401)
    }
    expect(await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([])
    expect(await t.db.selectFrom('nurses').select('id').where('user_id', '=', user.id).execute()).toEqual([])
    expect(await t.db.selectFrom('user_availability').select('user_id').where('user_id', '=', user.id).execute()).toEqual([])
    expect((await call(t, 'POST', '/api/login', { email: user.email, password: user.password })).status).toBe(422)
    // One last mail says it is done; what was sent before is forgotten.
    expect((await mails(t, { to: user.email })).map((m) => m.template)).toEqual(['account-deleted'])
  })

  it('takes the person out of the marketplace: offers cancelled, applications withdrawn, searches forgotten', async () => {
    const user = await member({ first_name: 'Solène' })
    const holder = await member({ first_name: 'Hélène' })
    const place = { commune_insee: '75101', commune_name: 'Paris 1er Arrondissement', lat: 48.86, lng: 2.34 }
    const dates = { start_date: '2026-04-01', end_date: '2026-04-05', shifts: ['matin'], retrocession_percent: 85 }
    const published = { status: 'published' as const, published_at: t.clock.now(), ...place, ...dates }
    const [draft, open, other] = await t.db
      .insertInto('replacements')
      .values([
        { author_user_id: user.id, status: 'draft' },
        { author_user_id: user.id, ...published },
        { author_user_id: holder.id, ...published },
      ])
      .returning('id')
      .execute()
    const applicant = await member()
    await t.db
      .insertInto('applications')
      .values([
        { replacement_id: open?.id ?? 0, applicant_user_id: applicant.id },
        { replacement_id: other?.id ?? 0, applicant_user_id: user.id },
      ])
      .execute()
    await t.db.insertInto('saved_searches').values({ user_id: user.id, name: 'Paris', filters: '{}', radius_km: 20 }).execute()

    const response = await call(
      t,
      'DELETE',
      `/api/users/${user.id}/soft-delete`,
      { password: user.password },
      { session: user.session },
    )
    expect(response.status).toBe(200)
    const offers = await t.db.selectFrom('replacements').select(['id', 'status']).where('author_user_id', '=', user.id).execute()
    expect(offers).toEqual([{ id: open?.id, status: 'cancelled' }])
    expect(offers.some((offer) => offer.id === draft?.id)).toBe(false)
    const applications = await t.db.selectFrom('applications').select(['applicant_user_id', 'status']).orderBy('id').execute()
    expect(applications.filter((a) => [user.id, applicant.id].includes(a.applicant_user_id))).toEqual([
      { applicant_user_id: applicant.id, status: 'pending' },
      { applicant_user_id: user.id, status: 'withdrawn' },
    ])
    expect(await t.db.selectFrom('saved_searches').select('id').where('user_id', '=', user.id).execute()).toEqual([])
    // The applicant and the other holder hear of it in the app.
    const told = await t.db
      .selectFrom('notifications')
      .select(['user_id', 'event'])
      .where('user_id', 'in', [applicant.id, holder.id])
      .execute()
    expect(told).toEqual(
      expect.arrayContaining([
        { user_id: applicant.id, event: 'offer_cancelled' },
        { user_id: holder.id, event: 'application_withdrawn' },
      ]),
    )
  })

  it('frees the address: the person may register again', async () => {
    const user = await member()
    await call(t, 'DELETE', `/api/users/${user.id}/soft-delete`, { password: user.password }, { session: user.session })
    const again = await call(t, 'POST', '/api/register', {
      first_name: 'Camille',
      last_name: 'Durand',
      email: user.email,
      phone: '0612345678',
      password: 'Nouveau-Depart-2026',
      password_confirmation: 'Nouveau-Depart-2026',
      roles: ['titulaire'],
      terms: true,
    })
    expect(again.status).toBe(201)
    const rows = await t.db.selectFrom('users').select('id').where('email', '=', user.email).execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]?.id).not.toBe(user.id)
  })

  it('confirms with the e-mail address for an account that has no password yet', async () => {
    const user = await createUser(t, { password: null, verified: false })
    const { createSession } = await import('#server/modules/sessions/sessions.repository.ts')
    const { token } = await createSession(t.db, { userId: user.id, ip: null, userAgent: null, now: t.clock.now() })
    const wrong = await call(t, 'DELETE', `/api/users/${user.id}/soft-delete`, { email: 'autre@example.fr' }, { session: token })
    expect((await wrong.json()).errors).toEqual({
      email: ['Saisissez l’adresse e-mail de votre compte pour confirmer la suppression.'],
    })
    const right = await call(
      t,
      'DELETE',
      `/api/users/${user.id}/soft-delete`,
      { email: user.email.toUpperCase() },
      { session: token },
    )
    expect(right.status).toBe(200)
  })
})
