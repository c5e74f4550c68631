import { numberFormat } from '#shared/intl.ts'

/** A file's size as its readers write it: "820 ko", "1,2 Mo" in French, "1.2 MB" in English. */
export function fileSize(bytes: number, locale: string): string {
  const megabytes = bytes >= 1024 * 1024
  return numberFormat(locale, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / (1024 * 1024) : Math.max(1, bytes / 1024))
}
