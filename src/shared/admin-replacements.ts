import { z } from 'zod'
import { auditEntrySchema } from './audit.ts'
import { isoDate } from './dates.ts'
import { paginationFields } from './pagination.ts'
import { applicationStatuses, replacementStatuses, shifts, urgencies } from './replacements.ts'

/**
 * The offers back office: GET /api/admin/replacements, /{id}, /{id}/applications and
 * POST /{id}/unpublish. Admins only. Messages are stable codes the server translates.
 */

/** docs/product.md#constants: back-office lists show 15 a page. */
export const ADMIN_REPLACEMENTS_PER_PAGE = 15

/** Columns the list may be sorted by (anything else is a 422, never raw SQL). */
export const adminReplacementSortColumns = [
  'id',
  'created_at',
  'start_date',
  'end_date',
  'status',
  'urgency',
  'commune_name',
  'department',
  'applications_count',
] as const
export type AdminReplacementSortColumn = (typeof adminReplacementSortColumns)[number]

export const UNPUBLISH_REASON_MIN = 10
export const UNPUBLISH_REASON_MAX = 1000

const departmentField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^(?:0[1-9]|[1-8]\d|9[0-5]|2[AB]|97[1-6])$/, 'filter.department_invalid')

/** The list's filters; query-string values are strings. Days are Paris days (YYYY-MM-DD). */
export const adminReplacementFiltersSchema = z.object({
  status: z.enum(replacementStatuses, 'filter.status_invalid').optional(),
  urgency: z.enum(urgencies, 'urgency.invalid').optional(),
  department: departmentField.optional(),
  /** Text in the commune's name or its postal code. */
  commune: z.string().trim().max(100, 'filter.text_too_long').optional(),
  /** Text in the author's first name, last name or e-mail. */
  author: z.string().trim().max(100, 'filter.text_too_long').optional(),
  /** Offers whose dates overlap `dates_from`–`dates_to`. */
  dates_from: isoDate.optional(),
  dates_to: isoDate.optional(),
  created_from: isoDate.optional(),
  created_to: isoDate.optional(),
})
export type AdminReplacementFilters = z.output<typeof adminReplacementFiltersSchema>

export const adminReplacementsQuerySchema = adminReplacementFiltersSchema
  .extend({
    sort: z.enum(adminReplacementSortColumns, 'filter.sort_invalid').optional(),
    direction: z.enum(['asc', 'desc'], 'filter.direction_invalid').optional(),
    ...paginationFields(ADMIN_REPLACEMENTS_PER_PAGE),
  })
  .superRefine((value, ctx) => {
    if (value.dates_from && value.dates_to && value.dates_to < value.dates_from)
      ctx.addIssue({ code: 'custom', path: ['dates_to'], message: 'filter.dates_order' })
    if (value.created_from && value.created_to && value.created_to < value.created_from)
      ctx.addIssue({ code: 'custom', path: ['created_to'], message: 'filter.dates_order' })
  })

const personSchema = z.object({
  id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
})

/** One row of the list. */
export const adminReplacementRowSchema = z.object({
  id: z.number().int(),
  status: z.enum(replacementStatuses),
  urgency: z.enum(urgencies),
  commune_insee: z.string().nullable(),
  commune_name: z.string().nullable(),
  postal_code: z.string().nullable(),
  department: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  retrocession_percent: z.number().int().nullable(),
  author: personSchema,
  applications_count: z.number().int().nonnegative(),
  /** Pending applications, the ones still waiting for the holder. */
  pending_count: z.number().int().nonnegative(),
  published_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  created_at: z.string(),
})
export type AdminReplacementRow = z.infer<typeof adminReplacementRowSchema>

export const adminReplacementsListSchema = z.object({
  replacements: z.array(adminReplacementRowSchema),
  count: z.number().int().nonnegative(),
})
export type AdminReplacementsList = z.infer<typeof adminReplacementsListSchema>

/** An application as the back office sees it: the applicant with their e-mail and RPPS state. */
export const adminApplicationSchema = z.object({
  id: z.number().int(),
  status: z.enum(applicationStatuses),
  message: z.string(),
  dates: z.array(z.string()).nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  applicant: personSchema.extend({
    nurse_id: z.number().int().nullable(),
    rpps: z.string().nullable(),
    validated_at: z.string().nullable(),
  }),
})
export type AdminApplication = z.infer<typeof adminApplicationSchema>

export const adminApplicationsListSchema = z.object({
  applications: z.array(adminApplicationSchema),
  count: z.number().int().nonnegative(),
})
export type AdminApplicationsList = z.infer<typeof adminApplicationsListSchema>

/** GET /api/admin/replacements/{id}/applications?status=&page=&perPage= */
export const adminApplicationsQuerySchema = z.object({
  status: z.enum(applicationStatuses, 'filter.status_invalid').optional(),
  ...paginationFields(ADMIN_REPLACEMENTS_PER_PAGE),
})

/** A change made to a published offer (dates or percentage), as its applicants saw it. */
export const adminReplacementChangeSchema = z.object({
  changed_at: z.string(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
})

/** GET /api/admin/replacements/{id}: the whole offer, its history, applications and audit entries. */
export const adminReplacementDetailSchema = adminReplacementRowSchema.extend({
  days: z.array(z.string()).nullable(),
  shifts: z.array(z.enum(shifts)),
  care_types: z.array(z.string()),
  patients_per_day: z.number().int().nullable(),
  housing_offered: z.boolean(),
  vehicle_required: z.boolean(),
  software: z.string().nullable(),
  description: z.string().nullable(),
  answer_window_ends_at: z.string().nullable(),
  filled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  updated_at: z.string(),
  /** Whether an admin may unpublish it now (published or filled). */
  unpublishable: z.boolean(),
  history: z.array(adminReplacementChangeSchema),
  applications: z.array(adminApplicationSchema),
  audit: z.array(auditEntrySchema),
})
export type AdminReplacementDetail = z.infer<typeof adminReplacementDetailSchema>

/** POST /api/admin/replacements/{id}/unpublish: the reason is mailed to the author as written. */
export const unpublishReplacementSchema = z.object({
  reason: z
    .string('validation.required')
    .trim()
    .min(UNPUBLISH_REASON_MIN, 'admin_replacements.reason_too_short')
    .max(UNPUBLISH_REASON_MAX, 'admin_replacements.reason_too_long'),
})
export type UnpublishReplacementInput = z.input<typeof unpublishReplacementSchema>

export const adminReplacementResponseSchema = z.object({
  message: z.string(),
  replacement: adminReplacementDetailSchema,
})
