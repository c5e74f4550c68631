import sharp, { type Metadata } from 'sharp'

export type UploadedImageType = 'jpeg' | 'png' | 'webp'

/** Uploads are refused past this many bytes (issue 3). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
/** Past this, a small file can still be a decompression bomb: refused before decoding. */
export const MAX_INPUT_PIXELS = 40_000_000
/** Avatars are shown at 80 px at most (160 px on dense screens): 1024 leaves room for growth. */
const AVATAR_MAX_SIDE = 1024

/**
 * What the bytes are, from their first bytes (magic numbers), never from the file's name or the
 * browser's Content-Type (SECURITY.md "Uploads"). Anything else, SVG included, is undefined.
 */
export function sniffImageType(bytes: Uint8Array): UploadedImageType | undefined {
  const starts = (signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte)
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg'
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp'
  return undefined
}

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
 * 1024 px a side, and with no metadata at all (sharp writes none unless asked: EXIF, GPS, camera
 * serial and comments stay behind). Only the first frame of an animation is kept.
 */
export async function reencodeAvatar(bytes: Uint8Array, type: UploadedImageType): Promise<Buffer> {
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
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: AVATAR_MAX_SIDE, height: AVATAR_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer()
  } catch (error) {
    throw new UnreadableImageError('unreadable', { cause: error })
  }
}
