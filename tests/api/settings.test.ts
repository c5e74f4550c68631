import { describe, expect, it } from 'vitest'
import { defaultNotificationPreferences, notificationEvents } from '#shared/notification-preferences.ts'
import { defaultSettings } from '#shared/settings.ts'
import { call, createUser, login } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'

const t = await createTestApp()

async function member() {
  const user = await createUser(t)
  return { ...user, session: await login(t, user) }
}
const stored = (id: number) =>
  t.db
    .selectFrom('users')
    .select(['settings', 'notification_preferences', 'account_type', 'roles'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()

describe('POST /api/users/settings', () => {
  it('saves the fields sent, keeps the others, and answers the whole settings', async () => {
    const user = await member()
    const first = await call(t, 'POST', '/api/users/settings', { color_mode: 'dark' }, { session: user.session })
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({
      message: 'Vos préférences ont été enregistrées.',
      settings: { ...defaultSettings, color_mode: 'dark' },
    })
    const second = await call(
      t,
      'POST',
      '/api/users/settings',
      { locale: 'en', dashboard: { density: 'compact' } },
      { session: user.session },
    )
    const expected = {
      locale: 'en',
      color_mode: 'dark',
      dashboard: { replacements_view: 'list', density: 'compact', show_tips: true },
    }
    expect((await second.json()).settings).toEqual(expected)
    expect((await stored(user.id)).settings).toEqual(expected)
    // GET /api/user carries them, so another device gets them.
    const current = await (await call(t, 'GET', '/api/user', undefined, { session: user.session })).json()
    expect(current.settings).toMatchObject({ locale: 'en', color_mode: 'dark' })
  })

  it('refuses unknown values with 422 and French messages, and ignores fields it does not own', async () => {
    const user = await member()
    const bad = await call(
      t,
      'POST',
      '/api/users/settings',
      { locale: 'de', color_mode: 'blue', dashboard: { show_tips: 'yes' } },
      { session: user.session },
    )
    expect(bad.status).toBe(422)
    expect(await bad.json()).toEqual({
      message: 'Choisissez une langue\u00a0: français ou anglais. (et 2 autres erreurs)',
      code: 'validation.failed',
      errors: {
        locale: ['Choisissez une langue\u00a0: français ou anglais.'],
        color_mode: ['Choisissez un thème\u00a0: automatique, clair ou sombre.'],
        'dashboard.show_tips': ['Cette valeur est invalide.'],
      },
    })
    const sneaky = await call(
      t,
      'POST',
      '/api/users/settings',
      { color_mode: 'light', account_type: 'administrator', roles: ['remplacant'] },
      { session: user.session },
    )
    expect(sneaky.status).toBe(200)
    expect(await stored(user.id)).toMatchObject({ account_type: 'user', roles: ['titulaire'] })
    expect(Object.keys((await stored(user.id)).settings).sort()).toEqual(['color_mode', 'dashboard', 'locale'])
  })

  it('answers 401 without a session', async () => {
    expect((await call(t, 'POST', '/api/users/settings', { color_mode: 'dark' })).status).toBe(401)
  })

  it('applies a change replayed offline with the same Idempotency-Key once, and answers it again', async () => {
    const user = await member()
    const headers = { 'Idempotency-Key': 'settings-replay-0001' }
    const first = await call(t, 'POST', '/api/users/settings', { color_mode: 'dark' }, { session: user.session, headers })
    // Meanwhile another device changed it.
    await call(t, 'POST', '/api/users/settings', { color_mode: 'light' }, { session: user.session })
    const replay = await call(t, 'POST', '/api/users/settings', { color_mode: 'dark' }, { session: user.session, headers })
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(await replay.json()).toEqual(await first.json())
    expect((await stored(user.id)).settings).toMatchObject({ color_mode: 'light' })
  })
})

describe('POST /api/users/settings/notification', () => {
  it('starts from the defaults (product news off by e-mail) and changes only the switches sent', async () => {
    const user = await member()
    const response = await call(
      t,
      'POST',
      '/api/users/settings/notification',
      { message_received: { email: true }, product_news: { email: true, push: true }, urgent_offer_nearby: { push: false } },
      { session: user.session },
    )
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.message).toBe('Vos préférences de notification ont été enregistrées.')
    expect(Object.keys(body.notification_preferences)).toEqual([...notificationEvents])
    expect(body.notification_preferences).toEqual({
      ...defaultNotificationPreferences,
      message_received: { email: true, in_app: true, push: true },
      product_news: { email: true, in_app: true, push: true },
      urgent_offer_nearby: { email: true, in_app: true, push: false },
    })
    expect(defaultNotificationPreferences.product_news.email).toBe(false)
    const next = await call(
      t,
      'POST',
      '/api/users/settings/notification',
      { product_news: { email: false } },
      { session: user.session },
    )
    expect((await next.json()).notification_preferences.product_news).toEqual({ email: false, in_app: true, push: true })
    expect((await stored(user.id)).notification_preferences).toMatchObject({
      product_news: { email: false, in_app: true, push: true },
    })
  })

  it('refuses a switch that is not true or false', async () => {
    const user = await member()
    const response = await call(
      t,
      'POST',
      '/api/users/settings/notification',
      { new_application: { email: 'oui' }, offer_filled: true },
      { session: user.session },
    )
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      message: 'Chaque notification est activée ou désactivée (vrai ou faux). (et 1 autre erreur)',
      code: 'validation.failed',
      errors: {
        'new_application.email': ['Chaque notification est activée ou désactivée (vrai ou faux).'],
        offer_filled: ['Chaque notification est activée ou désactivée (vrai ou faux).'],
      },
    })
  })

  it('answers 401 without a session', async () => {
    expect((await call(t, 'POST', '/api/users/settings/notification', {})).status).toBe(401)
  })
})
