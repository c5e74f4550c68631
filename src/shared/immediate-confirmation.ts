import { z } from 'zod'
import { rppsField } from './nurse.ts'
import type { ReplacementSaved } from './replacements.ts'

/**
 * The immediate flow's confirmation: an account made by /register-immediate may publish one
 * immediate offer before its address is confirmed, but that offer alerts nobody until the
 * holder has typed the 6-digit code mailed to them and given a valid RPPS number, on the same
 * page. Then the alerts go at once.
 */

export const EMAIL_CODE_LENGTH = 6

/** The mailed code: six digits (spaces or a dash typed between groups are dropped). */
const emailCodeField = z
  .string('validation.required')
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'email_code.format'))

/**
 * POST /api/replacements/immediate/confirmation: the code (needed until the address is
 * confirmed) and the RPPS number (needed once, unless the account has one); either may come
 * alone.
 */
export const immediateConfirmationSchema = z.object({
  code: emailCodeField.optional(),
  rpps: rppsField.optional(),
})
export type ImmediateConfirmationInput = z.input<typeof immediateConfirmationSchema>

/** GET /api/replacements/immediate/confirmation: where the caller stands. */
export interface ImmediateConfirmation {
  /** Where the code goes. */
  email: string
  email_confirmed: boolean
  /** The account's RPPS number when it has a valid one. */
  rpps: string | null
  /** The offer whose alerts wait for the confirmation, if any. */
  held_replacement_id: number | null
  /** Until when the last code sent works (null: none is live, ask for one). */
  code_expires_at: string | null
  /** When another code may be asked for (null: now). */
  resend_available_at: string | null
}

/** What the confirmation and the code's resend answer. */
export interface ImmediateConfirmationSaved {
  message: string
  confirmation: ImmediateConfirmation
  /** The offer whose alerts this call released (they are on their way). */
  released_replacement_id: number | null
}

/** POST /api/replacements answers this: `alerts_held` when the offer waits for the confirmation. */
export interface ReplacementPublished extends ReplacementSaved {
  alerts_held: boolean
}
