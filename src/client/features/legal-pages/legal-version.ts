import { dateFormat } from '#shared/date-format.ts'

/**
 * Versions of the texts members accept. Change the version and the date together whenever a text
 * changes in substance: members are asked to accept the new version.
 */
export const legalVersions = {
  terms: { version: '1.0', date: '2026-11-22' },
  legalChart: { version: '1.0', date: '2026-11-22' },
  privacy: { version: '1.0', date: '2026-11-22' },
} as const

/** '22 novembre 2026' in the reader's language. */
export function formatLegalDate(isoDate: string, locale: string): string {
  return dateFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )
}
