import { z } from 'zod'
import { emailField, nurseRoleField, phoneField } from './auth.ts'
import { inseePattern } from './commune.ts'
import { isoDate } from './dates.ts'
import { rppsField } from './nurse.ts'
import { paginationFields } from './pagination.ts'
import { updateInformationSchema } from './profile.ts'

/**
 * The users back office (docs/product.md#routes and #api-client): GET/POST /api/users, /api/users/{id} and its
 * admin actions, the CRM pipeline and the CSV export. Messages are stable codes the server
 * translates and the client maps.
 */

/** docs/product.md#constants: the users list shows 15 a page. */
export const USERS_DEFAULT_PER_PAGE = 15

export const userStatuses = ['pending', 'active', 'suspended'] as const
export type UserStatus = (typeof userStatuses)[number]

/** The role filter: a nurse role, or the admins (account_type administrator or developer). */
export const userRoleFilters = ['titulaire', 'remplacant', 'admin', 'none'] as const

/** The CRM pipeline, in order: nouveau, à contacter, contacté, relancé, abonné, perdu. */
export const crmStages = ['new', 'to_contact', 'contacted', 'followed_up', 'subscribed', 'lost'] as const
export type CrmStage = (typeof crmStages)[number]

/** Columns the list may be sorted by (anything else is a 422, never raw SQL). */
export const userSortColumns = [
  'id',
  'created_at',
  'email',
  'last_name',
  'first_name',
  'status',
  'validated_at',
  'commune_name',
  'crm_stage',
  'next_action_on',
] as const
export type UserSortColumn = (typeof userSortColumns)[number]

export const TAG_MAX_LENGTH = 40
export const TAGS_MAX = 20

const yesNo = z
  .enum(['true', 'false', '1', '0'], 'filter.boolean_invalid')
  .transform((value) => value === 'true' || value === '1')

/** A tag: lowercase words, digits and dashes ("cabinet-lyon"), so that filters match exactly. */
export const tagField = z
  .string('validation.invalid')
  .trim()
  .toLowerCase()
  .regex(new RegExp(`^[\\p{L}\\p{N}][\\p{L}\\p{N} _-]{0,${TAG_MAX_LENGTH - 1}}$`, 'u'), 'crm.tag_invalid')

/**
 * The filters of the list, the CRM board and the CSV export (the same for all three, so an
 * export gives exactly the rows the admin is looking at). Query-string values are strings.
 */
export const userFiltersSchema = z.object({
  /** Text in the first name, last name or e-mail. */
  q: z.string().trim().max(100, 'filter.text_too_long').optional(),
  role: z.enum(userRoleFilters, 'filter.role_invalid').optional(),
  status: z.enum(userStatuses, 'filter.status_invalid').optional(),
  /** E-mail address verified. */
  verified: yesNo.optional(),
  /** Nurse profile validated by an admin (RPPS and documents checked). */
  validated: yesNo.optional(),
  /** The RPPS number is another live account's too (numbers shared before one account per number). */
  rpps_shared: yesNo.optional(),
  /** A subscription that gives the service now (shared/subscriptions.ts), or none. */
  subscribed: yesNo.optional(),
  /** The address's commune, by INSEE code. */
  commune: z.string().trim().toUpperCase().regex(inseePattern, 'commune.invalid').optional(),
  /** A department code: 01–95, 2A, 2B, 971–976. */
  department: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^(?:0[1-9]|[1-8]\d|9[0-5]|2[AB]|97[1-6])$/, 'filter.department_invalid')
    .optional(),
  /** Created on or after this day, on or before that day (Paris days, YYYY-MM-DD). */
  created_from: isoDate.optional(),
  created_to: isoDate.optional(),
  stage: z.enum(crmStages, 'crm.stage_invalid').optional(),
  tag: tagField.optional(),
  /** Soft-deleted accounts: left out by default, `with` them or `only` them. */
  trashed: z.enum(['with', 'only'], 'filter.trashed_invalid').optional(),
  /** These accounts only (comma-separated ids, 100 at most): a selection's export. */
  ids: z
    .string()
    .regex(/^\d{1,10}(?:,\d{1,10}){0,99}$/, 'filter.ids_invalid')
    .transform((list) => [...new Set(list.split(',').map(Number))])
    .optional(),
})

const refineDates = <T extends { created_from?: string | undefined; created_to?: string | undefined }>(value: T) =>
  value.created_from === undefined || value.created_to === undefined || value.created_from <= value.created_to

export const usersListQuerySchema = userFiltersSchema
  .extend({
    sort: z.enum(userSortColumns, 'filter.sort_invalid').optional(),
    direction: z.enum(['asc', 'desc'], 'filter.direction_invalid').optional(),
    ...paginationFields(USERS_DEFAULT_PER_PAGE),
  })
  .refine(refineDates, { message: 'filter.dates_order', path: ['created_to'] })
export type UserFilters = z.output<typeof userFiltersSchema>

export const usersExportQuerySchema = userFiltersSchema
  .extend({ sort: z.enum(userSortColumns, 'filter.sort_invalid').optional(), direction: z.enum(['asc', 'desc']).optional() })
  .refine(refineDates, { message: 'filter.dates_order', path: ['created_to'] })

export const CRM_DEFAULT_PER_COLUMN = 50
export const crmBoardQuerySchema = userFiltersSchema
  .omit({ stage: true })
  .extend({
    perColumn: z
      .string()
      .regex(/^\d{1,3}$/, 'pagination.per_page_invalid')
      .transform(Number)
      .pipe(z.number().int().min(1, 'pagination.per_page_invalid').max(100, 'pagination.per_page_invalid'))
      .optional()
      .transform((value) => value ?? CRM_DEFAULT_PER_COLUMN),
  })
  .refine(refineDates, { message: 'filter.dates_order', path: ['created_to'] })

const crmSchema = z.object({
  stage: z.enum(crmStages),
  next_action_on: z.string().nullable(),
  tags: z.array(z.string()),
})

/** One row of the list (and of a CRM column). */
export const adminUserRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  account_type: z.string(),
  status: z.enum(userStatuses),
  roles: z.array(z.string()),
  email_verified_at: z.string().nullable(),
  nurse_id: z.number().int().nullable(),
  rpps: z.string().nullable(),
  /** Another live account holds the same RPPS number (docs/decisions/015). */
  rpps_shared: z.boolean(),
  validated_at: z.string().nullable(),
  /** A subscription that gives the service now. */
  subscribed: z.boolean(),
  commune_insee: z.string().nullable(),
  commune_name: z.string().nullable(),
  postal_code: z.string().nullable(),
  created_at: z.string(),
  deleted_at: z.string().nullable(),
  crm: crmSchema,
})
export type AdminUserRow = z.infer<typeof adminUserRowSchema>

export const usersListSchema = z.object({ users: z.array(adminUserRowSchema), count: z.number().int().nonnegative() })
export type UsersList = z.infer<typeof usersListSchema>

export const crmNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
})
export type CrmNote = z.infer<typeof crmNoteSchema>

export const userMailSchema = z.object({
  id: z.string(),
  template: z.string(),
  subject: z.string(),
  status: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
})
export type UserMail = z.infer<typeof userMailSchema>

/** GET /api/users/{id} for an admin: the row, the nurse profile, the bio, the CRM notes. */
export const adminUserDetailSchema = adminUserRowSchema.extend({
  bio: z.string().nullable(),
  street: z.string().nullable(),
  active_role: z.string().nullable(),
  two_factor_enabled: z.boolean(),
  has_password: z.boolean(),
  charter_accepted_at: z.string().nullable(),
  updated_at: z.string(),
  nurse: z
    .object({
      id: z.number().int(),
      rpps: z.string().nullable(),
      rpps_valid: z.boolean(),
      /** The other live accounts holding the same RPPS number, for the admin to sort out. */
      rpps_shared_with: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
      diploma_year: z.number().nullable(),
      zone_commune_name: z.string().nullable(),
      radius_km: z.number(),
      replacement_authorisation_expires_on: z.string().nullable(),
      accepts_new_patients: z.boolean(),
      validated_at: z.string().nullable(),
    })
    .nullable(),
  notes: z.array(crmNoteSchema),
})
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>

export const adminUserResponseSchema = z.object({ message: z.string().optional(), user: adminUserDetailSchema })

const personName = (code: 'first_name' | 'last_name') =>
  z.string('validation.required').trim().min(1, `${code}.required`).max(60, `${code}.too_long`)

/** POST /api/users: an account made by an admin; the person gets an invitation to choose a password. */
export const createUserSchema = z.object({
  email: emailField,
  first_name: personName('first_name'),
  last_name: personName('last_name'),
  phone: phoneField.nullable().optional(),
  roles: z
    .array(nurseRoleField, 'roles.invalid')
    .max(2, 'roles.invalid')
    .transform((roles) => [...new Set(roles)])
    .optional()
    .transform((roles) => roles ?? []),
  /** The language of the invitation and of later mails. */
  locale: z.enum(['fr', 'en'], 'settings.locale_invalid').optional(),
})
export type CreateUserInput = z.input<typeof createUserSchema>

/**
 * PUT /api/users/{id} by an admin: what they may correct on anyone's account. Never the account
 * type, a password or two-factor (docs/security.md#authorization: unknown fields are dropped).
 */
export const adminUpdateUserSchema = z.object({
  first_name: personName('first_name').optional(),
  last_name: personName('last_name').optional(),
  email: emailField.optional(),
  phone: phoneField.nullable().optional(),
  bio: updateInformationSchema.shape.bio,
  roles: z
    .array(nurseRoleField, 'roles.invalid')
    .max(2, 'roles.invalid')
    .transform((roles) => [...new Set(roles)])
    .optional(),
})
export type AdminUpdateUserInput = z.input<typeof adminUpdateUserSchema>

/** PUT /api/users/{id} by the owner: the information they may change there (e-mail: update-information). */
export const ownUpdateUserSchema = updateInformationSchema.pick({ first_name: true, last_name: true, phone: true, bio: true })

/**
 * PUT /api/users/{id}/update-user-field `{ field, value }`: inline edit of one whitelisted field,
 * checked with that field's own schema.
 */
export const updateUserFieldSchema = z.discriminatedUnion(
  'field',
  [
    z.object({ field: z.literal('first_name'), value: personName('first_name') }),
    z.object({ field: z.literal('last_name'), value: personName('last_name') }),
    z.object({ field: z.literal('phone'), value: phoneField.nullable() }),
    z.object({ field: z.literal('bio'), value: updateInformationSchema.shape.bio.unwrap() }),
    z.object({ field: z.literal('rpps'), value: rppsField.nullable() }),
  ],
  'field.not_editable',
)
export type UpdateUserFieldInput = z.input<typeof updateUserFieldSchema>
export const editableUserFields = ['first_name', 'last_name', 'phone', 'bio', 'rpps'] as const
export type EditableUserField = (typeof editableUserFields)[number]

/** PUT /api/users/{id}/validate: `validated: false` takes a validation back. */
export const validateUserSchema = z.object({ validated: z.boolean('validation.invalid').optional() }).optional()

/** PUT /api/users/{id}/activate: activate (`true`) or suspend (`false`) the account. */
export const activateUserSchema = z.object({ active: z.boolean('validation.invalid') })

/** POST /api/users/{id}/contact: an e-mail from the team, kept in the user's history. */
export const contactUserSchema = z.object({
  subject: z
    .string('validation.required')
    .trim()
    .min(3, 'contact_user.subject_too_short')
    .max(150, 'contact_user.subject_too_long'),
  message: z.string('validation.required').trim().min(10, 'message.too_short').max(5000, 'message.too_long'),
})
export type ContactUserInput = z.input<typeof contactUserSchema>

/** PUT /api/users/{id}/crm: the user's place in the pipeline, the next action's day, tags. */
export const updateCrmSchema = z.object({
  stage: z.enum(crmStages, 'crm.stage_invalid').optional(),
  next_action_on: isoDate.nullable().optional(),
  tags: z
    .array(tagField, 'crm.tag_invalid')
    .max(TAGS_MAX, 'crm.too_many_tags')
    .transform((tags) => [...new Set(tags)])
    .optional(),
})
export type UpdateCrmInput = z.input<typeof updateCrmSchema>

/** POST /api/users/{id}/notes. */
export const crmNoteInputSchema = z.object({
  body: z.string('validation.required').trim().min(1, 'crm.note_empty').max(5000, 'crm.note_too_long'),
})
export type CrmNoteInput = z.input<typeof crmNoteInputSchema>

export const crmBoardSchema = z.object({
  columns: z.array(z.object({ stage: z.enum(crmStages), count: z.number().int(), users: z.array(adminUserRowSchema) })),
})
export type CrmBoard = z.infer<typeof crmBoardSchema>
