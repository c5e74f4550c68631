import type { Transaction } from 'kysely'
import type { AdminUserRow, EditableUserField } from '#shared/admin-users.ts'
import { resolveSettings } from '#shared/settings.ts'
import type { Database } from '../../db/database.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import type { Locale } from '../../i18n/messages.ts'
import { voidTokens } from '../auth/one-time-tokens.repository.ts'
import type { Mailer } from '../mail/mailer.ts'
import { claimRpps } from '../nurses/rpps-holders.ts'
import { revokeUserSessions } from '../sessions/sessions.repository.ts'
import { updateUser } from '../users/users.repository.ts'
import { auditUserChange } from './admin-user-audit.ts'
import { clearNurseValidation, setNurseRpps, setUserStatus, validateNurseIfNot } from './admin-users.repository.ts'

type Trx = Transaction<Database>

export async function unvalidateNurse(trx: Trx, actorId: number, target: AdminUserRow, now: Date): Promise<void> {
  await clearNurseValidation(trx, target.id, now)
  await auditUserChange(trx, {
    actorId,
    action: 'user.unvalidate',
    userId: target.id,
    before: { validated_at: target.validated_at },
    after: { validated_at: null },
    at: now,
  })
}

/**
 * Validates the nurse's profile, makes a pending account active and tells the person by mail.
 * Only a profile not validated meanwhile: two admins validating at once send one mail.
 */
export async function validateNurse(
  trx: Trx,
  mail: Mailer,
  actorId: number,
  target: AdminUserRow,
  settings: unknown,
  now: Date,
): Promise<void> {
  const status = target.status === 'pending' ? 'active' : target.status
  if (!(await validateNurseIfNot(trx, target.id, now))) return
  if (status !== target.status) await setUserStatus(trx, target.id, status, now)
  await mail.send(
    {
      to: target.email,
      template: 'nurse-validated',
      data: { name: target.first_name },
      locale: resolveSettings(settings).locale,
    },
    trx,
  )
  await auditUserChange(trx, {
    actorId,
    action: 'user.validate',
    userId: target.id,
    before: { validated_at: null, status: target.status, rpps: target.rpps },
    after: { validated_at: now, status, rpps: target.rpps },
    at: now,
  })
}

/**
 * Activates or suspends the account. Suspending ends every session at once and voids the pending
 * login challenges. Returns how many sessions ended.
 */
export async function setAccountActive(trx: Trx, actorId: number, target: AdminUserRow, active: boolean, now: Date) {
  const status = active ? 'active' : 'suspended'
  let revoked = 0
  await setUserStatus(trx, target.id, status, now)
  if (!active) {
    revoked = await revokeUserSessions(trx, target.id, now)
    await voidTokens(trx, target.id, ['login-challenge'], now)
  }
  await auditUserChange(trx, {
    actorId,
    action: active ? 'user.activate' : 'user.suspend',
    userId: target.id,
    before: { status: target.status },
    after: { status },
    at: now,
  })
  return revoked
}

/** A new RPPS number, claimed (422 when another live account holds it); it undoes the validation. */
export async function changeRpps(
  trx: Trx,
  actorId: number,
  target: AdminUserRow,
  rpps: string | null,
  locale: Locale,
  now: Date,
): Promise<void> {
  const unvalidate = target.validated_at !== null
  if (rpps !== null && !(await claimRpps(trx, target.id, rpps)))
    throw fieldErrors(locale, 'validation.failed', { value: 'admin_users.rpps_taken' })
  await setNurseRpps(trx, target.id, rpps, unvalidate, now)
  await auditUserChange(trx, {
    actorId,
    action: 'user.update_field',
    userId: target.id,
    before: { rpps: target.rpps, ...(unvalidate ? { validated_at: target.validated_at } : {}) },
    after: { rpps, ...(unvalidate ? { validated_at: null } : {}) },
    at: now,
  })
}

/** One of the account's own text fields, changed from `before` to `value`. */
export async function changeUserField(
  trx: Trx,
  actorId: number,
  userId: number,
  column: Exclude<EditableUserField, 'rpps'>,
  value: string | null,
  before: string | null,
  now: Date,
): Promise<void> {
  await updateUser(trx, userId, { [column]: value }, now)
  await auditUserChange(trx, {
    actorId,
    action: 'user.update_field',
    userId,
    before: { [column]: before },
    after: { [column]: value },
    at: now,
  })
}

/** An e-mail from the team, queued in the outbox and kept in the user's history. Returns the mail's id. */
export async function contactUser(
  trx: Trx,
  mail: Mailer,
  actorId: number,
  target: AdminUserRow,
  message: { subject: string; message: string; settings: unknown },
  now: Date,
): Promise<string> {
  const queued = await mail.send(
    {
      to: target.email,
      template: 'contact-from-admin',
      data: { name: target.first_name, subject: message.subject, message: message.message },
      locale: resolveSettings(message.settings).locale,
    },
    trx,
  )
  await auditUserChange(trx, {
    actorId,
    action: 'user.contact',
    userId: target.id,
    after: { mail_id: queued.id, subject: message.subject, message: message.message },
    at: now,
  })
  return queued.id
}
