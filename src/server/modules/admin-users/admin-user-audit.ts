import type { Db } from '../../db/connect.ts'
import { recordAudit } from '../audit/audit.repository.ts'

export interface UserChange {
  actorId: number
  /** `user.<verb>` (audit.repository.ts). */
  action: string
  userId: number
  before?: unknown
  after?: unknown
  at: Date
}

/** One admin action on an account, in the audit log, in the action's own transaction. */
export async function auditUserChange(trx: Db, change: UserChange): Promise<void> {
  const { actorId, action, userId, before, after, at } = change
  await recordAudit(trx, { actorId, action, subjectType: 'user', subjectId: userId, before, after, at })
}
