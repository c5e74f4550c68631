import { z } from 'zod'
import { isoDate } from './dates.ts'

/**
 * A nurse's verification documents (docs/product.md#verification-documents): the papers an admin
 * checks before validating the profile. Both sides check the file's rules (the browser first, for
 * a clear message; the server again, by the bytes); stable codes travel, each side has the texts.
 */

export const documentKinds = ['diploma', 'ordre_attestation', 'insurance', 'replacement_authorisation'] as const
export type DocumentKind = (typeof documentKinds)[number]

/** The kinds that carry an end date: the insurance certificate and the autorisation de remplacement. */
export const kindsWithEndDate: readonly DocumentKind[] = ['insurance', 'replacement_authorisation']
export const hasEndDate = (kind: DocumentKind) => kindsWithEndDate.includes(kind)

/**
 * pending: waiting for an admin; approved; rejected (with a reason); expired (its end date passed);
 * replaced (a newer one of the same kind was approved).
 */
export const documentStatuses = ['pending', 'approved', 'rejected', 'expired', 'replaced'] as const
export type DocumentStatus = (typeof documentStatuses)[number]

/** A document's bytes at most: 10 MB. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024
/** What the file picker offers (`accept`); the bytes decide in the end. */
export const documentMimeTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const
export const REJECTION_REASON_MAX_LENGTH = 1000

/** The upload's fields besides the file (multipart strings). */
export const uploadDocumentFieldsSchema = z.object({
  kind: z.enum(documentKinds, 'documents.kind_invalid'),
  expires_on: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === '' ? undefined : value))
    .pipe(isoDate.optional()),
})

export const rejectDocumentSchema = z.object({
  reason: z
    .string('documents.reason_required')
    .trim()
    .min(1, 'documents.reason_required')
    .max(REJECTION_REASON_MAX_LENGTH, 'documents.reason_too_long'),
})

/** A document as the API shows it (never its storage key nor its hash). */
export const verificationDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(documentKinds),
  status: z.enum(documentStatuses),
  file_name: z.string(),
  content_type: z.enum(['application/pdf', 'image/webp']),
  size: z.number().int(),
  /** YYYY-MM-DD, for the kinds with an end date. */
  expires_on: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  /** When the member sent it (ISO 8601). */
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
})
export type VerificationDocument = z.infer<typeof verificationDocumentSchema>

/** GET /api/documents: the caller's documents, and which kinds are required of them. */
export interface MyDocuments {
  documents: VerificationDocument[]
  required: DocumentKind[]
  validated: boolean
}

/** One row of the admins' queue, or the document an admin opens, with its owner. */
export interface AdminDocument extends VerificationDocument {
  user: {
    id: number
    first_name: string | null
    last_name: string | null
    email: string
    roles: string[]
    rpps: string | null
    rpps_valid: boolean
    validated_at: string | null
  }
}

export interface AdminDocumentQueue {
  documents: AdminDocument[]
}

/** GET /api/admin/users/{id}/documents: one member's documents, newest first, for the admin's page of that member. */
export const adminUserDocumentsSchema = z.object({ documents: z.array(verificationDocumentSchema) })
export type AdminUserDocuments = z.infer<typeof adminUserDocumentsSchema>

/** GET /api/admin/documents/{id}: the document, its owner's other documents and the required set. */
export interface AdminDocumentDetail {
  document: AdminDocument
  others: VerificationDocument[]
  required: DocumentKind[]
}

/**
 * What a file's bytes are, from their magic numbers (never the name or the declared type): a PDF
 * (`%PDF-`), a JPEG or a PNG; anything else (WebP, GIF, an executable) is undefined.
 */
export function sniffDocument(bytes: Uint8Array): 'pdf' | 'jpeg' | 'png' | undefined {
  const starts = (signature: number[]) => signature.every((byte, i) => bytes[i] === byte)
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg'
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  return undefined
}
