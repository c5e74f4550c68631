import { z } from 'zod'
import { paginationFields } from './pagination.ts'

/** What an audit entry is about; a module adding a kind of subject adds it here. */
export const auditSubjectTypes = [
  'user',
  'nurse',
  'replacement',
  'application',
  'care_type',
  'home_section',
  'mail',
  'campaign',
  'patient_request',
  'partner_listing',
  'plan',
  'subscription',
] as const

export const AUDIT_DEFAULT_PER_PAGE = 15

/** GET /api/admin/audit?subject_type=&subject_id=&page=&perPage= (admins only). */
export const auditQuerySchema = z.object({
  subject_type: z.enum(auditSubjectTypes, 'audit.subject_type_invalid').optional(),
  subject_id: z.string().trim().min(1, 'audit.subject_id_invalid').max(64, 'audit.subject_id_invalid').optional(),
  ...paginationFields(AUDIT_DEFAULT_PER_PAGE),
})

export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.string(),
  /** Null for a system action or an actor whose account was erased. */
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  /** The row before and after, secrets removed; null when there was no row (creation, deletion). */
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  created_at: z.string(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

export const auditListSchema = z.object({ entries: z.array(auditEntrySchema), count: z.number().int().nonnegative() })
export type AuditList = z.infer<typeof auditListSchema>
