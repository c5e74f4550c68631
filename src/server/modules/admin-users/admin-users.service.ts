import type { Transaction } from 'kysely'
import type { z } from 'zod'
import type { AdminUserRow, adminUpdateUserSchema, createUserSchema } from '#shared/admin-users.ts'
import type { Database } from '../../db/database.ts'
import { mailSetPasswordLink } from '../auth/link-mails.ts'
import { voidTokens } from '../auth/one-time-tokens.repository.ts'
import type { Mailer } from '../mail/mailer.ts'
import { insertNurse } from '../nurses/nurses.repository.ts'
import { mailEmailChange } from '../profile/email-change-mails.ts'
import { revokeUserSessions } from '../sessions/sessions.repository.ts'
import { insertUserIfNew, updateUser } from '../users/users.repository.ts'
import { auditUserChange } from './admin-user-audit.ts'
import { changes } from './admin-users.http.ts'
import { type findEditableUser, setDeletedAt } from './admin-users.repository.ts'

type Trx = Transaction<Database>

/**
 * An account an admin creates, with a password nobody is told (docs/product.md#validation), and
 * an invitation to choose one: the set-password link of an immediate registration, which
 * verifies the address too. Returns its id, or undefined when the address is taken.
 */
export async function createUser(
  trx: Trx,
  mail: Mailer,
  actorId: number,
  input: z.output<typeof createUserSchema>,
  passwordHash: string,
  now: Date,
): Promise<number | undefined> {
  const mailLocale = input.locale ?? 'fr'
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
  await mailSetPasswordLink(trx, mail, {
    template: 'user-invitation',
    userId: created.id,
    email: input.email,
    name: input.first_name,
    locale: mailLocale,
    now,
  })
  await auditUserChange(trx, {
    actorId,
    action: 'user.create',
    userId: created.id,
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
}

type EditableUser = Awaited<ReturnType<typeof findEditableUser>>

/** What an admin's edit makes of the account, and what of it changes (undefined: nothing). */
export function planUserEdit(current: EditableUser, input: z.output<typeof adminUpdateUserSchema>) {
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
  return { next, diff }
}

export type UserEdit = ReturnType<typeof planUserEdit>

/**
 * Saves an admin's edit of someone else's account. A role the account no longer has stops being
 * its active one; a nurse role brings a nurse profile; a new address is verified again and the
 * old one told (email-change-mails.ts). A taken address fails on the unique index.
 */
export async function editUser(
  trx: Trx,
  mail: Mailer,
  actorId: number,
  target: AdminUserRow,
  current: EditableUser,
  edit: UserEdit & { diff: NonNullable<UserEdit['diff']> },
  now: Date,
): Promise<void> {
  const { next, diff } = edit
  const id = target.id
  const newEmail = next.email !== current.email ? next.email : undefined
  const activeRole =
    current.active_role !== null && next.roles.includes(current.active_role) ? current.active_role : (next.roles[0] ?? null)
  await updateUser(
    trx,
    id,
    {
      first_name: next.first_name,
      last_name: next.last_name,
      phone: next.phone,
      bio: next.bio,
      roles: next.roles,
      active_role: activeRole,
      ...(newEmail ? { email: newEmail, email_verified_at: null } : {}),
    },
    now,
  )
  if (next.roles.length > 0 && target.nurse_id === null) await insertNurse(trx, id)
  if (newEmail)
    await mailEmailChange(trx, mail, {
      userId: id,
      name: next.first_name,
      oldEmail: current.email,
      newEmail,
      hasPassword: current.password_hash !== null,
      settings: current.settings,
      now,
    })
  await auditUserChange(trx, { actorId, action: 'user.update', userId: id, ...diff, at: now })
}

/** An admin's soft deletion: the account can no longer sign in, its sessions and links end. */
export async function deleteUser(trx: Trx, actorId: number, target: AdminUserRow, now: Date): Promise<void> {
  await setDeletedAt(trx, target.id, now, now)
  await revokeUserSessions(trx, target.id, now)
  await voidTokens(trx, target.id, ['verify', 'reset', 'set-password', 'login-challenge'], now)
  await auditUserChange(trx, {
    actorId,
    action: 'user.delete',
    userId: target.id,
    before: { deleted_at: null },
    after: { deleted_at: now },
    at: now,
  })
}

/** Undoes an admin's deletion. */
export async function restoreUser(trx: Trx, actorId: number, target: AdminUserRow, now: Date): Promise<void> {
  await setDeletedAt(trx, target.id, null, now)
  await auditUserChange(trx, {
    actorId,
    action: 'user.restore',
    userId: target.id,
    before: { deleted_at: target.deleted_at },
    after: { deleted_at: null },
    at: now,
  })
}
