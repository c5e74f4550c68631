import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { newStorageKey } from '#server/modules/documents/document-storage.ts'
import { adminOverviewSchema } from '#shared/admin-overview.ts'
import { call, createUser, login } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'

const t = await createTestApp()
const DAY = 24 * 60 * 60 * 1000

/** The Monday of a date's week in Paris, computed apart from the SQL under test. */
function parisMonday(at: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(at)
  const utc = new Date(`${day}T00:00:00Z`)
  const back = (utc.getUTCDay() + 6) % 7
  return new Date(utc.getTime() - back * DAY).toISOString().slice(0, 10)
}

function daysAgo(days: number): Date {
  return new Date(t.clock.now().getTime() - days * DAY)
}

// created_at is write-once for the app (its Kysely type forbids updates): the test dates rows by hand.
async function setCreated(at: Date, id?: number) {
  await sql`update users set created_at = ${at} where ${id === undefined ? sql`true` : sql`id = ${id}`}`.execute(t.db)
}

/** An admin signed in, then given two-factor (set in the database: logging in would ask for a code). */
async function adminWithTwoFactor(): Promise<string> {
  const admin = await createUser(t, { account_type: 'administrator', roles: [] })
  const session = await login(t, admin)
  await t.db.updateTable('users').set({ two_factor_confirmed_at: t.clock.now() }).where('id', '=', admin.id).execute()
  return session
}

describe('GET /api/admin/overview', () => {
  it('answers 401 to an anonymous caller', async () => {
    const response = await call(t, 'GET', '/api/admin/overview')
    expect(response.status).toBe(401)
  })

  it('answers 403 to a verified user who is not an admin', async () => {
    const session = await login(t, await createUser(t))
    const response = await call(t, 'GET', '/api/admin/overview', undefined, { session })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ code: 'http.forbidden' })
  })

  it('answers 403 two_factor.setup_required to an admin without two-factor', async () => {
    const session = await login(t, await createUser(t, { account_type: 'developer', roles: [] }))
    const response = await call(t, 'GET', '/api/admin/overview', undefined, { session })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ code: 'two_factor.setup_required' })
  })

  it('counts users, nurses, contact messages and mails for an admin with two-factor', async () => {
    const session = await adminWithTwoFactor()
    // Start from known tables: the earlier tests' accounts are soft-deleted (still left out of
    // every figure), and logging in may have queued mails.
    await t.db
      .updateTable('users')
      .set({ deleted_at: daysAgo(1) })
      .where('account_type', '=', 'user')
      .execute()
    await setCreated(daysAgo(100))
    await t.db.deleteFrom('mail_outbox').execute()
    await t.db.deleteFrom('contact_messages').execute()

    const fresh = await createUser(t, { roles: ['titulaire'] })
    const pending = await createUser(t, { status: 'pending', verified: false, roles: ['remplacant'] })
    const suspended = await createUser(t, { status: 'suspended', roles: ['titulaire', 'remplacant'] })
    const older = await createUser(t, { roles: ['remplacant'] })
    const roleless = await createUser(t, { roles: [] })
    await setCreated(t.clock.now(), roleless.id)
    await setCreated(daysAgo(2), fresh.id)
    await setCreated(daysAgo(6), pending.id)
    await setCreated(daysAgo(20), suspended.id)
    await setCreated(daysAgo(45), older.id)
    await t.db
      .updateTable('nurses')
      .set({ validated_at: daysAgo(1) })
      .where('id', 'in', [fresh.nurseId, suspended.nurseId])
      .execute()

    await t.db
      .insertInto('contact_messages')
      .values([
        { name: 'A', email: 'a@example.fr', subject: 'S', message: 'M', locale: 'fr', created_at: daysAgo(3) },
        { name: 'B', email: 'b@example.fr', subject: 'S', message: 'M', locale: 'fr', created_at: daysAgo(29) },
        { name: 'C', email: 'c@example.fr', subject: 'S', message: 'M', locale: 'fr', created_at: daysAgo(31) },
      ])
      .execute()
    const mail = (status: 'queued' | 'sending' | 'sent' | 'failed' | 'captured') => ({
      to: 'x@example.fr',
      subject: 'Sujet',
      template: 'test',
      locale: 'fr',
      data: JSON.stringify({}),
      status,
      next_attempt_at: t.clock.now(),
      created_at: t.clock.now(),
      updated_at: t.clock.now(),
    })
    await t.db
      .insertInto('mail_outbox')
      .values([mail('queued'), mail('queued'), mail('sent'), mail('sent'), mail('sent'), mail('failed'), mail('captured')])
      .execute()
    // Verification documents: only those waiting for a review count (rows only: the figure never reads a file).
    const document = (kind: 'diploma' | 'insurance' | 'ordre_attestation', status: 'pending' | 'approved' | 'rejected') => ({
      user_id: kind === 'ordre_attestation' ? pending.id : fresh.id,
      kind,
      status,
      file_name: `${kind}.pdf`,
      content_type: 'application/pdf' as const,
      size: 1000,
      sha256: '0'.repeat(64),
      storage_key: newStorageKey(),
    })
    await t.db
      .insertInto('verification_documents')
      .values([
        document('diploma', 'pending'),
        document('ordre_attestation', 'pending'),
        document('diploma', 'rejected'),
        document('insurance', 'approved'),
      ])
      .execute()

    const response = await call(t, 'GET', '/api/admin/overview', undefined, { session })
    expect(response.status).toBe(200)
    const body = adminOverviewSchema.parse(await response.json())
    const { signups_per_week: weeks, ...figures } = body
    expect(weeks).toHaveLength(12)
    // Oldest first, Mondays a week apart, the last one the current Paris week.
    expect(weeks.at(-1)?.week_start).toBe(parisMonday(t.clock.now()))
    const starts = weeks.map((week) => Date.parse(week.week_start))
    expect(starts.slice(1).map((start, i) => start - (starts[i] ?? 0))).toEqual(Array(11).fill(7 * DAY))
    // Five accounts created in the last 12 weeks (now, 2, 6, 20 and 45 days ago); the admins 100 days ago.
    expect(weeks.reduce((sum, week) => sum + week.count, 0)).toBe(5)
    for (const days of [0, 2, 6, 20, 45]) {
      const monday = parisMonday(daysAgo(days))
      const expected = [0, 2, 6, 20, 45].filter((d) => parisMonday(daysAgo(d)) === monday).length
      expect(weeks.find((week) => week.week_start === monday)?.count).toBe(expected)
    }
    expect(figures).toEqual({
      users: {
        // The two admins (one with two-factor, one without) and the five new accounts.
        total: 7,
        by_status: { pending: 1, active: 5, suspended: 1 },
        by_role: { titulaire: 2, remplacant: 3 },
        verified: 6,
        unverified: 1,
        created_last_7_days: 3,
        created_last_30_days: 4,
      },
      // Nurse profiles of accounts holding a nurse role: fresh and suspended validated.
      nurses: { validated: 2, waiting: 2 },
      replacements: {
        by_status: { draft: 0, published: 0, filled: 0, cancelled: 0, expired: 0 },
        fill_rate: null,
        median_hours_to_fill: null,
        urgent: { published: 0, answered_in_window: 0 },
      },
      applications: { pending: 0, accepted: 0, declined: 0, withdrawn: 0 },
      partner_listings: { by_status: { draft: 0, published: 0, filled: 0, withdrawn: 0, expired: 0 }, responses: 0 },
      contact_messages: { last_30_days: 2 },
      mails: { queued: 2, sending: 0, sent: 3, failed: 1, captured: 1 },
      documents: { pending: 2 },
      subscriptions: { active_subscribers: 0, mrr_cents: 0, ended_last_30_days: 0, churn_rate_30_days: null },
      generated_at: t.clock.now().toISOString(),
    })
  })

  it('measures the marketplace: offers by status, fill rate, median time to fill, urgent answers', async () => {
    const session = await adminWithTwoFactor()
    const holder = await createUser(t, { roles: ['titulaire'] })
    const nurse = await createUser(t, { roles: ['remplacant'] })
    const hoursAgo = (hours: number) => new Date(t.clock.now().getTime() - hours * 3600_000)
    const complete = {
      author_user_id: holder.id,
      commune_insee: '75056',
      commune_name: 'Paris',
      lat: 48.86,
      lng: 2.35,
      start_date: '2026-12-01',
      end_date: '2026-12-05',
      shifts: ['matin'],
      retrocession_percent: 85,
    }
    const offers = await t.db
      .insertInto('replacements')
      .values([
        { author_user_id: holder.id, status: 'draft' },
        { ...complete, status: 'published', published_at: hoursAgo(5) },
        // Filled after 10 and 30 hours: the median is 20.
        { ...complete, status: 'filled', published_at: hoursAgo(40), filled_at: hoursAgo(30) },
        { ...complete, status: 'filled', published_at: hoursAgo(50), filled_at: hoursAgo(20) },
        { ...complete, status: 'expired', published_at: hoursAgo(500) },
        // Cancelled before publication: not a closed offer for the fill rate.
        { ...complete, status: 'cancelled', published_at: null, cancelled_at: hoursAgo(1) },
        // Urgent: one answered within its window, one answered too late.
        { ...complete, status: 'published', urgency: 'urgent', published_at: hoursAgo(3), answer_window_ends_at: hoursAgo(2.5) },
        {
          ...complete,
          status: 'published',
          urgency: 'immediate',
          published_at: hoursAgo(3),
          answer_window_ends_at: hoursAgo(2.5),
        },
      ])
      .returning('id')
      .execute()
    const [answered, late] = offers.slice(6).map((offer) => offer.id) as [number, number]
    const other = await createUser(t, { roles: ['remplacant'] })
    await t.db
      .insertInto('applications')
      .values([
        { replacement_id: answered, applicant_user_id: nurse.id, created_at: hoursAgo(2.8) },
        { replacement_id: late, applicant_user_id: nurse.id, created_at: hoursAgo(1), status: 'declined' },
        { replacement_id: answered, applicant_user_id: other.id, created_at: hoursAgo(2), status: 'withdrawn' },
      ])
      .execute()

    const response = await call(t, 'GET', '/api/admin/overview', undefined, { session })
    const body = adminOverviewSchema.parse(await response.json())
    expect(body.replacements).toEqual({
      by_status: { draft: 1, published: 3, filled: 2, cancelled: 1, expired: 1 },
      // Two filled out of three closed after publication.
      fill_rate: 2 / 3,
      median_hours_to_fill: 20,
      urgent: { published: 2, answered_in_window: 1 },
    })
    expect(body.applications).toEqual({ pending: 1, accepted: 0, declined: 1, withdrawn: 1 })
  })
})
