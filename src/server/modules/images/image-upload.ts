import sharp, { type Metadata } from 'sharp'
import { MAX_UPLOAD_BYTES, sniffImageType, type UploadedImageType } from '#shared/image-upload.ts'

// The byte and type rules are the ones the browser checks too (src/shared/image-upload.ts).
export { MAX_UPLOAD_BYTES, sniffImageType, type UploadedImageType }

/** Past this, a small file can still be a decompression bomb: refused before decoding. */
export const MAX_INPUT_PIXELS = 40_000_000
/** Avatars are shown at 80 px at most (160 px on dense screens): 1024 leaves room for growth. */
const AVATAR_MAX_SIDE = 1024

export class UnreadableImageError extends Error {
  readonly reason: 'unreadable' | 'too_many_pixels'
  constructor(reason: 'unreadable' | 'too_many_pixels', options?: ErrorOptions) {
    super(`Image ${reason}`, options)
    this.name = 'UnreadableImageError'
    this.reason = reason
  }
}

/**
 * Decodes the image and writes a new WebP of it: turned upright per its EXIF orientation, at most
 * `maxSide` px a side, and with no metadata at all (sharp writes none unless asked: EXIF, GPS,
 * camera serial and comments stay behind). Only the first frame of an animation is kept. Avatars
 * and chat attachments (modules/chat/chat-attachments.ts) share it.
 */
export async function reencodeImage(
  bytes: Uint8Array,
  type: UploadedImageType,
  maxSide: number,
): Promise<{ data: Buffer; width: number; height: number }> {
  let metadata: Metadata
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch (error) {
    throw new UnreadableImageError('unreadable', { cause: error })
  }
  // The decoder must be the one the magic bytes announced (no polyglot reaching another one).
  if (metadata.format !== type) throw new UnreadableImageError('unreadable')
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) throw new UnreadableImageError('too_many_pixels')
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true })
    return { data, width: info.width, height: info.height }
  } catch (error) {
    throw new UnreadableImageError('unreadable', { cause: error })
  }
}

/** The avatar's WebP (reencodeImage at 1024 px a side). */
export async function reencodeAvatar(bytes: Uint8Array, type: UploadedImageType): Promise<Buffer> {
  return (await reencodeImage(bytes, type, AVATAR_MAX_SIDE)).data
}
