import type { Transaction } from 'kysely'
import type { AdminUserRow, CrmStage } from '#shared/admin-users.ts'
import type { Database } from '../../db/database.ts'
import { auditUserChange } from './admin-user-audit.ts'
import { changes } from './admin-users.http.ts'
import { insertNote, saveCrm } from './admin-users.repository.ts'

type Trx = Transaction<Database>

export interface CrmState {
  stage: CrmStage
  next_action_on: string | null
  tags: string[]
}

/** Where the account stands in the pipeline after an edit: what is not sent stays. */
export function nextCrmState(
  current: CrmState,
  input: { stage?: CrmStage | undefined; next_action_on?: string | null | undefined; tags?: string[] | undefined },
): CrmState {
  return {
    stage: input.stage ?? current.stage,
    next_action_on: input.next_action_on === undefined ? current.next_action_on : input.next_action_on,
    tags: input.tags ?? current.tags,
  }
}

/** Moves the account in the pipeline; nothing is written (nor audited) when nothing changes. */
export async function moveInPipeline(trx: Trx, actorId: number, target: AdminUserRow, next: CrmState, now: Date) {
  const diff = changes(target.crm, next)
  if (!diff) return
  await saveCrm(trx, target.id, next, now)
  await auditUserChange(trx, { actorId, action: 'user.crm_update', userId: target.id, ...diff, at: now })
}

/** A note by the admin acting, dated now, its text kept in the audit log. */
export async function addNote(trx: Trx, actorId: number, userId: number, body: string, now: Date): Promise<void> {
  const id = await insertNote(trx, userId, actorId, body, now)
  await auditUserChange(trx, { actorId, action: 'user.note_add', userId, after: { note_id: id, body }, at: now })
}
