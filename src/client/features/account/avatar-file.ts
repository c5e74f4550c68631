import { MAX_UPLOAD_BYTES, sniffImageType } from '#shared/image-upload.ts'

export type AvatarFileProblem = 'type' | 'size' | 'empty'

/**
 * Checks a chosen photo before sending it: a JPEG, PNG or WebP by its first bytes (a renamed file
 * is caught), at most 5 MB. The server checks again.
 */
export async function checkAvatarFile(file: File): Promise<AvatarFileProblem | null> {
  if (file.size === 0) return 'empty'
  if (file.size > MAX_UPLOAD_BYTES) return 'size'
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer())
  return sniffImageType(head) ? null : 'type'
}

/** "4,8 Mo": a size as French readers write it. */
export function formatMegabytes(bytes: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))
}
