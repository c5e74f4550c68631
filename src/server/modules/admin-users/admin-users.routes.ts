import { type Context, Hono } from 'hono'
import { adminUpdateUserSchema, createUserSchema, ownUpdateUserSchema, usersListQuerySchema } from '#shared/admin-users.ts'
import { generatePassword } from '#shared/password.ts'
import { inTransaction } from '../../db/transaction.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import { HttpError } from '../../http/http-error.ts'
import type { AppEnv } from '../../http/types.ts'
import { readJsonBody, validateData, validateJson, validateQuery } from '../../http/validate.ts'
import { translate } from '../../i18n/messages.ts'
import { currentUser, requireAdmin } from '../../middleware/session.ts'
import { findNurseByUserId } from '../nurses/nurses.repository.ts'
import { isUniqueViolation } from '../profile/profile.repository.ts'
import { findUserSubscription } from '../subscriptions/user-subscription.ts'
import { currentUserJson } from '../users/user-json.ts'
import { findAuthUserById, updateUser } from '../users/users.repository.ts'
import { assertAdmin, assertNotDeleted, assertNotSelf, detailOrThrow, loadTarget, targetId, USER_ID } from './admin-users.http.ts'
import { findEditableUser, listUsers } from './admin-users.repository.ts'
import { createUser, deleteUser, editUser, planUserEdit, restoreUser } from './admin-users.service.ts'

/** Whether the caller passes every admin check (type, verified address, two-factor). */
async function actsAsAdmin(c: Context<AppEnv>): Promise<boolean> {
  return assertAdmin(c).then(
    () => true,
    () => false,
  )
}

/** An address of someone's own, erased by their own deletion (profile/account-deletion.routes.ts). */
const isErased = (email: string) => email.endsWith('@deleted.invalid')

export const adminUsersRoutes = new Hono<AppEnv>()
  /** GET /api/users?page&perPage&filters&sort&direction → `{ users, count }` (admins). */
  .get('/users', requireAdmin, async (c) => {
    const { page, perPage, sort, direction, ...filters } = validateQuery(c, usersListQuerySchema)
    return c.json(await listUsers(c.get('deps').db, { filters, sort, direction, page, perPage }))
  })

  /**
   * POST /api/users: an admin creates an account with a generated password nobody is told
   * (docs/product.md#validation), and the person is mailed an invitation to choose their own: the set-password link
   * of an immediate registration, which verifies the address too.
   */
  .post('/users', requireAdmin, async (c) => {
    const admin = currentUser(c)
    const locale = c.get('locale')
    const input = await validateJson(c, createUserSchema)
    const { db, clock, mail, auth } = c.get('deps')
    const now = clock.now()
    const passwordHash = await auth.passwords.hash(generatePassword())
    const id = await inTransaction(db, (trx) => createUser(trx, mail, admin.id, input, passwordHash, now))
    if (id === undefined) throw fieldErrors(locale, 'validation.failed', { email: 'email.taken' })
    c.get('logger').info({ event: 'admin.user_created', actor_id: admin.id, user_id: id }, 'admin')
    return c.json({ message: translate(locale, 'admin_users.created'), user: await detailOrThrow(db, id) }, 201)
  })

  /**
   * GET /api/users/{id}: an admin sees anyone's account (deleted ones too), with the nurse
   * profile and the CRM notes; the owner gets their own, as GET /api/user shows it; anyone else 403.
   */
  .get(`/users/${USER_ID}`, async (c) => {
    const caller = currentUser(c)
    const id = targetId(c)
    const { db } = c.get('deps')
    if (id === caller.id && !(await actsAsAdmin(c)))
      return c.json(
        currentUserJson(
          caller,
          await findNurseByUserId(db, caller.id),
          await findUserSubscription(db, caller.id, c.get('deps').clock.now()),
        ),
      )
    await assertAdmin(c)
    return c.json(await detailOrThrow(db, id))
  })

  /**
   * PUT /api/users/{id}: the owner changes their names, phone and bio under the rules of their
   * settings (the e-mail needs the password: update-information); an admin corrects anyone
   * else's names, e-mail, phone, bio and roles. Unknown fields are dropped.
   */
  .put(`/users/${USER_ID}`, async (c) => {
    const caller = currentUser(c)
    const id = targetId(c)
    const locale = c.get('locale')
    const { db, clock, mail } = c.get('deps')
    const now = clock.now()

    if (id === caller.id) {
      const body = await readJsonBody(c)
      // A new address needs the current password: it is changed through update-information only.
      const email = (body as { email?: unknown } | null)?.email
      if (email !== undefined && email !== caller.email)
        throw fieldErrors(locale, 'validation.failed', { email: 'admin_users.email_via_information' })
      const input = validateData(ownUpdateUserSchema, body, locale)
      const update = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined))
      await updateUser(db, caller.id, update, now)
      // An admin editing their own row from the back office gets the back office's view of it.
      if (await actsAsAdmin(c))
        return c.json({ message: translate(locale, 'admin_users.saved'), user: await detailOrThrow(db, id) })
      const fresh = await findAuthUserById(db, caller.id)
      if (!fresh) throw new HttpError(404, 'http.not_found')
      return c.json({
        message: translate(locale, 'admin_users.saved'),
        user: currentUserJson(fresh, await findNurseByUserId(db, caller.id), await findUserSubscription(db, caller.id, now)),
      })
    }

    const admin = await assertAdmin(c)
    const target = await loadTarget(c)
    assertNotDeleted(target)
    const input = await validateJson(c, adminUpdateUserSchema)
    const current = await findEditableUser(db, id)
    const { next, diff } = planUserEdit(current, input)
    if (diff) {
      try {
        await inTransaction(db, (trx) => editUser(trx, mail, admin.id, target, current, { next, diff }, now))
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldErrors(locale, 'validation.failed', { email: 'email.taken' })
        throw error
      }
    }
    return c.json({ message: translate(locale, 'admin_users.saved'), user: await detailOrThrow(db, id) })
  })

  /**
   * DELETE /api/users/{id}: an admin deletes an account softly (it can be restored): it can no
   * longer sign in, its sessions and links end. People close their own account with
   * DELETE /api/users/{id}/soft-delete, which asks for their password.
   */
  .delete(`/users/${USER_ID}`, async (c) => {
    const admin = await assertAdmin(c)
    const target = await loadTarget(c)
    assertNotSelf(c, target)
    assertNotDeleted(target)
    const { db, clock } = c.get('deps')
    const now = clock.now()
    await inTransaction(db, (trx) => deleteUser(trx, admin.id, target, now))
    c.get('logger').info({ event: 'admin.user_deleted', actor_id: admin.id, user_id: target.id }, 'admin')
    return c.json({ message: translate(c.get('locale'), 'admin_users.deleted'), user: await detailOrThrow(db, target.id) })
  })

  /** POST /api/users/{id}/restore: undoes an admin's deletion (not a person's own erasure). */
  .post(`/users/${USER_ID}/restore`, requireAdmin, async (c) => {
    const admin = currentUser(c)
    const target = await loadTarget(c)
    if (target.deleted_at === null) throw new HttpError(409, 'admin_users.not_deleted')
    if (isErased(target.email)) throw new HttpError(409, 'admin_users.erased')
    const { db, clock } = c.get('deps')
    const now = clock.now()
    await inTransaction(db, (trx) => restoreUser(trx, admin.id, target, now))
    return c.json({ message: translate(c.get('locale'), 'admin_users.restored'), user: await detailOrThrow(db, target.id) })
  })
