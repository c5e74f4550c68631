import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { avatarCacheDir, avatarNameFromUrl, saveAvatar } from '#server/modules/images/avatar-storage.ts'
import { createMailer } from '#server/modules/mail/mailer.ts'
import { deleteExpiredRows } from '#server/modules/retention/expired-rows.job.ts'
import {
  CONTACT_MESSAGE_DAYS,
  INACTIVE_ACCOUNT_DAYS,
  INACTIVITY_NOTICE_DAYS,
  runRetention,
} from '#server/modules/retention/retention.job.ts'
import { call, createUser, login, mails } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'

const t = await createTestApp()
const DAY = 86_400_000
const storageDir = await mkdtemp(path.join(tmpdir(), 'releve-retention-'))
const deps = { db: t.db, clock: t.clock, storageDir, mail: createMailer({ db: t.db, env: t.env, clock: t.clock }) }

const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * DAY)
const seen = (id: number, at: Date) => t.db.updateTable('users').set({ last_seen_at: at }).where('id', '=', id).execute()
const row = (id: number) =>
  t.db
    .selectFrom('users')
    .select(['email', 'first_name', 'deleted_at', 'inactivity_warned_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()

describe('retention of unused accounts and old contact messages', () => {
  it('warns an account unused for three years less the notice, once, then erases it after the notice', async () => {
    const unused = await createUser(t, { first_name: 'Odile' })
    const recent = await createUser(t)
    const admin = await createUser(t, { account_type: 'administrator', roles: [] })
    await seen(unused.id, daysAgo(INACTIVE_ACCOUNT_DAYS - INACTIVITY_NOTICE_DAYS + 1))
    await seen(recent.id, daysAgo(INACTIVE_ACCOUNT_DAYS - INACTIVITY_NOTICE_DAYS - 1))
    await seen(admin.id, daysAgo(INACTIVE_ACCOUNT_DAYS * 2))
    const photo = await saveAvatar(t.db, unused.id, Buffer.from('webp'))
    const photoName = avatarNameFromUrl(photo) ?? ''
    await t.db.updateTable('users').set({ profil_url: photo }).where('id', '=', unused.id).execute()
    // A resized copy this instance made of it.
    const copies = avatarCacheDir(storageDir, photoName)
    await mkdir(copies, { recursive: true })
    await writeFile(path.join(copies, 'copy.webp'), 'webp')
    const photoStored = async () =>
      (await t.db.selectFrom('avatars').select('name').where('name', '=', photoName).executeTakeFirst()) !== undefined

    expect(await photoStored()).toBe(true)
    expect(await runRetention(deps)).toMatchObject({ accountsWarned: 1, accountsErased: 0 })
    const [warning] = await mails(t, { to: unused.email, template: 'inactive-account' })
    expect(warning?.data).toMatchObject({ name: 'Odile', stage: 'warning' })
    // Three years after the last use, which is a full notice period away.
    expect(Date.parse(String(warning?.data.erase_on))).toBeGreaterThanOrEqual(
      daysAgo(-INACTIVITY_NOTICE_DAYS + 1).getTime() - DAY,
    )
    expect(await runRetention(deps)).toMatchObject({ accountsWarned: 0, accountsErased: 0 })
    expect(await mails(t, { template: 'inactive-account' })).toHaveLength(1)

    // The notice runs out with no sign of life: the account is erased and told so.
    t.clock.advance(INACTIVITY_NOTICE_DAYS * DAY)
    expect(await runRetention(deps)).toMatchObject({ accountsErased: 1 })
    const erased = await row(unused.id)
    expect(erased.deleted_at).not.toBeNull()
    expect(erased.first_name).toBeNull()
    expect(erased.email).not.toBe(unused.email)
    expect((await mails(t, { to: unused.email, template: 'inactive-account' })).map((mail) => mail.data.stage)).toEqual([
      'warning',
      'erased',
    ])
    expect(await photoStored()).toBe(false)
    expect(existsSync(copies)).toBe(false)
    // Staff accounts and accounts used within the period are left alone.
    expect((await row(admin.id)).deleted_at).toBeNull()
    expect((await row(recent.id)).deleted_at).toBeNull()
  })

  it('keeps a warned account that signs in again, and forgets the warning', async () => {
    const user = await createUser(t)
    await seen(user.id, daysAgo(INACTIVE_ACCOUNT_DAYS - 10))
    await runRetention(deps)
    expect((await row(user.id)).inactivity_warned_at).not.toBeNull()

    const session = await login(t, user)
    expect((await call(t, 'GET', '/api/user', undefined, { session })).status).toBe(200)
    expect((await row(user.id)).inactivity_warned_at).toBeNull()
    t.clock.advance(INACTIVITY_NOTICE_DAYS * DAY)
    await runRetention(deps)
    expect((await row(user.id)).deleted_at).toBeNull()
  })

  it('deletes contact messages after a year', async () => {
    const message = { name: 'A', email: 'a@example.fr', subject: 'S', message: 'M', locale: 'fr' }
    await t.db
      .insertInto('contact_messages')
      .values([
        { ...message, created_at: daysAgo(CONTACT_MESSAGE_DAYS + 1) },
        { ...message, email: 'kept@example.fr', created_at: daysAgo(CONTACT_MESSAGE_DAYS - 1) },
      ])
      .execute()
    expect(await runRetention(deps)).toMatchObject({ contactMessagesDeleted: 1 })
    expect((await t.db.selectFrom('contact_messages').select('email').execute()).map((m) => m.email)).toEqual(['kept@example.fr'])
  })
})

describe('expired rows', () => {
  it('deletes ended sessions, expired tokens, elapsed rate-limit windows and old idempotency keys, and only those', async () => {
    const user = await createUser(t)
    const session = (key: string, ended: { expires_at?: Date; revoked_at?: Date }) => ({
      user_id: user.id,
      token_hash: key,
      ip: null,
      user_agent: null,
      created_at: daysAgo(200),
      last_used_at: daysAgo(200),
      expires_at: ended.expires_at ?? daysAgo(-30),
      revoked_at: ended.revoked_at ?? null,
    })
    await t.db
      .insertInto('sessions')
      .values([
        session('expired-long-ago', { expires_at: daysAgo(31) }),
        session('revoked-long-ago', { revoked_at: daysAgo(31) }),
        session('expired-lately', { expires_at: daysAgo(29) }),
        session('live', {}),
      ])
      .execute()
    const token = (hash: string, expiresAt: Date) => ({
      kind: 'reset' as const,
      token_hash: hash,
      user_id: user.id,
      email: user.email,
      created_at: daysAgo(3),
      expires_at: expiresAt,
      used_at: null,
    })
    await t.db
      .insertInto('one_time_tokens')
      .values([token('token-old', daysAgo(2)), token('token-lately', new Date(t.clock.now().getTime() - DAY / 2))])
      .execute()
    await t.db
      .insertInto('rate_limits')
      .values([
        { key: 'expired-rows:elapsed', hits: 1, reset_at: daysAgo(1) },
        { key: 'expired-rows:running', hits: 1, reset_at: daysAgo(-1) },
      ])
      .execute()
    await t.db
      .insertInto('idempotency_keys')
      .values([
        { key: 'expired-rows-old', request_hash: 'h', created_at: daysAgo(8) },
        { key: 'expired-rows-kept', request_hash: 'h', created_at: daysAgo(6) },
      ])
      .execute()
    const stripeEvent = (id: string, receivedAt: Date) => ({
      id,
      type: 'invoice.paid',
      created: receivedAt,
      received_at: receivedAt,
      outcome: 'applied' as const,
    })
    await t.db
      .insertInto('stripe_events')
      .values([stripeEvent('evt_old', daysAgo(31)), stripeEvent('evt_kept', daysAgo(29))])
      .execute()

    await deleteExpiredRows({ db: t.db, clock: t.clock, logger: { info() {} } })

    const sessions = await t.db.selectFrom('sessions').select('token_hash').where('user_id', '=', user.id).execute()
    expect(sessions.map((s) => s.token_hash).sort()).toEqual(['expired-lately', 'live'])
    const tokens = await t.db.selectFrom('one_time_tokens').select('token_hash').where('user_id', '=', user.id).execute()
    expect(tokens.map((s) => s.token_hash)).toEqual(['token-lately'])
    const windows = await t.db.selectFrom('rate_limits').select('key').where('key', 'like', 'expired-rows:%').execute()
    expect(windows.map((w) => w.key)).toEqual(['expired-rows:running'])
    const keys = await t.db.selectFrom('idempotency_keys').select('key').where('key', 'like', 'expired-rows-%').execute()
    expect(keys.map((k) => k.key)).toEqual(['expired-rows-kept'])
    // Stripe retries for three days: a month later an event's id guards against nothing.
    const events = await t.db.selectFrom('stripe_events').select('id').execute()
    expect(events.map((e) => e.id)).toEqual(['evt_kept'])
  })
})
