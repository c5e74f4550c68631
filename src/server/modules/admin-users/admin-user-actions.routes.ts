import type { Context } from 'hono'
import { Hono } from 'hono'
import { activateUserSchema, contactUserSchema, updateUserFieldSchema, validateUserSchema } from '#shared/admin-users.ts'
import { isValidRpps } from '#shared/rpps.ts'
import { resolveSettings } from '#shared/settings.ts'
import { inTransaction } from '../../db/transaction.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import { HttpError } from '../../http/http-error.ts'
import type { AppEnv } from '../../http/types.ts'
import { readJsonBody, validateData, validateJson } from '../../http/validate.ts'
import { translate } from '../../i18n/messages.ts'
import { currentUser, requireAdmin } from '../../middleware/session.ts'
import { recordAudit } from '../audit/audit.repository.ts'
import { voidTokens } from '../auth/one-time-tokens.repository.ts'
import { claimRpps } from '../nurses/rpps-holders.ts'
import { revokeUserSessions } from '../sessions/sessions.repository.ts'
import { assertNotDeleted, assertNotSelf, loadTarget, USER_ID } from './admin-users.http.ts'
import { findAdminUserDetail, listUserMails } from './admin-users.repository.ts'

async function detail(c: Context<AppEnv>, id: number) {
  const found = await findAdminUserDetail(c.get('deps').db, id)
  if (!found) throw new HttpError(404, 'http.not_found')
  return found
}

/** POST or PUT /api/users/{id}/contact (docs/product.md#api-client says PUT; the brief, POST: both are one action). */
async function contactUser(c: Context<AppEnv>) {
  const admin = currentUser(c)
  const target = await loadTarget(c)
  assertNotDeleted(target)
  const input = await validateJson(c, contactUserSchema)
  const { db, clock, mail } = c.get('deps')
  const now = clock.now()
  const settings = await db.selectFrom('users').select('settings').where('id', '=', target.id).executeTakeFirstOrThrow()
  const mailId = await inTransaction(db, async (trx) => {
    const queued = await mail.send(
      {
        to: target.email,
        template: 'contact-from-admin',
        data: { name: target.first_name, subject: input.subject, message: input.message },
        locale: resolveSettings(settings.settings).locale,
      },
      trx,
    )
    await recordAudit(trx, {
      actorId: admin.id,
      action: 'user.contact',
      subjectType: 'user',
      subjectId: target.id,
      after: { mail_id: queued.id, subject: input.subject, message: input.message },
      at: now,
    })
    return queued.id
  })
  return c.json({ message: translate(c.get('locale'), 'admin_users.contacted'), mail_id: mailId })
}

export const adminUserActionRoutes = new Hono<AppEnv>()
  /**
   * PUT /api/users/{id}/validate (body optional, `{ validated: false }` takes it back): the admin
   * has checked the nurse's RPPS number and papers. Sets the nurse's validated_at, makes a
   * pending account active, and tells the person by mail. Needs an RPPS number with a good check
   * digit. Validating twice mails once.
   */
  .put(`/users/${USER_ID}/validate`, requireAdmin, async (c) => {
    const admin = currentUser(c)
    const locale = c.get('locale')
    const target = await loadTarget(c)
    assertNotDeleted(target)
    // No body at all means "validate" (docs/product.md#api-client shows none).
    const input =
      c.req.header('content-type') !== undefined ? validateData(validateUserSchema, await readJsonBody(c), locale) : undefined
    const validate = input?.validated ?? true
    const { db, clock, mail } = c.get('deps')
    const now = clock.now()
    if (target.nurse_id === null) throw fieldErrors(locale, 'validation.failed', { rpps: 'admin_users.no_nurse_profile' })

    if (!validate) {
      if (target.validated_at !== null) {
        await inTransaction(db, async (trx) => {
          await trx.updateTable('nurses').set({ validated_at: null, updated_at: now }).where('user_id', '=', target.id).execute()
          await recordAudit(trx, {
            actorId: admin.id,
            action: 'user.unvalidate',
            subjectType: 'user',
            subjectId: target.id,
            before: { validated_at: target.validated_at },
            after: { validated_at: null },
            at: now,
          })
        })
      }
      return c.json({ message: translate(locale, 'admin_users.unvalidated'), user: await detail(c, target.id) })
    }

    if (target.validated_at !== null)
      return c.json({ message: translate(locale, 'admin_users.already_validated'), user: await detail(c, target.id) })
    if (target.rpps === null) throw fieldErrors(locale, 'validation.failed', { rpps: 'admin_users.rpps_missing' })
    if (!isValidRpps(target.rpps)) throw fieldErrors(locale, 'validation.failed', { rpps: 'admin_users.rpps_invalid' })

    const settings = await db.selectFrom('users').select('settings').where('id', '=', target.id).executeTakeFirstOrThrow()
    const status = target.status === 'pending' ? 'active' : target.status
    await inTransaction(db, async (trx) => {
      // Only a profile not validated meanwhile: two admins validating at once send one mail.
      const updated = await trx
        .updateTable('nurses')
        .set({ validated_at: now, updated_at: now })
        .where('user_id', '=', target.id)
        .where('validated_at', 'is', null)
        .executeTakeFirst()
      if (updated.numUpdatedRows === 0n) return
      if (status !== target.status)
        await trx.updateTable('users').set({ status, updated_at: now }).where('id', '=', target.id).execute()
      await mail.send(
        {
          to: target.email,
          template: 'nurse-validated',
          data: { name: target.first_name },
          locale: resolveSettings(settings.settings).locale,
        },
        trx,
      )
      await recordAudit(trx, {
        actorId: admin.id,
        action: 'user.validate',
        subjectType: 'user',
        subjectId: target.id,
        before: { validated_at: null, status: target.status, rpps: target.rpps },
        after: { validated_at: now, status, rpps: target.rpps },
        at: now,
      })
    })
    c.get('logger').info({ event: 'admin.nurse_validated', actor_id: admin.id, user_id: target.id }, 'admin')
    return c.json({ message: translate(locale, 'admin_users.validated'), user: await detail(c, target.id) })
  })

  /**
   * PUT /api/users/{id}/activate `{ active }`: activate the account, or suspend it. Suspending
   * ends every session at once and voids the pending login challenges; a suspended account
   * cannot log in (403 auth.suspended).
   */
  .put(`/users/${USER_ID}/activate`, requireAdmin, async (c) => {
    const admin = currentUser(c)
    const locale = c.get('locale')
    const target = await loadTarget(c)
    assertNotDeleted(target)
    const { active } = await validateJson(c, activateUserSchema)
    if (!active) assertNotSelf(c, target)
    const status = active ? 'active' : 'suspended'
    const { db, clock } = c.get('deps')
    const now = clock.now()
    let revoked = 0
    if (status !== target.status) {
      await inTransaction(db, async (trx) => {
        await trx.updateTable('users').set({ status, updated_at: now }).where('id', '=', target.id).execute()
        if (!active) {
          revoked = await revokeUserSessions(trx, target.id, now)
          await voidTokens(trx, target.id, ['login-challenge'], now)
        }
        await recordAudit(trx, {
          actorId: admin.id,
          action: active ? 'user.activate' : 'user.suspend',
          subjectType: 'user',
          subjectId: target.id,
          before: { status: target.status },
          after: { status },
          at: now,
        })
      })
      c.get('logger').info(
        { event: `admin.user_${status}`, actor_id: admin.id, user_id: target.id, sessions_revoked: revoked },
        'admin',
      )
    }
    return c.json({
      message: translate(locale, active ? 'admin_users.activated' : 'admin_users.suspended'),
      user: await detail(c, target.id),
    })
  })

  /**
   * PUT /api/users/{id}/update-user-field `{ field, value }`: one field edited in place from the
   * list, checked with that field's own schema. A new RPPS number undoes the validation (it has
   * not been checked).
   */
  .put(`/users/${USER_ID}/update-user-field`, requireAdmin, async (c) => {
    const admin = currentUser(c)
    const locale = c.get('locale')
    const target = await loadTarget(c)
    assertNotDeleted(target)
    const input = await validateJson(c, updateUserFieldSchema)
    const { db, clock } = c.get('deps')
    const now = clock.now()

    if (input.field === 'rpps') {
      if (target.nurse_id === null) throw fieldErrors(locale, 'validation.failed', { value: 'admin_users.no_nurse_profile' })
      if (input.value !== target.rpps) {
        const unvalidate = target.validated_at !== null
        await inTransaction(db, async (trx) => {
          if (input.value !== null && !(await claimRpps(trx, target.id, input.value)))
            throw fieldErrors(locale, 'validation.failed', { value: 'admin_users.rpps_taken' })
          await trx
            .updateTable('nurses')
            .set({ rpps: input.value, ...(unvalidate ? { validated_at: null } : {}), updated_at: now })
            .where('user_id', '=', target.id)
            .execute()
          await recordAudit(trx, {
            actorId: admin.id,
            action: 'user.update_field',
            subjectType: 'user',
            subjectId: target.id,
            before: { rpps: target.rpps, ...(unvalidate ? { validated_at: target.validated_at } : {}) },
            after: { rpps: input.value, ...(unvalidate ? { validated_at: null } : {}) },
            at: now,
          })
        })
      }
    } else {
      const column = input.field
      const current = await db.selectFrom('users').select(column).where('id', '=', target.id).executeTakeFirstOrThrow()
      const before = (current as Record<string, string | null>)[column] ?? null
      if (before !== input.value) {
        await inTransaction(db, async (trx) => {
          await trx
            .updateTable('users')
            .set({ [column]: input.value, updated_at: now })
            .where('id', '=', target.id)
            .execute()
          await recordAudit(trx, {
            actorId: admin.id,
            action: 'user.update_field',
            subjectType: 'user',
            subjectId: target.id,
            before: { [column]: before },
            after: { [column]: input.value },
            at: now,
          })
        })
      }
    }
    return c.json({ message: translate(locale, 'admin_users.saved'), user: await detail(c, target.id) })
  })

  .post(`/users/${USER_ID}/contact`, requireAdmin, contactUser)
  .put(`/users/${USER_ID}/contact`, requireAdmin, contactUser)

  /** GET /api/users/{id}/mails: the mails the outbox holds for the account's address, newest first. */
  .get(`/users/${USER_ID}/mails`, requireAdmin, async (c) => {
    const target = await loadTarget(c)
    return c.json({ mails: await listUserMails(c.get('deps').db, target.email) })
  })
