import { z } from 'zod'
import { currentPasswordField } from './auth.ts'

/**
 * The replacement contract signed in the app (docs/product.md#contract, docs/decisions/019): each
 * party completes what the profiles lack, then signs a simple electronic signature (eIDAS) of the
 * exact text the server renders; once both have signed, the server produces the signed PDF.
 */

export type ContractRole = 'holder' | 'nurse'

/** What the profiles may lack and either party completes on the contract (per contract, not the profile). */
export const contractCompletionFields = [
  'holder_rpps',
  'holder_address',
  'nurse_rpps',
  'nurse_address',
  'nurse_authorisation_expires_on',
  'payment_delay_days',
  'travel_arrangements',
  'non_compete_agreement',
  'place',
] as const
export type ContractCompletionField = (typeof contractCompletionFields)[number]

/** The fields only one party completes: each party its own details; the terms either of them. */
export const contractFieldOwner: Record<ContractCompletionField, ContractRole | 'both'> = {
  holder_rpps: 'holder',
  holder_address: 'holder',
  nurse_rpps: 'nurse',
  nurse_address: 'nurse',
  nurse_authorisation_expires_on: 'nurse',
  payment_delay_days: 'both',
  travel_arrangements: 'both',
  non_compete_agreement: 'both',
  place: 'both',
}

export type ContractCompletions = Partial<Record<ContractCompletionField, string>>

const text = (max: number) => z.string('validation.invalid').trim().max(max, 'contract.field_too_long')

/** PUT /api/applications/{id}/contract/completions: the fields sent change; an empty string clears one. */
export const contractCompletionsSchema = z
  .object({
    holder_rpps: z
      .string('validation.invalid')
      .trim()
      .regex(/^(\d{11})?$/, 'contract.rpps_invalid'),
    holder_address: text(200),
    nurse_rpps: z
      .string('validation.invalid')
      .trim()
      .regex(/^(\d{11})?$/, 'contract.rpps_invalid'),
    nurse_address: text(200),
    nurse_authorisation_expires_on: z
      .string('validation.invalid')
      .trim()
      .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'contract.date_invalid'),
    payment_delay_days: z
      .string('validation.invalid')
      .trim()
      .regex(/^([1-9]\d?)?$/, 'contract.delay_invalid'),
    travel_arrangements: text(300),
    non_compete_agreement: text(500),
    place: text(100),
  })
  .partial()

/** A drawn signature: a PNG, at most this many bytes once decoded, and these pixels a side. */
export const SIGNATURE_PNG_MAX_BYTES = 200_000
export const SIGNATURE_PNG_MAX_SIDE = 1600

/** POST /api/applications/{id}/contract/signatures. */
export const contractSignSchema = z
  .object({
    /** The SHA-256 of the text the signer read: if it changed since, nothing is signed (409). */
    text_sha256: z.string('validation.required').regex(/^[0-9a-f]{64}$/, 'contract.hash_invalid'),
    /** The account's password, or its two-factor code: the signer is the signed-in account's owner. */
    password: currentPasswordField.optional(),
    code: z
      .string('validation.invalid')
      .transform((value) => value.replace(/\s/g, ''))
      .pipe(z.string().regex(/^\d{6}$/, 'two_factor.code_format'))
      .optional(),
    signature: z.discriminatedUnion(
      'kind',
      [
        z.object({
          kind: z.literal('drawn'),
          /** base64 of the PNG (no data: prefix). */
          png: z
            .string('contract.signature_required')
            .max(Math.ceil((SIGNATURE_PNG_MAX_BYTES * 4) / 3) + 4, 'contract.signature_too_large')
            .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'contract.signature_invalid'),
        }),
        z.object({
          kind: z.literal('typed'),
          name: z
            .string('contract.signature_required')
            .trim()
            .min(2, 'contract.signature_required')
            .max(100, 'contract.field_too_long'),
        }),
      ],
      'contract.signature_required',
    ),
  })
  .refine((value) => value.password !== undefined || value.code !== undefined, {
    message: 'contract.confirmation_required',
    path: ['password'],
  })
export type ContractSignInput = z.input<typeof contractSignSchema>

/** One signature as the parties see it (never the IP or user agent: those are in the PDF's evidence page). */
export interface ContractSignatureView {
  role: ContractRole
  name: string
  signed_at: string
  method: 'password' | 'totp'
  /** Void: the text changed after it (the time it was found). */
  voided_at: string | null
}

/** GET /api/applications/{id}/contract/signing. */
export interface ContractSigning {
  application_id: number
  /** The reader's part. */
  role: ContractRole
  /** The exact text to sign, and its SHA-256 (hex). */
  text: string
  text_sha256: string
  completions: ContractCompletions
  /** The fields still blank (neither the profile nor the completions give them): signing waits for them. */
  missing: ContractCompletionField[]
  /** The fields the profiles already give (not completed on the contract). */
  from_profiles: ContractCompletionField[]
  /** Valid signatures, then the voided ones (newest first). */
  signatures: ContractSignatureView[]
  /** The signed PDF, once both have signed. */
  pdf: { sha256: string; size: number; created_at: string } | null
  /** Whether this account confirms with a password and/or a two-factor code. */
  confirm_with: { password: boolean; totp: boolean }
}

/** GET /api/verify-contract/{sha256}: whether a PDF with this hash was signed here; names and times only. */
export type ContractVerification =
  | { valid: false }
  | {
      valid: true
      produced_at: string
      signatures: { role: ContractRole; name: string; signed_at: string }[]
    }

export const sha256Pattern = /^[0-9a-f]{64}$/
