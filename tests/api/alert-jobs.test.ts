import { sql } from 'kysely'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { ALERT_LEASE_MS, createAlertWorker } from '#server/modules/alerts/alert.worker.ts'
import { claimAlertJobs, queueAlertJob } from '#server/modules/alerts/alert-jobs.repository.ts'
import { createSavedSearchSchema } from '#shared/saved-searches.ts'
import { call, createUser, login } from './helpers/accounts.ts'
import {
  communes,
  createNurse,
  createOffer,
  loadTestCommunes,
  notificationMailsTo,
  notificationsOf,
} from './helpers/alert-fixtures.ts'
import { createTestApp } from './helpers/test-app.ts'

// The alerts a publication owes are written with it and delivered after it (docs/security.md R7): a
// delivery that fails after the commit (the connection lost, the process gone) is run again by
// the alert worker, and nobody is told twice.
const t = await createTestApp()
await loadTestCommunes(t)
const worker = () => createAlertWorker({ db: t.db, logger: pino({ level: 'silent' }), clock: t.clock })
const holder = await createUser(t, { roles: ['titulaire'] })
const session = await login(t, holder)

/**
 * The next alert delivery dies halfway, as when the database connection is lost: on PostgreSQL
 * the server ends the delivering connection itself; PGlite has none to end, so the statement fails.
 */
async function breakNextDelivery() {
  const failure =
    t.dbKind === 'postgres' ? sql`perform pg_terminate_backend(pg_backend_pid());` : sql`raise exception 'connection lost';`
  await sql`create or replace function break_alert_delivery() returns trigger language plpgsql as $$
    begin ${failure} return null; end $$`.execute(t.db)
  await sql`create trigger break_alert_delivery before insert on urgent_alerts
    for each statement execute function break_alert_delivery()`.execute(t.db)
}

async function repairDelivery() {
  await sql`drop trigger if exists break_alert_delivery on urgent_alerts`.execute(t.db)
}
afterEach(repairDelivery)

async function jobOf(replacementId: number) {
  return t.db.selectFrom('alert_jobs').selectAll().where('replacement_id', '=', replacementId).executeTakeFirstOrThrow()
}

describe('alerts delivered after the publication commits', () => {
  it('survives a delivery that fails after the commit: the worker runs it again, and each person is told once', async () => {
    const nurse = await createNurse(t, { zone: communes.villeurbanne, radius_km: 20 })
    const searcher = await createNurse(t, { zone: null })
    const filters = createSavedSearchSchema.parse({ name: 'Tout', filters: {} }).filters
    await t.db
      .insertInto('saved_searches')
      .values({ user_id: searcher.id, name: 'Tout', filters: JSON.stringify(filters), radius_km: filters.radius_km })
      .execute()
    await breakNextDelivery()

    const response = await call(
      t,
      'POST',
      '/api/replacements',
      {
        publish: true,
        urgency: 'immediate',
        commune_insee: communes.lyon1,
        start_date: '2026-03-02',
        end_date: '2026-03-02',
        shifts: ['soir'],
        care_types: ['pansements'],
        retrocession_percent: 85,
      },
      { session },
    )
    // The publication stands; its alerts wait with their job.
    expect(response.status, await response.clone().text()).toBe(201)
    const { replacement } = (await response.json()) as { replacement: { id: number; status: string } }
    expect(replacement.status).toBe('published')
    expect(await notificationsOf(t, nurse.id)).toEqual([])
    expect(await notificationsOf(t, searcher.id)).toEqual([])
    expect(await jobOf(replacement.id)).toMatchObject({ status: 'queued', attempts: 1 })
    expect((await jobOf(replacement.id)).last_error).not.toBeNull()

    await repairDelivery()
    // Due again after its backoff, not before.
    expect(await worker().runOnce()).toBe(0)
    t.clock.advance(31_000)
    expect(await worker().runOnce()).toBe(1)
    expect(await notificationsOf(t, nurse.id)).toHaveLength(1)
    expect(await notificationMailsTo(t, nurse.email)).toHaveLength(1)
    expect((await notificationsOf(t, searcher.id)).map((n) => n.event)).toEqual(['saved_search_match'])
    expect(await jobOf(replacement.id)).toMatchObject({ status: 'done', last_error: null })

    // The same job run once more (a second instance, a lease that ran out) tells nobody again.
    await t.db
      .updateTable('alert_jobs')
      .set({ status: 'queued', next_attempt_at: t.clock.now() })
      .where('replacement_id', '=', replacement.id)
      .execute()
    expect(await worker().runOnce()).toBe(1)
    expect(await notificationsOf(t, nurse.id)).toHaveLength(1)
    expect(await notificationMailsTo(t, nurse.email)).toHaveLength(1)
    expect(await notificationsOf(t, searcher.id)).toHaveLength(1)
  })

  it('delivers the job of a process that died right after the commit, once its lease runs out', async () => {
    const nurse = await createNurse(t, { zone: communes.villeurbanne, radius_km: 20 })
    // What the publishing transaction commits, then a worker that claims the job and dies.
    const id = await t.db.transaction().execute(async (trx) => {
      const offer = await createOffer({ ...t, db: trx }, holder.id, {
        urgency: 'urgent',
        start_date: '2026-03-03',
        end_date: '2026-03-04',
      })
      await queueAlertJob(trx, offer, t.clock.now())
      return offer
    })
    const now = t.clock.now()
    expect(await claimAlertJobs(t.db, { now, leaseUntil: new Date(now.getTime() + ALERT_LEASE_MS), limit: 10 })).toEqual([
      { replacement_id: id, attempts: 1 },
    ])

    expect(await worker().runOnce()).toBe(0)
    expect(await notificationsOf(t, nurse.id)).toEqual([])
    t.clock.advance(ALERT_LEASE_MS)
    expect(await worker().runOnce()).toBe(1)
    expect((await notificationsOf(t, nurse.id)).map((n) => n.data.replacement_id)).toEqual([id])
  })

  it('lets several workers share the jobs without telling anyone twice', async () => {
    const nurse = await createNurse(t, { zone: communes.villeurbanne, radius_km: 20 })
    const ids: number[] = []
    for (let i = 0; i < 6; i++) {
      const id = await createOffer(t, holder.id, { urgency: 'urgent', start_date: '2026-03-03', end_date: '2026-03-04' })
      await queueAlertJob(t.db, id, t.clock.now())
      ids.push(id)
    }
    const taken = await Promise.all([worker().runOnce(), worker().runOnce(), worker().runOnce()])
    expect(taken.reduce((sum, n) => sum + n, 0)).toBe(6)
    const told = (await notificationsOf(t, nurse.id)).map((n) => n.data.replacement_id)
    expect(told.sort((a, b) => Number(a) - Number(b))).toEqual(ids)
  })
})
