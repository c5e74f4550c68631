import { describe, expect, it } from 'vitest'
import { alertOnPublish } from '#server/modules/alerts/on-publish.ts'
import { createSavedSearchSchema } from '#shared/saved-searches.ts'
import { call, createUser, login } from './helpers/accounts.ts'
import {
  communes,
  createNurse,
  createOffer,
  loadTestCommunes,
  type NurseOptions,
  notificationMailsTo,
  notificationsOf,
} from './helpers/alert-fixtures.ts'
import { createTestApp } from './helpers/test-app.ts'

const t = await createTestApp()
await loadTestCommunes(t)
const holder = await createUser(t, { roles: ['titulaire'] })
// Monday 2 March 2026, 10:00 in Paris (the test clock): an immediate offer for today and tomorrow.
const today = { start_date: '2026-03-02', end_date: '2026-03-03' }

/**
 * Each test publishes its own offer; nurses made by earlier tests may be alerted too, so every
 * assertion looks at the nurses its test made.
 */
async function publishUrgent(urgency: 'urgent' | 'immediate' | 'normal' = 'immediate', commune: string = communes.lyon1) {
  const id = await createOffer(t, holder.id, {
    ...today,
    urgency,
    commune,
    shifts: ['matin', 'apres_midi'],
    retrocession_percent: 90,
  })
  const outcome = await alertOnPublish(t.db, id, t.clock.now())
  return { id, outcome }
}

async function alerted(options: NurseOptions, urgency: 'urgent' | 'immediate' | 'normal' = 'immediate') {
  const nurse = await createNurse(t, options)
  await publishUrgent(urgency)
  return (await notificationsOf(t, nurse.id)).length > 0
}

describe('urgent and immediate offers alert nearby replacement nurses', () => {
  it('tells an opted-in, validated, available replacement nurse whose zone covers the commune, in the app and by mail', async () => {
    const nurse = await createNurse(t, { zone: communes.villeurbanne, radius_km: 20, first_name: 'Inès' })
    const { id, outcome } = await publishUrgent('immediate')
    expect(outcome.urgent).toBeGreaterThanOrEqual(1)
    const [notification] = await notificationsOf(t, nurse.id)
    expect(notification).toMatchObject({
      event: 'urgent_offer_nearby',
      data: {
        replacement_id: id,
        commune_name: 'Lyon 1er Arrondissement',
        start_date: '2026-03-02',
        end_date: '2026-03-03',
        urgency: 'immediate',
        shifts: ['matin', 'apres_midi'],
        retrocession_percent: 90,
        answer_window_ends_at: null,
      },
    })
    // Villeurbanne to Lyon 1er: about 5 km.
    expect(notification?.data.distance_km).toBeGreaterThan(4)
    expect(notification?.data.distance_km).toBeLessThan(6)
    const mails = await notificationMailsTo(t, nurse.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toMatch(/^Remplacement immédiat à Lyon 1er Arrondissement \(\d,\d km\)$/)

    // Once per offer: a second run (a retry, another instance) tells nobody again.
    const again = await alertOnPublish(t.db, id, t.clock.now())
    expect(again.urgent).toBe(0)
    expect(await notificationsOf(t, nurse.id)).toHaveLength(1)
    expect(await notificationMailsTo(t, nurse.email)).toHaveLength(1)
  })

  it('uses the nurse’s zone: their commune and radius, the distance computed in SQL', async () => {
    // Saint-Étienne to Lyon 1er: about 50 km.
    expect(await alerted({ zone: communes.saintEtienne, radius_km: 40 })).toBe(false)
    expect(await alerted({ zone: communes.saintEtienne, radius_km: 60 })).toBe(true)
    // Grenoble to Lyon 1er: about 95 km.
    expect(await alerted({ zone: communes.grenoble, radius_km: 90 })).toBe(false)
    expect(await alerted({ zone: communes.grenoble, radius_km: 100 })).toBe(true)
    expect(await alerted({ zone: communes.bordeaux, radius_km: 200 })).toBe(false)
    expect(await alerted({ zone: null })).toBe(false)
  })

  it('tells only replacement nurses who opted in, are validated, active, verified and available', async () => {
    expect(await alerted({ urgent_help_opt_in: false })).toBe(false)
    expect(await alerted({ validated: false })).toBe(false)
    expect(await alerted({ roles: ['titulaire'] })).toBe(false)
    expect(await alerted({ roles: ['titulaire', 'remplacant'] })).toBe(true)
    expect(await alerted({ status: 'suspended' })).toBe(false)
    expect(await alerted({ status: 'pending' })).toBe(false)
    expect(await alerted({ verified: false })).toBe(false)
    expect(await alerted({ availability: { status: 'unavailable', until: null } })).toBe(false)
    expect(await alerted({ availability: { status: 'unavailable', until: '2026-03-10' } })).toBe(false)
    // Back on the offer's first day: available for it.
    expect(await alerted({ availability: { status: 'unavailable', until: '2026-03-02' } })).toBe(true)
    expect(await alerted({ availability: { status: 'available', until: null } })).toBe(true)
  })

  it('alerts for urgent and immediate offers only, never the author, never for an offer not published', async () => {
    expect(await alerted({}, 'urgent')).toBe(true)
    expect(await alerted({}, 'normal')).toBe(false)

    const author = await createNurse(t, { roles: ['titulaire', 'remplacant'] })
    const own = await createOffer(t, author.id, { ...today, urgency: 'immediate' })
    await alertOnPublish(t.db, own, t.clock.now())
    expect(await notificationsOf(t, author.id)).toHaveLength(0)

    const nurse = await createNurse(t, {})
    for (const status of ['draft', 'cancelled', 'filled'] as const) {
      const id = await createOffer(t, holder.id, { ...today, urgency: 'immediate', status })
      await alertOnPublish(t.db, id, t.clock.now())
    }
    const past = await createOffer(t, holder.id, { start_date: '2026-02-20', end_date: '2026-03-01', urgency: 'urgent' })
    await alertOnPublish(t.db, past, t.clock.now())
    expect(await notificationsOf(t, nurse.id)).toHaveLength(0)
  })

  it('follows the nurse’s preferences for urgent offers', async () => {
    const mailOnly = await createNurse(t, {})
    await t.db
      .updateTable('users')
      .set({ notification_preferences: JSON.stringify({ urgent_offer_nearby: { in_app: false } }) })
      .where('id', '=', mailOnly.id)
      .execute()
    const appOnly = await createNurse(t, {})
    await t.db
      .updateTable('users')
      .set({ notification_preferences: JSON.stringify({ urgent_offer_nearby: { email: false } }) })
      .where('id', '=', appOnly.id)
      .execute()
    await publishUrgent('urgent')
    expect(await notificationsOf(t, mailOnly.id)).toHaveLength(0)
    expect(await notificationMailsTo(t, mailOnly.email)).toHaveLength(1)
    expect(await notificationsOf(t, appOnly.id)).toHaveLength(1)
    expect(await notificationMailsTo(t, appOnly.email)).toHaveLength(0)
  })

  it('tells a nurse once about an offer that is urgent and matches one of their saved searches', async () => {
    const nurse = await createNurse(t, {})
    const filters = createSavedSearchSchema.parse({ name: 'Tout', filters: {} }).filters
    await t.db
      .insertInto('saved_searches')
      .values({ user_id: nurse.id, name: 'Tout', filters: JSON.stringify(filters), radius_km: filters.radius_km })
      .execute()
    await publishUrgent('urgent')
    const notifications = await notificationsOf(t, nurse.id)
    expect(notifications.map((n) => n.event)).toEqual(['urgent_offer_nearby'])
  })
})

describe('through the marketplace’s own routes', () => {
  it('publishing an immediate offer (POST /api/replacements with publish) alerts the nurses nearby, once', async () => {
    const nurse = await createNurse(t, { zone: communes.bron, radius_km: 15 })
    const poster = await createUser(t, { roles: ['titulaire'] })
    const session = await login(t, poster)
    const response = await call(
      t,
      'POST',
      '/api/replacements',
      {
        publish: true,
        urgency: 'immediate',
        commune_insee: communes.villeurbanne,
        start_date: '2026-03-02',
        end_date: '2026-03-02',
        shifts: ['soir'],
        care_types: ['pansements'],
        retrocession_percent: 85,
      },
      { session, headers: { 'Idempotency-Key': 'publish-immediate-0001' } },
    )
    expect(response.status, await response.clone().text()).toBe(201)
    const { replacement } = (await response.json()) as { replacement: { id: number } }
    const notifications = await notificationsOf(t, nurse.id)
    expect(notifications).toHaveLength(1)
    expect(notifications[0]).toMatchObject({
      event: 'urgent_offer_nearby',
      data: { replacement_id: replacement.id, commune_name: 'Villeurbanne', urgency: 'immediate' },
    })
    // The answer window the marketplace set is what the nurse is told.
    expect(notifications[0]?.data.answer_window_ends_at).toBe('2026-03-02T09:30:00.000Z')
    expect(await notificationsOf(t, poster.id)).toHaveLength(0)
  })
})
