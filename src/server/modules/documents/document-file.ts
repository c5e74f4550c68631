import { createHash } from 'node:crypto'
import { sniffDocument } from '#shared/documents.ts'
import type { MessageCode } from '../../i18n/messages.ts'
import { attachmentName } from '../chat/chat-attachments.ts'
import { checkPdf } from '../chat/pdf-check.ts'
import { reencodeImage, UnreadableImageError } from '../images/image-upload.ts'

/**
 * A verification document, from the bytes sent to what is stored (docs/security.md#uploads): its
 * type is what its bytes are (a PDF, a JPEG or a PNG by their magic numbers; never the name or the
 * declared type); an image is decoded under a pixel limit (a decompression bomb is refused before
 * decoding) and written anew as WebP without any metadata; a PDF is parsed and refused when it
 * carries JavaScript, launch actions, embedded files, rich media or forms, or is encrypted
 * (chat/pdf-check.ts, the check message attachments pass).
 */

/** Scans and photos of papers stay readable at this many pixels a side. */
const DOCUMENT_IMAGE_MAX_SIDE = 2400

export interface PreparedDocument {
  contentType: 'image/webp' | 'application/pdf'
  fileName: string
  bytes: Uint8Array
  size: number
  sha256: string
}

export class DocumentRefusal extends Error {
  readonly code: MessageCode
  constructor(code: MessageCode, options?: ErrorOptions) {
    super(code, options)
    this.name = 'DocumentRefusal'
    this.code = code
  }
}

export async function prepareDocument(bytes: Uint8Array, originalName: string): Promise<PreparedDocument> {
  const type = sniffDocument(bytes)
  if (!type) throw new DocumentRefusal('documents.type')
  if (type === 'pdf') {
    const refusal = await checkPdf(bytes)
    if (refusal === 'encrypted') throw new DocumentRefusal('documents.pdf_encrypted')
    if (refusal === 'active_content') throw new DocumentRefusal('documents.pdf_active')
    if (refusal === 'unreadable') throw new DocumentRefusal('documents.pdf_unreadable')
    return prepared('application/pdf', attachmentName(originalName, 'pdf'), bytes)
  }
  try {
    const image = await reencodeImage(bytes, type, DOCUMENT_IMAGE_MAX_SIDE)
    return prepared('image/webp', attachmentName(originalName, 'webp'), new Uint8Array(image.data))
  } catch (error) {
    if (error instanceof UnreadableImageError)
      throw new DocumentRefusal(error.reason === 'too_many_pixels' ? 'documents.too_many_pixels' : 'documents.unreadable_image', {
        cause: error,
      })
    throw error
  }
}

function prepared(contentType: PreparedDocument['contentType'], fileName: string, bytes: Uint8Array): PreparedDocument {
  return { contentType, fileName, bytes, size: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') }
}
