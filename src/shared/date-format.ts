import { dateTimeFormat } from './intl.ts'

/**
 * Intl.DateTimeFormat with French typography: the first day of a month is an ordinal, "1er mars"
 * (and "1er–14 mars", "dim. 1er mars"), which Intl writes "1 mars". Only where the month is a
 * word: "01/03/2026" stays as it is. The screens and the mails that write a day with its month's
 * name format it here, so the rule lives in one place.
 */
export interface DateFormat {
  format: (date: Date | number) => string
  formatRange: (from: Date | number, to: Date | number) => string
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): DateFormat {
  const intl = dateTimeFormat(locale, options)
  const ordinal = locale.toLowerCase().startsWith('fr')
  return {
    format: (date) => (ordinal ? withFirstOrdinal(intl.formatToParts(date)) : intl.format(date)),
    formatRange: (from, to) => (ordinal ? withFirstOrdinal(intl.formatRangeToParts(from, to)) : intl.formatRange(from, to)),
  }
}

/** `dateFormat(locale, options).format(date)`, for a single use. */
export function formatDate(locale: string, date: Date | number, options: Intl.DateTimeFormatOptions): string {
  return dateFormat(locale, options).format(date)
}

function withFirstOrdinal(parts: readonly Intl.DateTimeFormatPart[]): string {
  const monthInWords = parts.some((part) => part.type === 'month' && !/^\d+$/.test(part.value))
  return parts.map((part) => (monthInWords && part.type === 'day' && part.value === '1' ? '1er' : part.value)).join('')
}
