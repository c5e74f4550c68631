import { z } from 'zod'
import { auditEntrySchema } from './audit.ts'
import { careTypeSlugPattern } from './care-types.ts'
import { isoDate } from './dates.ts'
import { paginationFields } from './pagination.ts'
import { patientRequestStatuses } from './patient-request.ts'

/**
 * The patients' requests in the back office: GET /api/admin/patient-requests, /{id},
 * PUT /{id} {status}, POST /{id}/notes {body}. Admins only. A purged request (its personal data
 * gone after the retention period) keeps its nurse, commune, care type, status and dates.
 */

export const ADMIN_PATIENT_REQUESTS_PER_PAGE = 15
export const PATIENT_NOTE_MAX = 5000

/** The columns the list sorts by; newest first by default. */
export const adminPatientRequestSortColumns = ['created_at', 'status', 'commune_name', 'care_type'] as const
export type AdminPatientRequestSortColumn = (typeof adminPatientRequestSortColumns)[number]

export const adminPatientRequestsQuerySchema = z
  .object({
    status: z.enum(patientRequestStatuses, 'filter.status_invalid').optional(),
    department: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^(?:0[1-9]|[1-8]\d|9[0-5]|2[AB]|97[1-6])$/, 'filter.department_invalid')
      .optional(),
    care_type: z.string().trim().regex(careTypeSlugPattern, 'patient_request.care_type_invalid').optional(),
    created_from: isoDate.optional(),
    created_to: isoDate.optional(),
    sort: z.enum(adminPatientRequestSortColumns, 'filter.sort_invalid').default('created_at'),
    direction: z.enum(['asc', 'desc'], 'filter.direction_invalid').default('desc'),
    ...paginationFields(ADMIN_PATIENT_REQUESTS_PER_PAGE),
  })
  .superRefine((value, ctx) => {
    if (value.created_from && value.created_to && value.created_to < value.created_from)
      ctx.addIssue({ code: 'custom', path: ['created_to'], message: 'filter.dates_order' })
  })
export type AdminPatientRequestsQuery = z.output<typeof adminPatientRequestsQuerySchema>

/** The nurse the request was sent to; null when their account has gone. */
const contactedNurseSchema = z
  .object({
    nurse_id: z.number().int(),
    user_id: z.number().int(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.string(),
  })
  .nullable()

export const adminPatientRequestRowSchema = z.object({
  id: z.number().int(),
  status: z.enum(patientRequestStatuses),
  /** Null once purged. */
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  commune_insee: z.string(),
  commune_name: z.string(),
  department: z.string().nullable(),
  care_type: z.string(),
  nurse: contactedNurseSchema,
  notes_count: z.number().int().nonnegative(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Set when the personal data were removed (retention): name, contact, message and notes are gone. */
  purged_at: z.string().nullable(),
})
export type AdminPatientRequestRow = z.infer<typeof adminPatientRequestRowSchema>

export const adminPatientRequestsListSchema = z.object({
  patient_requests: z.array(adminPatientRequestRowSchema),
  count: z.number().int().nonnegative(),
})
export type AdminPatientRequestsList = z.infer<typeof adminPatientRequestsListSchema>

export const patientRequestNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
})
export type PatientRequestNote = z.infer<typeof patientRequestNoteSchema>

export const adminPatientRequestDetailSchema = adminPatientRequestRowSchema.extend({
  message: z.string().nullable(),
  locale: z.string(),
  notes: z.array(patientRequestNoteSchema),
  audit: z.array(auditEntrySchema),
})
export type AdminPatientRequestDetail = z.infer<typeof adminPatientRequestDetailSchema>

/** PUT /api/admin/patient-requests/{id}. */
export const updatePatientRequestSchema = z.object({
  status: z.enum(patientRequestStatuses, 'filter.status_invalid'),
})
export type UpdatePatientRequestInput = z.input<typeof updatePatientRequestSchema>

/** POST /api/admin/patient-requests/{id}/notes. Notes are about the follow-up, never medical. */
export const patientRequestNoteInputSchema = z.object({
  body: z.string('validation.required').trim().min(1, 'crm.note_empty').max(PATIENT_NOTE_MAX, 'crm.note_too_long'),
})
export type PatientRequestNoteInput = z.input<typeof patientRequestNoteInputSchema>

export const adminPatientRequestResponseSchema = z.object({
  message: z.string(),
  patient_request: adminPatientRequestDetailSchema,
})
