import { type Context, Hono } from 'hono'
import {
  adminPatientRequestsQuerySchema,
  patientRequestNoteInputSchema,
  updatePatientRequestSchema,
} from '#shared/admin-patient-requests.ts'
import { inTransaction } from '../../db/transaction.ts'
import { HttpError } from '../../http/http-error.ts'
import { pathId } from '../../http/path-id.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson, validateQuery } from '../../http/validate.ts'
import { translate } from '../../i18n/messages.ts'
import { currentUser, requireAdmin } from '../../middleware/session.ts'
import { findAdminPatientRequest, listAdminPatientRequests } from './admin-patients.repository.ts'
import { addRequestNote, changeRequestStatus } from './admin-patients.service.ts'

/**
 * The patients' requests in the back office, admins only. The requests themselves come
 * from the public nurse search (modules/patient-requests, which also purges their personal data
 * after the retention period); here admins follow them up: status and notes, both audited.
 */

async function detailOrThrow(c: Context<AppEnv>, id: number) {
  const detail = await findAdminPatientRequest(c.get('deps').db, id)
  if (!detail) throw new HttpError(404, 'http.not_found')
  return detail
}

export const adminPatientRoutes = new Hono<AppEnv>()
  /** GET /api/admin/patient-requests?status&department&care_type&created_from&created_to&page&perPage. */
  .get('/admin/patient-requests', requireAdmin, async (c) => {
    const query = validateQuery(c, adminPatientRequestsQuerySchema)
    return c.json(await listAdminPatientRequests(c.get('deps').db, query))
  })

  /** GET /api/admin/patient-requests/{id}: the request, the nurse contacted, the notes and the audit entries. */
  .get('/admin/patient-requests/:id{[0-9]+}', requireAdmin, async (c) =>
    c.json(await detailOrThrow(c, pathId(c.req.param('id')))),
  )

  /** PUT /api/admin/patient-requests/{id} {status}: the follow-up's step; a purged request may still be closed. */
  .put('/admin/patient-requests/:id{[0-9]+}', requireAdmin, async (c) => {
    const admin = currentUser(c)
    const id = pathId(c.req.param('id'))
    const { db, clock } = c.get('deps')
    const now = clock.now()
    await detailOrThrow(c, id)
    const { status } = await validateJson(c, updatePatientRequestSchema)
    await inTransaction(db, (trx) => changeRequestStatus(trx, admin.id, id, status, now))
    return c.json({ message: translate(c.get('locale'), 'admin_patients.saved'), patient_request: await detailOrThrow(c, id) })
  })

  /**
   * POST /api/admin/patient-requests/{id}/notes {body}: a follow-up note, with its author and date
   * (admin-patients.service.ts: none on a purged request, the note's text kept out of the audit log).
   */
  .post('/admin/patient-requests/:id{[0-9]+}/notes', requireAdmin, async (c) => {
    const admin = currentUser(c)
    const id = pathId(c.req.param('id'))
    const { db, clock } = c.get('deps')
    const now = clock.now()
    await detailOrThrow(c, id)
    const { body } = await validateJson(c, patientRequestNoteInputSchema)
    await inTransaction(db, (trx) => addRequestNote(trx, admin.id, id, body, now))
    return c.json(
      { message: translate(c.get('locale'), 'admin_patients.note_added'), patient_request: await detailOrThrow(c, id) },
      201,
    )
  })
