import { z } from 'zod'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLength } from './password.ts'
import { nurseRoles } from './user-access.ts'

/**
 * The accounts API's request bodies (docs/product.md#api-client), shared by the client's forms and the
 * server's validation. Messages are stable codes the server translates and the client maps.
 */

/** docs/security.md#passwords-registration-login: emails are trimmed and lowercased, so one address is one account. */
export const emailField = z
  .string('validation.required')
  .trim()
  .toLowerCase()
  .pipe(z.string().max(254, 'email.too_long'))
  .pipe(z.email('email.invalid'))

/** The rules anyone can check; the common list and context words are checked by the server. */
export const newPasswordField = z
  .string('validation.required')
  .refine((value) => passwordLength(value) >= PASSWORD_MIN_LENGTH, 'password.too_short')
  .refine((value) => passwordLength(value) <= PASSWORD_MAX_LENGTH, 'password.too_long')

/** A password being checked, not chosen: only bounded, so a huge body costs no hashing. */
export const currentPasswordField = z
  .string('validation.required')
  .min(1, 'validation.required')
  .max(PASSWORD_MAX_LENGTH * 4, 'password.too_long')

const personName = (code: 'first_name' | 'last_name') =>
  z.string('validation.required').trim().min(1, `${code}.required`).max(60, `${code}.too_long`)

/** French numbers (0X XX XX XX XX, +33…) or any international one, stored as +<digits>. */
export const phoneField = z
  .string('validation.required')
  .trim()
  .transform((value) => value.replace(/[\s.()-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^(?:0[1-9]\d{8}|\+33[1-9]\d{8}|\+(?!33)[1-9]\d{6,14}|0033[1-9]\d{8})$/, 'phone.invalid')
      .transform((digits) =>
        digits.startsWith('0033') ? `+${digits.slice(2)}` : digits.startsWith('0') ? `+33${digits.slice(1)}` : digits,
      ),
  )

export const nurseRoleField = z.enum(nurseRoles, 'role.invalid')

export const registerSchema = z
  .object({
    first_name: personName('first_name'),
    last_name: personName('last_name'),
    email: emailField,
    phone: phoneField,
    password: newPasswordField,
    password_confirmation: z.string('validation.required'),
    roles: z
      .array(nurseRoleField, 'roles.invalid')
      .min(1, 'roles.invalid')
      .transform((roles) => [...new Set(roles)]),
    terms: z.literal(true, 'terms.required'),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: 'password.confirmation',
    path: ['password_confirmation'],
  })

export type RegisterInput = z.input<typeof registerSchema>

/** The waiting list of /register-beta (kept for people who signed up before the launch). */
export const userBetaSchema = z.object({
  email: emailField,
  role: nurseRoleField,
  commune: z.string('validation.required').trim().min(1, 'commune.required').max(120, 'commune.too_long'),
})

/**
 * Urgent need: the minimum to act now; a password is set later from a mailed link. The commune is
 * its INSEE code, as GET /api/communes gives it: the server fills its name and position.
 */
export const registerImmediateSchema = z.object({
  first_name: personName('first_name'),
  last_name: personName('last_name'),
  email: emailField,
  phone: phoneField,
  role: nurseRoleField,
  commune_insee: z
    .string('validation.required')
    .trim()
    .regex(/^(?:\d{5}|2[AB]\d{3})$/i, 'commune.invalid')
    .transform((code) => code.toUpperCase()),
})

export const loginSchema = z.object({
  email: emailField,
  password: currentPasswordField,
})

/** POST /api/login answers one or the other (docs/product.md#entities: a token or a hash). */
export type LoginResult = { token: string } | { hash: string }

/** A TOTP code (6 digits) or a recovery code (10 letters and digits, dash optional). */
export const twoFactorCodeField = z
  .string('validation.required')
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^(?:\d{6}|[A-Z0-9]{10})$/, 'two_factor.code_format'))

export const verifyTwoFactorSchema = z.object({
  hash: z.string('validation.required').regex(/^[\w-]{43}$/, 'two_factor.challenge_invalid'),
  code: twoFactorCodeField,
})

export const emailVerifySchema = z.object({
  token: z.string('validation.required').min(1, 'validation.required').max(200, 'verification.invalid'),
})

export const verificationNotificationSchema = z.object({ email: emailField })

export const forgotPasswordSchema = z.object({ email: emailField })

export const resetPasswordSchema = z
  .object({
    token: z.string('validation.required').min(1, 'validation.required').max(200, 'password_reset.invalid'),
    email: emailField,
    password: newPasswordField,
    password_confirmation: z.string('validation.required'),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: 'password.confirmation',
    path: ['password_confirmation'],
  })

export const switchRoleSchema = z.object({ role: nurseRoleField })
/** POST /api/user/roles: a nurse role the member takes on beside the ones they hold. */
export const addRoleSchema = z.object({ role: nurseRoleField })

/** Starting needs nothing; disabling needs the password again (docs/security.md#two-factor). */
export const twoFactorToggleSchema = z.object({ password: currentPasswordField.optional() })

/** Confirms a pending secret; once enabled, the same call with the password regenerates the codes. */
export const twoFactorConfirmSchema = z.object({
  code: z
    .string('validation.required')
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'two_factor.code_format')),
  password: currentPasswordField.optional(),
})

/** POST /api/users/2fa/toggle when it starts enabling. */
export interface TwoFactorSetup {
  enabled: false
  secret: string
  otpauth_url: string
  /** An SVG image as a data: URL, for an <img>. */
  qr_code: string
}

// Defined beside the rules about a user (no Zod there): the dashboard's guard reads it too.
export { CHARTER_VERSION } from './user-access.ts'

export const charterSchema = z.object({
  version: z.string('validation.required').trim().max(20, 'charter.version_invalid'),
})

/** One row of GET /api/user/sessions. */
export interface SessionInfo {
  id: string
  created_at: string
  last_used_at: string
  expires_at: string
  ip: string | null
  user_agent: string | null
  current: boolean
}
