import { z } from 'zod'
import { isoDate } from './dates.ts'
import { cleanRpps, isValidRpps } from './rpps.ts'

/**
 * The professional side of a user (docs/product.md#glossary "Nurse"). Care types are slugs of the care types
 * the admins manage; a slug they have since removed is kept as it is.
 */
export const RADIUS_KM_MAX = 200

export const rppsField = z
  .string('validation.required')
  .transform(cleanRpps)
  .pipe(
    z
      .string()
      .regex(/^\d{11}$/, 'rpps.format')
      // One message at a time: the check digit is only worth a word once there are 11 digits.
      .refine((value) => !/^\d{11}$/.test(value) || isValidRpps(value), 'rpps.checksum'),
  )

/**
 * PUT /api/nurses/{id}: every field optional, `null` clears one. The zone's commune is its INSEE
 * code (from GET /api/communes); the server fills its name.
 */
export const nurseProfileSchema = z.object({
  rpps: rppsField.nullable().optional(),
  diploma_year: z
    .number('diploma_year.invalid')
    .int('diploma_year.invalid')
    .min(1950, 'diploma_year.invalid')
    .refine((year) => year <= new Date().getFullYear(), 'diploma_year.invalid')
    .nullable()
    .optional(),
  care_types: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'care_types.invalid'),
      'care_types.invalid',
    )
    .max(50, 'care_types.invalid')
    .transform((slugs) => [...new Set(slugs)])
    .optional(),
  zone_commune_insee: z
    .string()
    .trim()
    .regex(/^(?:\d{5}|2[AB]\d{3})$/i, 'commune.invalid')
    .transform((code) => code.toUpperCase())
    .nullable()
    .optional(),
  radius_km: z
    .number('radius_km.invalid')
    .int('radius_km.invalid')
    .min(1, 'radius_km.invalid')
    .max(RADIUS_KM_MAX, 'radius_km.invalid')
    .optional(),
  replacement_authorisation_expires_on: isoDate.nullable().optional(),
  accepts_new_patients: z.boolean('validation.invalid').optional(),
  urgent_help_opt_in: z.boolean('validation.invalid').optional(),
})

export type NurseProfileInput = z.input<typeof nurseProfileSchema>

/** GET /api/nurses/{id}: what anyone may see of a nurse, with the nested user (docs/product.md#entities). */
export interface PublicNurse {
  id: number
  rpps: string | null
  diploma_year: number | null
  care_types: string[]
  zone_commune_insee: string | null
  zone_commune_name: string | null
  radius_km: number
  accepts_new_patients: boolean
  validated: boolean
  user: {
    id: number
    first_name: string | null
    last_name: string | null
    roles: string[]
    profile: { profil_url: string | null; bio: string | null }
  }
}

/** The same for its owner (and admins): with what only they need to see. */
export interface OwnNurse extends PublicNurse {
  replacement_authorisation_expires_on: string | null
  urgent_help_opt_in: boolean
  validated_at: string | null
}
