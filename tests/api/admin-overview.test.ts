import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { adminOverviewSchema } from '#shared/admin-overview.ts'
import { call, createUser, login } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'

const t = await createTestApp()
const DAY = 24 * 60 * 60 * 1000

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

    const response = await call(t, 'GET', '/api/admin/overview', undefined, { session })
    expect(response.status).toBe(200)
    const body = adminOverviewSchema.parse(await response.json())
    expect(body).toEqual({
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
      contact_messages: { last_30_days: 2 },
      mails: { queued: 2, sending: 0, sent: 3, failed: 1, captured: 1 },
      generated_at: t.clock.now().toISOString(),
    })
  })
})
