import { describe, expect, it } from 'vitest'
import { call, createUser, login, runPasswordResets } from './helpers/accounts.ts'
import { createTestApp, postJson } from './helpers/test-app.ts'

const t = await createTestApp()

async function member(options: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t, options)
  return { ...user, session: await login(t, user) }
}

describe('GET /api/user/export', () => {
  it('gives the user all their own data as a JSON file, and nobody else’s', async () => {
    const user = await member({ first_name: 'Inès', last_name: 'Moreau' })
    const other = await member({ first_name: 'Autre', last_name: 'Personne' })
    await call(
      t,
      'PUT',
      `/api/users/${user.id}/update-information`,
      { phone: '0612345678', bio: 'Soins à domicile.' },
      { session: user.session },
    )
    await call(t, 'POST', '/api/users/settings', { color_mode: 'dark' }, { session: user.session })
    await call(t, 'PUT', `/api/users/${user.id}/update-status`, { status: 'unavailable' }, { session: user.session })
    await postJson(t, '/api/contact', {
      name: 'Inès Moreau',
      email: user.email,
      subject: 'account',
      message: 'Une question sur mon compte.',
    })
    await postJson(t, '/api/contact', {
      name: 'Autre',
      email: other.email,
      subject: 'account',
      message: 'Une question de quelqu’un d’autre.',
    })
    await call(t, 'POST', '/api/forgot-password', { email: user.email })
    await call(t, 'POST', '/api/forgot-password', { email: other.email })
    await runPasswordResets(t)
    // The marketplace: an offer of hers, her application to someone else's, a saved search.
    const complete = { commune_insee: '75101', commune_name: 'Paris 1er Arrondissement', lat: 48.86, lng: 2.34 }
    const dates = { start_date: '2026-04-01', end_date: '2026-04-05', shifts: ['matin'], retrocession_percent: 85 }
    const [mine, theirs] = await t.db
      .insertInto('replacements')
      .values([
        { author_user_id: user.id, status: 'draft', description: 'Tournée du matin' },
        { author_user_id: other.id, status: 'published', published_at: t.clock.now(), ...complete, ...dates },
      ])
      .returning('id')
      .execute()
    await t.db
      .insertInto('applications')
      .values({ replacement_id: theirs?.id ?? 0, applicant_user_id: user.id, message: 'Disponible.' })
      .execute()
    await t.db
      .insertInto('saved_searches')
      .values({ user_id: user.id, name: 'Autour de Paris', filters: JSON.stringify({ radius_km: 20 }), radius_km: 20 })
      .execute()
    const plan = await t.db
      .insertInto('plans')
      .values({ slug: 'annuel', name: 'Annuel', price_cents: 19_000, interval: 'year' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await t.db
      .insertInto('subscriptions')
      .values({
        user_id: user.id,
        plan_id: plan.id,
        status: 'active',
        current_period_start: '2026-01-01T00:00:00Z',
        current_period_end: '2027-01-01T00:00:00Z',
        provider: 'stripe',
        provider_customer_id: 'cus_secret_ref',
        provider_subscription_id: 'sub_secret_ref',
      })
      .execute()

    const response = await call(t, 'GET', '/api/user/export', undefined, { session: user.session })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="releve-mes-donnees-2026-03-02.json"')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const data = await response.json()
    expect(data).toMatchObject({
      format: 'releve-export',
      version: 1,
      exported_at: '2026-03-02T09:00:00.000Z',
      account: {
        id: user.id,
        email: user.email,
        first_name: 'Inès',
        last_name: 'Moreau',
        phone: '+33612345678',
        profile: { bio: 'Soins à domicile.' },
        settings: { color_mode: 'dark', locale: 'fr' },
        nurse: { id: user.nurseId },
      },
      availability: { status: 'unavailable', until: null },
      two_factor: { enabled: false, confirmed_at: null },
    })
    expect(data.sessions).toHaveLength(1)
    expect(data.sessions[0]).toMatchObject({ ip: expect.any(String), revoked_at: null })
    expect(data.contact_messages).toEqual([
      expect.objectContaining({ email: user.email, message: 'Une question sur mon compte.' }),
    ])
    expect(data.mails).toEqual([
      expect.objectContaining({ template: 'reset-password', subject: 'Réinitialisation de votre mot de passe' }),
    ])
    expect(data.replacements).toEqual([
      expect.objectContaining({ id: mine?.id, status: 'draft', description: 'Tournée du matin' }),
    ])
    expect(data.applications).toEqual([expect.objectContaining({ replacement_id: theirs?.id, message: 'Disponible.' })])
    expect(data.saved_searches).toEqual([expect.objectContaining({ subject: 'replacements', name: 'Autour de Paris' })])
    expect(data.subscriptions).toEqual([
      expect.objectContaining({ plan: 'Annuel', status: 'active', current_period_end: '2027-01-01T00:00:00.000Z' }),
    ])
    expect(data.account.notification_preferences.product_news).toEqual({ email: false, in_app: true, push: false })

    const text = JSON.stringify(data)
    expect(text).not.toContain(other.email)
    expect(text).not.toContain('Autre')
    expect(text).not.toContain('secret_ref')
    // No secret of any kind: hashes, tokens, links with tokens.
    expect(text).not.toMatch(/password_hash|token_hash|two_factor_secret|recovery|\$argon2|token=/)
    expect(text).not.toContain(user.session)
  })

  it('answers 401 without a session', async () => {
    expect((await call(t, 'GET', '/api/user/export')).status).toBe(401)
  })

  it('is limited to 10 exports an hour', async () => {
    const user = await member()
    for (let i = 0; i < 10; i++)
      expect((await call(t, 'GET', '/api/user/export', undefined, { session: user.session })).status).toBe(200)
    const refused = await call(t, 'GET', '/api/user/export', undefined, { session: user.session })
    expect(refused.status).toBe(429)
  })
})
