import { sniffImageType, type UploadedImageType } from './image-upload.ts'

/**
 * The rules of a message's attachment both sides check (docs/architecture.md#chat-attachments):
 * the composer first, for a clear message before the upload; the server again. Apart from
 * chat.ts so that the chat's screens take them without Zod.
 */

export type AttachmentKind = 'image' | 'pdf'

/** An attachment's bytes at most: the browser checks first for a clear message, the server again. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024
/** What the file picker offers (`accept`); the bytes decide in the end. */
export const attachmentMimeTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const
/** Images are re-encoded to WebP at most this many pixels a side (a phone photo stays readable). */
export const ATTACHMENT_IMAGE_MAX_SIDE = 2048
export const ATTACHMENT_NAME_MAX_LENGTH = 120

/**
 * What an attachment's bytes are, from their magic numbers (never the name or the declared type):
 * a JPEG, PNG or WebP image, or a PDF (`%PDF-` at the start); anything else is undefined.
 */
export function sniffAttachment(bytes: Uint8Array): { kind: 'image'; type: UploadedImageType } | { kind: 'pdf' } | undefined {
  const image = sniffImageType(bytes)
  if (image) return { kind: 'image', type: image }
  const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d]
  if (pdf.every((byte, i) => bytes[i] === byte)) return { kind: 'pdf' }
  return undefined
}
