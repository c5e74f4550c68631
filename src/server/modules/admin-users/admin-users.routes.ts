import { type Context, Hono } from 'hono'
import { adminUpdateUserSchema, createUserSchema, ownUpdateUserSchema, usersListQuerySchema } from '#shared/admin-users.ts'
import { generatePassword } from '#shared/password.ts'
import { resolveSettings } from '#shared/settings.ts'
import type { Db } from '../../db/connect.ts'
import { inTransaction } from '../../db/transaction.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import { HttpError } from '../../http/http-error.ts'
import type { AppEnv } from '../../http/types.ts'
import { readJsonBody, validateData, validateJson, validateQuery } from '../../http/validate.ts'
import { translate } from '../../i18n/messages.ts'
import { currentUser, requireAdmin } from '../../middleware/session.ts'
import { recordAudit } from '../audit/audit.repository.ts'
import { SET_PASSWORD_LIFETIME_HOURS, VERIFY_LIFETIME_HOURS } from '../auth/auth-constants.ts'
import { issueToken, voidTokens } from '../auth/one-time-tokens.repository.ts'
import { findNurseByUserId, insertNurse } from '../nurses/nurses.repository.ts'
import { isUniqueViolation, maskEmail } from '../profile/profile.repository.ts'
import { revokeUserSessions } from '../sessions/sessions.repository.ts'
import { currentUserJson } from '../users/user-json.ts'
import { findAuthUserById, insertUserIfNew } from '../users/users.repository.ts'
import { assertAdmin, assertNotDeleted, assertNotSelf, changes, loadTarget, targetId, USER_ID } from './admin-users.http.ts'
import { findAdminUserDetail, listUsers } from './admin-users.repository.ts'

const HOUR_MS = 3_600_000

async function detailOrThrow(db: Db, id: number) {
  const detail = await findAdminUserDetail(db, id)
  if (!detail) throw new HttpError(404, 'http.not_found')
  return detail
}

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
    const mailLocale = input.locale ?? 'fr'

    const id = await inTransaction(db, async (trx) => {
      const created = await insertUserIfNew(trx, {
        email: input.email,
        password_hash: passwordHash,
        first_name: input.first_name,
        last_name: input.last_name,
        phone: input.phone ?? null,
        roles: input.roles,
        active_role: input.roles[0] ?? null,
        // A nurse waits for an admin to check their RPPS number; anyone else is active at once.
        status: input.roles.length > 0 ? 'pending' : 'active',
        settings: JSON.stringify({ locale: mailLocale }),
        created_at: now,
        updated_at: now,
      })
      if (!created) return undefined
      if (input.roles.length > 0) await insertNurse(trx, created.id)
      const token = await issueToken(trx, {
        kind: 'set-password',
        userId: created.id,
        email: input.email,
        lifetimeMs: SET_PASSWORD_LIFETIME_HOURS * HOUR_MS,
        now,
      })
      const query = new URLSearchParams({ token, email: input.email })
      await mail.send(
        {
          to: input.email,
          template: 'user-invitation',
          data: {
            name: input.first_name,
            url: mail.link(`/password/new-password?${query}`),
            expires_in_hours: SET_PASSWORD_LIFETIME_HOURS,
          },
          locale: mailLocale,
        },
        trx,
      )
      await recordAudit(trx, {
        actorId: admin.id,
        action: 'user.create',
        subjectType: 'user',
        subjectId: created.id,
        before: null,
        after: {
          email: input.email,
          first_name: input.first_name,
          last_name: input.last_name,
          phone: input.phone,
          roles: input.roles,
        },
        at: now,
      })
      return created.id
    })
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
      return c.json(currentUserJson(caller, await findNurseByUserId(db, caller.id)))
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
      await db
        .updateTable('users')
        .set({ ...update, updated_at: now })
        .where('id', '=', caller.id)
        .execute()
      // An admin editing their own row from the back office gets the back office's view of it.
      if (await actsAsAdmin(c))
        return c.json({ message: translate(locale, 'admin_users.saved'), user: await detailOrThrow(db, id) })
      const fresh = await findAuthUserById(db, caller.id)
      if (!fresh) throw new HttpError(404, 'http.not_found')
      return c.json({
        message: translate(locale, 'admin_users.saved'),
        user: currentUserJson(fresh, await findNurseByUserId(db, caller.id)),
      })
    }

    const admin = await assertAdmin(c)
    const target = await loadTarget(c)
    assertNotDeleted(target)
    const input = await validateJson(c, adminUpdateUserSchema)
    const current = await db
      .selectFrom('users')
      .select(['first_name', 'last_name', 'email', 'phone', 'bio', 'roles', 'active_role', 'settings', 'password_hash'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    const next = {
      first_name: input.first_name ?? current.first_name,
      last_name: input.last_name ?? current.last_name,
      email: input.email ?? current.email,
      phone: input.phone === undefined ? current.phone : input.phone,
      bio: input.bio === undefined ? current.bio : input.bio,
      roles: input.roles ?? current.roles,
    }
    const diff = changes(
      {
        first_name: current.first_name,
        last_name: current.last_name,
        email: current.email,
        phone: current.phone,
        bio: current.bio,
        roles: current.roles,
      },
      next,
    )
    const newEmail = next.email !== current.email ? next.email : undefined
    if (diff) {
      try {
        await inTransaction(db, async (trx) => {
          const activeRole =
            current.active_role !== null && next.roles.includes(current.active_role)
              ? current.active_role
              : (next.roles[0] ?? null)
          await trx
            .updateTable('users')
            .set({
              first_name: next.first_name,
              last_name: next.last_name,
              phone: next.phone,
              bio: next.bio,
              roles: next.roles,
              active_role: activeRole,
              ...(newEmail ? { email: newEmail, email_verified_at: null } : {}),
              updated_at: now,
            })
            .where('id', '=', id)
            .execute()
          if (next.roles.length > 0 && target.nurse_id === null) await insertNurse(trx, id)
          if (newEmail)
            await mailEmailChange(trx, {
              id,
              name: next.first_name,
              oldEmail: current.email,
              newEmail,
              hasPassword: current.password_hash !== null,
              settings: current.settings,
              now,
              mail,
            })
          await recordAudit(trx, {
            actorId: admin.id,
            action: 'user.update',
            subjectType: 'user',
            subjectId: id,
            ...diff,
            at: now,
          })
        })
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
    await inTransaction(db, async (trx) => {
      await trx.updateTable('users').set({ deleted_at: now, updated_at: now }).where('id', '=', target.id).execute()
      await revokeUserSessions(trx, target.id, now)
      await voidTokens(trx, target.id, ['verify', 'reset', 'set-password', 'login-challenge'], now)
      await recordAudit(trx, {
        actorId: admin.id,
        action: 'user.delete',
        subjectType: 'user',
        subjectId: target.id,
        before: { deleted_at: null },
        after: { deleted_at: now },
        at: now,
      })
    })
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
    await inTransaction(db, async (trx) => {
      await trx.updateTable('users').set({ deleted_at: null, updated_at: now }).where('id', '=', target.id).execute()
      await recordAudit(trx, {
        actorId: admin.id,
        action: 'user.restore',
        subjectType: 'user',
        subjectId: target.id,
        before: { deleted_at: target.deleted_at },
        after: { deleted_at: null },
        at: now,
      })
    })
    return c.json({ message: translate(c.get('locale'), 'admin_users.restored'), user: await detailOrThrow(db, target.id) })
  })

/** An admin changed someone's address: it is verified again, and the old one is told. */
async function mailEmailChange(
  trx: Db,
  options: {
    id: number
    name: string | null
    oldEmail: string
    newEmail: string
    hasPassword: boolean
    settings: unknown
    now: Date
    mail: AppEnv['Variables']['deps']['mail']
  },
) {
  const { id, name, oldEmail, newEmail, hasPassword, now, mail } = options
  const locale = resolveSettings(options.settings).locale
  await voidTokens(trx, id, ['verify', 'reset', 'set-password'], now)
  if (hasPassword) {
    const token = await issueToken(trx, {
      kind: 'verify',
      userId: id,
      email: newEmail,
      lifetimeMs: VERIFY_LIFETIME_HOURS * HOUR_MS,
      now,
    })
    await mail.send(
      {
        to: newEmail,
        template: 'verify-email',
        data: { name, url: mail.link(`/auth/verify-email?token=${token}`), expires_in_hours: VERIFY_LIFETIME_HOURS },
        locale,
      },
      trx,
    )
  } else {
    const token = await issueToken(trx, {
      kind: 'set-password',
      userId: id,
      email: newEmail,
      lifetimeMs: SET_PASSWORD_LIFETIME_HOURS * HOUR_MS,
      now,
    })
    const query = new URLSearchParams({ token, email: newEmail })
    await mail.send(
      {
        to: newEmail,
        template: 'set-password',
        data: { name, url: mail.link(`/password/new-password?${query}`), expires_in_hours: SET_PASSWORD_LIFETIME_HOURS },
        locale,
      },
      trx,
    )
  }
  await mail.send(
    {
      to: oldEmail,
      template: 'email-changed',
      data: { name, new_email_masked: maskEmail(newEmail), at: now.toISOString() },
      locale,
    },
    trx,
  )
}
