import { z } from 'zod'
import { emailField, phoneField } from './auth.ts'
import { careTypeSlugPattern } from './care-types.ts'
import { inseePattern } from './commune.ts'
import { idNumber } from './integers.ts'

/**
 * A patient's (or a relative's) request to a nurse found by the public search (POST
 * /api/patient-requests). docs/product.md#health-data: it collects only what routing needs — who to call back and
 * how, where, which care — and the form says not to write medical details. Stored for the admins'
 * follow-up in the back office and mailed to the nurse. Messages are stable codes the server translates.
 */
export const PATIENT_REQUEST_MESSAGE_MAX = 1000

/** Follow-up by the admins: new, passed on to the nurse, taken on, closed. */
export const patientRequestStatuses = ['nouveau', 'transmis', 'pris_en_charge', 'clos'] as const
export type PatientRequestStatus = (typeof patientRequestStatuses)[number]

const emptyAsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

export const patientRequestSchema = z
  .object({
    nurse_id: idNumber('patient_request.nurse_invalid'),
    name: z.string('validation.required').trim().min(2, 'name.too_short').max(120, 'name.too_long'),
    phone: z.preprocess(emptyAsAbsent, phoneField.optional()),
    email: z.preprocess(emptyAsAbsent, emailField.optional()),
    commune_insee: z.string('validation.required').trim().toUpperCase().regex(inseePattern, 'commune.insee_invalid'),
    care_type: z.string('validation.required').regex(careTypeSlugPattern, 'patient_request.care_type_invalid'),
    message: z
      .string('validation.required')
      .trim()
      .min(10, 'message.too_short')
      .max(PATIENT_REQUEST_MESSAGE_MAX, 'patient_request.message_too_long'),
    /** The honeypot: people never see it, bots fill it (the server drops such requests silently). */
    website: z.string().max(0, 'honeypot').optional().default(''),
  })
  .superRefine((request, ctx) => {
    // One way to be called back is enough; without any, the nurse cannot answer.
    if (request.phone === undefined && request.email === undefined) {
      for (const path of ['phone', 'email'])
        ctx.addIssue({ code: 'custom', path: [path], message: 'patient_request.contact_required' })
    }
  })

export type PatientRequestInput = z.input<typeof patientRequestSchema>

export const patientRequestCreatedSchema = z.object({ message: z.string() })
export type PatientRequestCreated = z.infer<typeof patientRequestCreatedSchema>
