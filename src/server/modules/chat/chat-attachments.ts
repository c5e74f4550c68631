import { createHash } from 'node:crypto'
import {
  ATTACHMENT_IMAGE_MAX_SIDE,
  ATTACHMENT_NAME_MAX_LENGTH,
  type AttachmentKind,
  sniffAttachment,
} from '#shared/chat-attachments.ts'
import type { MessageCode } from '../../i18n/messages.ts'
import { reencodeImage, UnreadableImageError } from '../images/image-upload.ts'
import { checkPdf } from './pdf-check.ts'

/**
 * A message's attachment, from the bytes sent to what is stored (docs/architecture.md#chat-attachments):
 * its type is what its bytes are (magic numbers), never its name or declared type; an image is
 * decoded and written anew as WebP (upright, at most 2048 px a side, no EXIF, GPS or comment);
 * a PDF is stored as sent once pdf-check.ts found nothing active in it.
 */

export interface PreparedAttachment {
  kind: AttachmentKind
  contentType: 'image/webp' | 'application/pdf'
  name: string
  bytes: Uint8Array
  size: number
  sha256: string
  width: number | null
  height: number | null
}

/** Why a file is refused: the message's code (chat.messages.ts). */
export class AttachmentRefusal extends Error {
  readonly code: MessageCode
  constructor(code: MessageCode, options?: ErrorOptions) {
    super(code, options)
    this.name = 'AttachmentRefusal'
    this.code = code
  }
}

export async function prepareAttachment(bytes: Uint8Array, fileName: string): Promise<PreparedAttachment> {
  const sniffed = sniffAttachment(bytes)
  if (!sniffed) throw new AttachmentRefusal('chat.attachment_type')
  if (sniffed.kind === 'pdf') {
    const refusal = await checkPdf(bytes)
    if (refusal === 'encrypted') throw new AttachmentRefusal('chat.attachment_pdf_encrypted')
    if (refusal === 'active_content') throw new AttachmentRefusal('chat.attachment_pdf_active')
    if (refusal === 'unreadable') throw new AttachmentRefusal('chat.attachment_pdf_unreadable')
    return stored('pdf', 'application/pdf', attachmentName(fileName, 'pdf'), bytes, null)
  }
  try {
    const image = await reencodeImage(bytes, sniffed.type, ATTACHMENT_IMAGE_MAX_SIDE)
    return stored('image', 'image/webp', attachmentName(fileName, 'webp'), new Uint8Array(image.data), image)
  } catch (error) {
    if (error instanceof UnreadableImageError)
      throw new AttachmentRefusal(
        error.reason === 'too_many_pixels' ? 'chat.attachment_too_many_pixels' : 'chat.attachment_unreadable_image',
        { cause: error },
      )
    throw error
  }
}

function stored(
  kind: AttachmentKind,
  contentType: PreparedAttachment['contentType'],
  name: string,
  bytes: Uint8Array,
  pixels: { width: number; height: number } | null,
): PreparedAttachment {
  return {
    kind,
    contentType,
    name,
    bytes,
    size: bytes.byteLength,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    width: pixels?.width ?? null,
    height: pixels?.height ?? null,
  }
}

// Control characters, bidirectional overrides (which make "gpj.exe" read "exe.jpg") and what file
// systems refuse in a name.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069<>:"/\\|?*]/g

/**
 * The sender's file name as the recipient's download will be named: its folders dropped, unsafe
 * characters replaced, at most ATTACHMENT_NAME_MAX_LENGTH characters, and the extension of what is
 * stored (a photo.jpg re-encoded is photo.webp; a PDF named .jpg is .pdf).
 */
export function attachmentName(original: string, extension: 'pdf' | 'webp'): string {
  const base = original.split(/[/\\]/).at(-1) ?? ''
  const stem = base
    .normalize('NFC')
    .replace(UNSAFE_NAME_CHARACTERS, ' ')
    .replace(/\.[^.]*$/, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '')
  const kept = Array.from(stem)
    .slice(0, ATTACHMENT_NAME_MAX_LENGTH - extension.length - 1)
    .join('')
    .trim()
  return `${kept === '' ? (extension === 'pdf' ? 'document' : 'image') : kept}.${extension}`
}

/**
 * Content-Disposition with the name twice: plain ASCII for old clients, and UTF-8 (RFC 6266,
 * RFC 8187) for the accents of a French file name.
 */
export function contentDisposition(type: 'attachment' | 'inline', name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_')
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
