import { z } from 'zod'
import { currentPasswordField, emailField, newPasswordField, phoneField } from './auth.ts'
import { inseePattern } from './commune.ts'
import { isoDate } from './dates.ts'

/**
 * The profile calls of /dashboard/settings (docs/product.md#api-client): PUT /api/users/{id}/update-…
 * Unknown fields are dropped, never stored: `account_type`, `roles`, `email_verified_at` or
 * `status` in a body change nothing (docs/security.md#authorization).
 */

const personName = (code: 'first_name' | 'last_name') =>
  z.string('validation.required').trim().min(1, `${code}.required`).max(60, `${code}.too_long`)

export const BIO_MAX_LENGTH = 1000

/** Every field optional: the form sends what it shows; `null` clears the phone or the bio. */
export const updateInformationSchema = z.object({
  first_name: personName('first_name').optional(),
  last_name: personName('last_name').optional(),
  email: emailField.optional(),
  phone: phoneField.nullable().optional(),
  bio: z
    .string('validation.invalid')
    .trim()
    .max(BIO_MAX_LENGTH, 'bio.too_long')
    .transform((bio) => (bio === '' ? null : bio))
    .nullable()
    .optional(),
  /** Asked only when the e-mail address changes (it is the key to the account). */
  current_password: currentPasswordField.optional(),
})
export type UpdateInformationInput = z.input<typeof updateInformationSchema>

/** The commune comes from the communes table (GET /api/communes): its name and position follow. */
export const updateAddressSchema = z.object({
  street: z
    .string('validation.invalid')
    .trim()
    .max(200, 'street.too_long')
    .transform((street) => (street === '' ? null : street))
    .nullable()
    .optional(),
  postal_code: z
    .string('validation.required')
    .trim()
    .regex(/^\d{5}$/, 'postal_code.invalid'),
  commune_insee: z.string('validation.required').trim().toUpperCase().regex(inseePattern, 'commune.invalid'),
})
export type UpdateAddressInput = z.input<typeof updateAddressSchema>

export const updatePasswordSchema = z
  .object({
    current_password: currentPasswordField,
    password: newPasswordField,
    password_confirmation: z.string('validation.required'),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: 'password.confirmation',
    path: ['password_confirmation'],
  })
export type UpdatePasswordInput = z.input<typeof updatePasswordSchema>

/**
 * A replacement nurse's availability (PUT /api/users/{id}/update-status): `available` shows them
 * to holders looking for someone and sends them urgent offers (if opted in); `unavailable` hides
 * them, until a date when given (then they are available again on their own).
 */
export const availabilityStatuses = ['available', 'unavailable'] as const
export type AvailabilityStatus = (typeof availabilityStatuses)[number]

export const updateStatusSchema = z.object({
  status: z.enum(availabilityStatuses, 'availability.invalid'),
  /** For `unavailable`: the first day they are available again (YYYY-MM-DD, Paris time). */
  until: isoDate.nullable().optional(),
})
export type UpdateStatusInput = z.input<typeof updateStatusSchema>

export interface Availability {
  status: AvailabilityStatus
  until: string | null
}

/** The status as it stands on a day: an unavailability whose end date has come is over. */
export function currentAvailability(stored: Availability, today: string): Availability {
  if (stored.status === 'unavailable' && stored.until !== null && stored.until <= today)
    return { status: 'available', until: null }
  return stored
}

/**
 * DELETE /api/users/{id}/soft-delete: the password confirms it; an account without a password
 * yet (immediate registration) confirms with its e-mail address instead.
 */
export const softDeleteSchema = z.object({
  password: currentPasswordField.optional(),
  email: z.string().trim().toLowerCase().max(254).optional(),
})
export type SoftDeleteInput = z.input<typeof softDeleteSchema>
