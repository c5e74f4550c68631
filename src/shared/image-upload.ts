/**
 * The avatar upload rules both sides check (docs/security.md#uploads): JPEG, PNG or WebP
 * recognised by their first bytes, 5 MB at most. The browser checks first for a clear message;
 * the server checks again and re-encodes.
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

export type UploadedImageType = 'jpeg' | 'png' | 'webp'

/** The MIME types a file picker may offer (`accept`); the bytes decide in the end. */
export const acceptedImageMimeTypes = ['image/jpeg', 'image/png', 'image/webp'] as const

/** What the bytes are, from their magic numbers; anything else (SVG, GIF, HEIC…) is undefined. */
export function sniffImageType(bytes: Uint8Array): UploadedImageType | undefined {
  const starts = (signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte)
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg'
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp'
  return undefined
}
