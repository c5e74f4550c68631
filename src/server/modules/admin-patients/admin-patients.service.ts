import type { Transaction } from 'kysely'
import type { patientRequestStatuses } from '#shared/patient-request.ts'
import type { Database } from '../../db/database.ts'
import { HttpError } from '../../http/http-error.ts'
import { recordAudit } from '../audit/audit.repository.ts'
import { insertPatientRequestNote, lockPatientRequest, setPatientRequestStatus } from './admin-patients.repository.ts'

type Trx = Transaction<Database>

/** The follow-up's step; saving the same step again changes nothing and leaves nothing in the log. */
export async function changeRequestStatus(
  trx: Trx,
  actorId: number,
  id: number,
  status: (typeof patientRequestStatuses)[number],
  now: Date,
): Promise<void> {
  const current = await lockPatientRequest(trx, id)
  if (current.status === status) return
  await setPatientRequestStatus(trx, id, status, now)
  await recordAudit(trx, {
    actorId,
    action: 'patient_request.update',
    subjectType: 'patient_request',
    subjectId: id,
    before: { status: current.status },
    after: { status },
    at: now,
  })
}

/**
 * A follow-up note; a purged request takes none (409). The audit entry names the note but not its
 * text: notes are deleted with the request's personal data, the audit log is kept for years.
 */
export async function addRequestNote(trx: Trx, actorId: number, id: number, body: string, now: Date): Promise<void> {
  const request = await lockPatientRequest(trx, id)
  if (request.purged_at !== null) throw new HttpError(409, 'admin_patients.purged')
  const noteId = await insertPatientRequestNote(trx, id, actorId, body, now)
  await recordAudit(trx, {
    actorId,
    action: 'patient_request.note',
    subjectType: 'patient_request',
    subjectId: id,
    before: null,
    after: { note_id: noteId },
    at: now,
  })
}
