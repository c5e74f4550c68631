import { Hono } from 'hono'
import { patientRequestSchema } from '#shared/patient-request.ts'
import { resolveSettings } from '#shared/settings.ts'
import { inTransaction } from '../../db/transaction.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import { HttpError } from '../../http/http-error.ts'
import type { AppEnv } from '../../http/types.ts'
import { readJsonBody, validateData } from '../../http/validate.ts'
import { translate } from '../../i18n/messages.ts'
import { idempotency } from '../../middleware/idempotency.ts'
import { rateLimit } from '../../middleware/rate-limit.ts'
import { findCommunePosition, findContactableNurse } from '../nurse-search/nurse-search.repository.ts'
import { insertPatientRequest } from './patient-requests.repository.ts'

// A family writes to a few nurses; a script writes to hundreds. Counted per client IP.
export const PATIENT_REQUEST_LIMIT = 5
export const PATIENT_REQUEST_WINDOW_SECONDS = 3600
const patientRequestLimit = rateLimit({
  name: 'patient-request',
  limit: PATIENT_REQUEST_LIMIT,
  windowSeconds: PATIENT_REQUEST_WINDOW_SECONDS,
})

// A double tap or a retry after a timeout (the client sends Idempotency-Key) makes one request.
const patientRequestIdempotency = idempotency({ scope: 'patient-request' })

export const patientRequestRoutes = new Hono<AppEnv>()
  /**
   * POST /api/patient-requests (public): a patient's request to a nurse of the search results,
   * stored for the admins and mailed to the nurse in the same transaction; 201 `{ message }`.
   */
  .post('/patient-requests', patientRequestIdempotency, patientRequestLimit, async (c) => {
    const body = await readJsonBody(c)
    const locale = c.get('locale')
    const answer = { message: translate(locale, 'patient_request.sent') }
    // The honeypot (`website`) is filled only by bots. They get the answer people get, before any
    // validation could tell them apart, and nothing is kept or mailed.
    if (isHoneypotFilled(body)) {
      c.get('logger').info('patient request honeypot filled, request dropped')
      return c.json(answer, 201)
    }
    const input = validateData(patientRequestSchema, body, locale)
    const { db, mail, clock } = c.get('deps')

    const commune = await findCommunePosition(db, input.commune_insee)
    if (!commune) throw fieldErrors(locale, 'validation.failed', { commune_insee: 'commune.unknown' })
    // The nurse must be one the search shows for this commune right now: validated, accepting new
    // patients, on an active account, and covering it. Anything else is the same answer, so that
    // the form cannot be used to learn about hidden accounts.
    const nurse = await findContactableNurse(db, input.nurse_id, commune)
    if (!nurse) throw new HttpError(409, 'patient_request.nurse_unavailable')
    if (!nurse.care_types.includes(input.care_type))
      throw fieldErrors(locale, 'validation.failed', { care_type: 'patient_request.care_type_not_offered' })

    const now = clock.now()
    await inTransaction(db, async (trx) => {
      await insertPatientRequest(trx, {
        nurse_id: nurse.nurse_id,
        name: input.name,
        phone: input.phone ?? null,
        email: input.email ?? null,
        commune_insee: input.commune_insee,
        commune_name: commune.name,
        care_type: input.care_type,
        message: input.message,
        locale,
        now,
      })
      const nurseName = [nurse.first_name, nurse.last_name].filter(Boolean).join(' ') || null
      await mail.send(
        {
          to: nurse.email,
          template: 'patient-request',
          data: {
            nurse_name: nurseName,
            patient_name: input.name,
            phone: input.phone ?? null,
            email: input.email ?? null,
            commune_name: commune.name,
            care_type: input.care_type,
            message: input.message,
          },
          locale: resolveSettings(nurse.settings).locale,
        },
        trx,
      )
    })
    // No health data in logs (docs/security.md#privacy-rgpd-cnil): ids only.
    c.get('logger').info({ nurseId: nurse.nurse_id }, 'patient request sent')
    return c.json(answer, 201)
  })

function isHoneypotFilled(body: unknown): boolean {
  if (body === null || typeof body !== 'object' || !('website' in body)) return false
  const { website } = body
  return website !== undefined && website !== null && website !== ''
}
