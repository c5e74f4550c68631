import { describe, expect, it } from 'vitest'
import { forgetAuditSubject, recordAudit } from '#server/modules/audit/audit.repository.ts'
import { redactSecrets } from '#server/modules/audit/audit-redact.ts'
import { auditListSchema } from '#shared/audit.ts'
import { call, createUser, login } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'

const t = await createTestApp()

/** An admin signed in, then given two-factor (set in the database: logging in would ask for a code). */
async function adminSession(): Promise<{ id: number; session: string }> {
  const admin = await createUser(t, { account_type: 'administrator', roles: [], first_name: 'Alice', last_name: 'Martin' })
  const session = await login(t, admin)
  await t.db.updateTable('users').set({ two_factor_confirmed_at: t.clock.now() }).where('id', '=', admin.id).execute()
  return { id: admin.id, session }
}

describe('GET /api/admin/audit', () => {
  it('answers 401 to an anonymous caller', async () => {
    expect((await call(t, 'GET', '/api/admin/audit')).status).toBe(401)
  })

  it('answers 403 to a nurse', async () => {
    const session = await login(t, await createUser(t))
    const response = await call(t, 'GET', '/api/admin/audit', undefined, { session })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ code: 'http.forbidden' })
  })

  it('answers 403 two_factor.setup_required to an admin without two-factor', async () => {
    const session = await login(t, await createUser(t, { account_type: 'administrator', roles: [] }))
    const response = await call(t, 'GET', '/api/admin/audit', undefined, { session })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ code: 'two_factor.setup_required' })
  })

  it('lists one subject’s entries newest first, with the actor’s name, paginated', async () => {
    const admin = await adminSession()
    const subject = await createUser(t)
    const other = await createUser(t)
    for (const [i, action] of ['user.update', 'user.validate', 'user.suspend'].entries()) {
      await recordAudit(t.db, {
        actorId: admin.id,
        action,
        subjectType: 'user',
        subjectId: subject.id,
        before: { step: i },
        after: { step: i + 1 },
        at: new Date(t.clock.now().getTime() + i * 1000),
      })
    }
    await recordAudit(t.db, { actorId: null, action: 'user.update', subjectType: 'user', subjectId: other.id, after: { x: 1 } })

    const response = await call(t, 'GET', `/api/admin/audit?subject_type=user&subject_id=${subject.id}&perPage=2`, undefined, {
      session: admin.session,
    })
    expect(response.status).toBe(200)
    const body = auditListSchema.parse(await response.json())
    expect(body.count).toBe(3)
    expect(body.entries.map((e) => e.action)).toEqual(['user.suspend', 'user.validate'])
    expect(body.entries[0]).toMatchObject({
      subject_type: 'user',
      subject_id: String(subject.id),
      actor: { id: admin.id, name: 'Alice Martin' },
      before: { step: 2 },
      after: { step: 3 },
    })

    const page2 = auditListSchema.parse(
      await (
        await call(t, 'GET', `/api/admin/audit?subject_type=user&subject_id=${subject.id}&perPage=2&page=2`, undefined, {
          session: admin.session,
        })
      ).json(),
    )
    expect(page2.entries.map((e) => e.action)).toEqual(['user.update'])
  })

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['page=', 'page'],
    ['perPage=101', 'perPage'],
    ['perPage=0', 'perPage'],
    ['perPage=1.5', 'perPage'],
    ['subject_type=secret', 'subject_type'],
  ])('refuses %s with a 422 on %s', async (query, field) => {
    const admin = await adminSession()
    const response = await call(t, 'GET', `/api/admin/audit?${query}`, undefined, { session: admin.session })
    expect(response.status).toBe(422)
    const body = (await response.json()) as { errors: Record<string, string[]> }
    expect(Object.keys(body.errors)).toEqual([field])
  })
})

describe('recordAudit', () => {
  it('never stores a password hash, a two-factor secret, a token or a mailed link’s token', async () => {
    const subject = await createUser(t)
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', subject.id).executeTakeFirstOrThrow()
    expect(row.password_hash).toBeTruthy()
    await recordAudit(t.db, {
      actorId: null,
      action: 'user.update',
      subjectType: 'user',
      subjectId: subject.id,
      before: { ...row, two_factor_secret: 'sealed-box', two_factor_last_step: 123 },
      after: {
        nested: { apiKey: 'k', recovery_codes: ['a'], resetToken: 't' },
        url: 'https://x.fr/reset?token=abc',
        first_name: 'Zoé',
      },
    })
    const stored = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('subject_id', '=', String(subject.id))
      .executeTakeFirstOrThrow()
    const text = JSON.stringify(stored)
    expect(text).not.toContain(row.password_hash ?? 'never')
    expect(text).not.toMatch(
      /password_hash|two_factor_secret|two_factor_last_step|sealed-box|recovery|apiKey|resetToken|token=abc/,
    )
    expect(stored.before).toMatchObject({ email: subject.email, first_name: 'Camille' })
    expect(stored.after).toEqual({ nested: {}, url: '[redacted]', first_name: 'Zoé' })
  })

  it('commits or rolls back with the action’s transaction', async () => {
    const subject = await createUser(t)
    await expect(
      t.db.transaction().execute(async (trx) => {
        await recordAudit(trx, { actorId: null, action: 'user.delete', subjectType: 'user', subjectId: subject.id })
        throw new Error('the action failed')
      }),
    ).rejects.toThrow('the action failed')
    const rows = await t.db.selectFrom('audit_log').select('id').where('subject_id', '=', String(subject.id)).execute()
    expect(rows).toEqual([])
  })

  it('refuses an action code that is not <subject>.<verb>', async () => {
    await expect(recordAudit(t.db, { actorId: null, action: 'Validate', subjectType: 'user', subjectId: 1 })).rejects.toThrow(
      /invalid action code/,
    )
  })

  it('forgets the before and after of an erased subject, keeping who did what and when', async () => {
    const subject = await createUser(t)
    const other = await createUser(t)
    for (const id of [subject.id, other.id])
      await recordAudit(t.db, {
        actorId: null,
        action: 'user.update',
        subjectType: 'user',
        subjectId: id,
        before: { last_name: 'A' },
        after: { last_name: 'B' },
      })
    expect(await forgetAuditSubject(t.db, 'user', subject.id)).toBe(1)
    const rows = await t.db
      .selectFrom('audit_log')
      .select(['subject_id', 'action', 'before', 'after'])
      .where('subject_id', 'in', [String(subject.id), String(other.id)])
      .orderBy('id')
      .execute()
    expect(rows).toEqual([
      { subject_id: String(subject.id), action: 'user.update', before: null, after: null },
      { subject_id: String(other.id), action: 'user.update', before: { last_name: 'A' }, after: { last_name: 'B' } },
    ])
  })

  it('turns dates into ISO strings', () => {
    expect(redactSecrets({ at: new Date('2026-01-02T03:04:05Z') })).toEqual({ at: '2026-01-02T03:04:05.000Z' })
  })
})
