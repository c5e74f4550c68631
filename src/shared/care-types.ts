import { z } from 'zod'

/**
 * The care types nurses practise and offers ask for (docs/product.md#glossary). Admins manage them in
 * the `care_types` table; these twelve are its first rows (migration 0410), and their slugs are
 * what nurse profiles and offers store, so a slug never changes once given.
 */
export const defaultCareTypes = [
  'pansements',
  'injections',
  'perfusions',
  'prises-de-sang',
  'diabete',
  'soins-d-hygiene',
  'soins-palliatifs',
  'chimiotherapie',
  'stomies',
  'education-therapeutique',
  'surveillance-post-operatoire',
  'sante-mentale',
] as const

export type DefaultCareType = (typeof defaultCareTypes)[number]

/** How the pickers group care types; the client words each category in its catalogue. */
export const careTypeCategories = ['technique', 'hygiene', 'chronique', 'accompagnement'] as const
export type CareTypeCategory = (typeof careTypeCategories)[number]

/** A slug as stored on nurses and offers: lowercase words joined by hyphens. */
export const careTypeSlugPattern = /^[a-z0-9][a-z0-9-]{0,59}$/

/**
 * The slug a new care type gets from its name: accents dropped, apostrophes and spaces as
 * hyphens ("Soins d’hygiène" → "soins-d-hygiene"), at most 60 characters.
 */
export function slugifyCareTypeName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
}

const nameField = z
  .string('care_type.name_required')
  .trim()
  .min(2, 'care_type.name_too_short')
  .max(80, 'care_type.name_too_long')
  .refine((value) => slugifyCareTypeName(value) !== '', 'care_type.name_invalid')

const descriptionField = z
  .string('validation.invalid')
  .trim()
  .max(500, 'care_type.description_too_long')
  .transform((value) => (value === '' ? null : value))
  .nullable()

/** POST /api/admin/care-types. The slug comes from the name, once. */
export const createCareTypeSchema = z.object({
  name: nameField,
  category: z.enum(careTypeCategories, 'care_type.category_invalid'),
  description: descriptionField.optional(),
  active: z.boolean('validation.invalid').optional(),
})
export type CreateCareTypeInput = z.input<typeof createCareTypeSchema>

/** PUT /api/admin/care-types/{id}: the fields sent change; the slug never does. */
export const updateCareTypeSchema = z.object({
  name: nameField.optional(),
  category: z.enum(careTypeCategories, 'care_type.category_invalid').optional(),
  description: descriptionField.optional(),
  active: z.boolean('validation.invalid').optional(),
  position: z
    .number('validation.invalid')
    .int('validation.invalid')
    .min(0, 'validation.invalid')
    .max(10_000, 'validation.invalid')
    .optional(),
})
export type UpdateCareTypeInput = z.input<typeof updateCareTypeSchema>

/** GET /api/care-types: the active ones, in their order, for pickers and labels (public). */
export const careTypeSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  category: z.enum(careTypeCategories),
  description: z.string().nullable(),
  position: z.number().int(),
})
export type CareType = z.infer<typeof careTypeSchema>
export const careTypeListSchema = z.object({ care_types: z.array(careTypeSchema) })

const count = z.number().int().nonnegative()

/** Where a care type is named: a type in use cannot be deleted (deactivate it instead). */
export const careTypeUsageSchema = z.object({ nurses: count, replacements: count, patient_requests: count })
export type CareTypeUsage = z.infer<typeof careTypeUsageSchema>

/** The admin's view: every care type, active or not, with where it is used. */
export const adminCareTypeSchema = careTypeSchema.extend({
  active: z.boolean(),
  usage: careTypeUsageSchema,
  created_at: z.string(),
  updated_at: z.string(),
})
export type AdminCareType = z.infer<typeof adminCareTypeSchema>
export const adminCareTypeListSchema = z.object({ care_types: z.array(adminCareTypeSchema), count })
export type AdminCareTypeList = z.infer<typeof adminCareTypeListSchema>

export function isCareTypeInUse(usage: CareTypeUsage): boolean {
  return usage.nurses + usage.replacements + usage.patient_requests > 0
}
