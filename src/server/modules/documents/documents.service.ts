import { type DocumentKind, hasEndDate } from '#shared/documents.ts'
import { isValidRpps } from '#shared/rpps.ts'
import { resolveSettings } from '#shared/settings.ts'
import type { Db } from '../../db/connect.ts'
import type { Env } from '../../env.ts'
import { recordAudit } from '../audit/audit.repository.ts'
import type { Mailer } from '../mail/mailer.ts'
import { currentApprovedKinds, findOwners } from './documents.repository.ts'
import type { VerificationDocumentRow } from './documents.table.ts'

/** How long a rejected or replaced document is kept (for the admins' history), then erased. */
export const REVIEWED_RETENTION_DAYS = 90
/** How long an expired document is kept after its end date, then erased. */
export const EXPIRED_RETENTION_DAYS = 365
const DAY_MS = 86_400_000

export const daysAfter = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS)

/**
 * The kinds a member must have approved to be validated: VERIFICATION_REQUIRED_DOCUMENTS, where
 * the autorisation de remplacement concerns replacement nurses only.
 */
export function requiredKinds(env: Pick<Env, 'VERIFICATION_REQUIRED_DOCUMENTS'>, roles: readonly string[]): DocumentKind[] {
  return env.VERIFICATION_REQUIRED_DOCUMENTS.filter(
    (kind) => kind !== 'replacement_authorisation' || roles.includes('remplacant'),
  )
}

export interface DocumentAccess {
  actorId: number
  by: 'owner' | 'admin'
  at: Date
}

/** Every reading of a document's file, in the audit log (docs/security.md#uploads). */
export async function auditDocumentAccess(db: Db, row: VerificationDocumentRow, access: DocumentAccess): Promise<void> {
  await recordAudit(db, {
    actorId: access.actorId,
    action: 'document.view',
    subjectType: 'document',
    subjectId: row.id,
    after: { user_id: row.user_id, kind: row.kind, by: access.by },
    at: access.at,
  })
}

/**
 * After an approval (grant) or an expiry or a withdrawal (drop): validates a nurse whose required
 * set is approved and still valid (with a well-formed RPPS number, as the admins' validate action
 * asks), or takes the validation back from one whose required set no longer is. One mail on
 * validation, as when an admin validates by hand (nurse-validated).
 */
export async function recomputeValidation(
  trx: Db,
  deps: { env: Pick<Env, 'VERIFICATION_REQUIRED_DOCUMENTS'>; mail: Mailer },
  input: { userId: number; actorId: number | null; mode: 'grant' | 'drop'; now: Date; today: string },
): Promise<'validated' | 'unvalidated' | null> {
  const owner = (await findOwners(trx, [input.userId])).get(input.userId)
  if (!owner || owner.deleted_at !== null) return null
  const nurse = await trx.selectFrom('nurses').select(['id']).where('user_id', '=', input.userId).executeTakeFirst()
  if (!nurse) return null
  const required = requiredKinds(deps.env, owner.roles)
  const approved = await currentApprovedKinds(trx, input.userId, input.today)
  const complete = required.every((kind) => approved.has(kind))

  if (input.mode === 'grant' && complete && owner.validated_at === null && owner.rpps !== null && isValidRpps(owner.rpps)) {
    const updated = await trx
      .updateTable('nurses')
      .set({ validated_at: input.now, updated_at: input.now })
      .where('user_id', '=', input.userId)
      .where('validated_at', 'is', null)
      .executeTakeFirst()
    if (updated.numUpdatedRows === 0n) return null
    const status = owner.status === 'pending' ? 'active' : owner.status
    if (status !== owner.status)
      await trx.updateTable('users').set({ status, updated_at: input.now }).where('id', '=', input.userId).execute()
    await deps.mail.send(
      {
        to: owner.email,
        template: 'nurse-validated',
        data: { name: owner.first_name },
        locale: resolveSettings(owner.settings).locale,
      },
      trx,
    )
    await recordAudit(trx, {
      actorId: input.actorId,
      action: 'user.validate',
      subjectType: 'user',
      subjectId: input.userId,
      before: { validated_at: null, status: owner.status },
      after: { validated_at: input.now, status, by: 'documents', required },
      at: input.now,
    })
    return 'validated'
  }

  if (input.mode === 'drop' && !complete && owner.validated_at !== null) {
    await trx
      .updateTable('nurses')
      .set({ validated_at: null, updated_at: input.now })
      .where('user_id', '=', input.userId)
      .execute()
    await recordAudit(trx, {
      actorId: input.actorId,
      action: 'user.unvalidate',
      subjectType: 'user',
      subjectId: input.userId,
      before: { validated_at: owner.validated_at },
      after: { validated_at: null, missing: required.filter((kind) => !approved.has(kind)) },
      at: input.now,
    })
    return 'unvalidated'
  }
  return null
}

/**
 * An admin approves a pending document: the older approved one of its kind is replaced; an
 * autorisation de remplacement's end date becomes the nurse's (which the contract's compliance
 * checks read); the nurse is mailed, and validated if the required set is now complete.
 */
export async function approveDocument(
  trx: Db,
  deps: { env: Pick<Env, 'VERIFICATION_REQUIRED_DOCUMENTS'>; mail: Mailer },
  input: { row: VerificationDocumentRow; adminId: number; now: Date; today: string },
): Promise<void> {
  const { row, adminId, now } = input
  await trx
    .updateTable('verification_documents')
    .set({ status: 'replaced', retain_until: daysAfter(now, REVIEWED_RETENTION_DAYS), updated_at: now })
    .where('user_id', '=', row.user_id)
    .where('kind', '=', row.kind)
    .where('status', 'in', ['approved', 'expired'])
    .execute()
  await trx
    .updateTable('verification_documents')
    .set({ status: 'approved', reviewed_by: adminId, reviewed_at: now, rejection_reason: null, updated_at: now })
    .where('id', '=', row.id)
    .execute()
  if (row.kind === 'replacement_authorisation' && hasEndDate(row.kind))
    await trx
      .updateTable('nurses')
      .set({ replacement_authorisation_expires_on: row.expires_on, updated_at: now })
      .where('user_id', '=', row.user_id)
      .execute()
  const owner = (await findOwners(trx, [row.user_id])).get(row.user_id)
  if (owner && owner.deleted_at === null)
    await deps.mail.send(
      {
        to: owner.email,
        template: 'document-approved',
        data: { name: owner.first_name, kind: row.kind },
        locale: resolveSettings(owner.settings).locale,
      },
      trx,
    )
  await recordAudit(trx, {
    actorId: adminId,
    action: 'document.approve',
    subjectType: 'document',
    subjectId: row.id,
    before: { status: row.status },
    after: { status: 'approved', user_id: row.user_id, kind: row.kind, expires_on: row.expires_on },
    at: now,
  })
  await recomputeValidation(trx, deps, { userId: row.user_id, actorId: adminId, mode: 'grant', now, today: input.today })
}

/** An admin rejects a pending document with a reason, which the nurse receives by mail. */
export async function rejectDocument(
  trx: Db,
  mail: Mailer,
  input: { row: VerificationDocumentRow; adminId: number; reason: string; now: Date },
): Promise<void> {
  const { row, adminId, reason, now } = input
  await trx
    .updateTable('verification_documents')
    .set({
      status: 'rejected',
      rejection_reason: reason,
      reviewed_by: adminId,
      reviewed_at: now,
      retain_until: daysAfter(now, REVIEWED_RETENTION_DAYS),
      updated_at: now,
    })
    .where('id', '=', row.id)
    .execute()
  const owner = (await findOwners(trx, [row.user_id])).get(row.user_id)
  if (owner && owner.deleted_at === null)
    await mail.send(
      {
        to: owner.email,
        template: 'document-rejected',
        data: { name: owner.first_name, kind: row.kind, reason },
        locale: resolveSettings(owner.settings).locale,
      },
      trx,
    )
  await recordAudit(trx, {
    actorId: adminId,
    action: 'document.reject',
    subjectType: 'document',
    subjectId: row.id,
    before: { status: row.status },
    after: { status: 'rejected', user_id: row.user_id, kind: row.kind, reason },
    at: now,
  })
}
