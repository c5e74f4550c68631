import type { Context } from 'hono'
import { Hono } from 'hono'
import { activateUserSchema, contactUserSchema, updateUserFieldSchema, validateUserSchema } from '#shared/admin-users.ts'
import { isValidRpps } from '#shared/rpps.ts'
import { inTransaction } from '../../db/transaction.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import type { AppEnv } from '../../http/types.ts'
import { readJsonBody, validateData, validateJson } from '../../http/validate.ts'
import { translate } from '../../i18n/messages.ts'
import { currentUser, requireAdmin } from '../../middleware/session.ts'
import {
  changeRpps,
  changeUserField,
  contactUser,
  setAccountActive,
  unvalidateNurse,
  validateNurse,
} from './admin-user-actions.service.ts'
import { assertNotDeleted, assertNotSelf, detailOrThrow, loadTarget, USER_ID } from './admin-users.http.ts'
import { findUserField, findUserSettings, listUserMails } from './admin-users.repository.ts'

const detail = (c: Context<AppEnv>, id: number) => detailOrThrow(c.get('deps').db, id)

/** POST or PUT /api/users/{id}/contact (docs/product.md#api-client says PUT; the brief, POST: both are one action). */
async function contact(c: Context<AppEnv>) {
  const admin = currentUser(c)
  const target = await loadTarget(c)
  assertNotDeleted(target)
  const input = await validateJson(c, contactUserSchema)
  const { db, clock, mail } = c.get('deps')
  const now = clock.now()
  const settings = await findUserSettings(db, target.id)
  const mailId = await inTransaction(db, (trx) => contactUser(trx, mail, admin.id, target, { ...input, settings }, now))
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
      if (target.validated_at !== null) await inTransaction(db, (trx) => unvalidateNurse(trx, admin.id, target, now))
      return c.json({ message: translate(locale, 'admin_users.unvalidated'), user: await detail(c, target.id) })
    }

    if (target.validated_at !== null)
      return c.json({ message: translate(locale, 'admin_users.already_validated'), user: await detail(c, target.id) })
    if (target.rpps === null) throw fieldErrors(locale, 'validation.failed', { rpps: 'admin_users.rpps_missing' })
    if (!isValidRpps(target.rpps)) throw fieldErrors(locale, 'validation.failed', { rpps: 'admin_users.rpps_invalid' })

    const settings = await findUserSettings(db, target.id)
    await inTransaction(db, (trx) => validateNurse(trx, mail, admin.id, target, settings, now))
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
    if (status !== target.status) {
      const revoked = await inTransaction(db, (trx) => setAccountActive(trx, admin.id, target, active, now))
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
      const rpps = input.value
      if (rpps !== target.rpps) await inTransaction(db, (trx) => changeRpps(trx, admin.id, target, rpps, locale, now))
    } else {
      const { field, value } = input
      const before = await findUserField(db, target.id, field)
      if (before !== value) await inTransaction(db, (trx) => changeUserField(trx, admin.id, target.id, field, value, before, now))
    }
    return c.json({ message: translate(locale, 'admin_users.saved'), user: await detail(c, target.id) })
  })

  .post(`/users/${USER_ID}/contact`, requireAdmin, contact)
  .put(`/users/${USER_ID}/contact`, requireAdmin, contact)

  /** GET /api/users/{id}/mails: the mails the outbox holds for the account's address, newest first. */
  .get(`/users/${USER_ID}/mails`, requireAdmin, async (c) => {
    const target = await loadTarget(c)
    return c.json({ mails: await listUserMails(c.get('deps').db, target.email) })
  })
