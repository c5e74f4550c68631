import { dateFormat } from '#shared/date-format.ts'
import { dateTimeFormat, numberFormat } from '#shared/intl.ts'

/**
 * How an offer's days read: a range ("3–14 mars 2026") or chosen days ("lun. 3 mars, mer. 5 mars
 * +2"). Dates are civil days (YYYY-MM-DD), formatted in UTC so that no time zone shifts them.
 */

const MAX_DAYS_LISTED = 4

function day(value: string): Date {
  return new Date(`${value}T00:00:00Z`)
}

export function formatDay(locale: string, value: string, options: Intl.DateTimeFormatOptions = {}): string {
  return dateFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC', ...options }).format(day(value))
}

export function formatDayRange(locale: string, from: string, to: string): string {
  const format = dateFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
  return from === to ? format.format(day(from)) : format.formatRange(day(from), day(to))
}

/** The listed days and how many more there are, for "… +2". */
export function chosenDaysText(locale: string, days: readonly string[]): { listed: string; more: number } {
  const format = dateFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
  const sorted = [...days].sort()
  return {
    listed: sorted
      .slice(0, MAX_DAYS_LISTED)
      .map((value) => format.format(day(value)))
      .join(', '),
    more: Math.max(0, sorted.length - MAX_DAYS_LISTED),
  }
}

/** "14:30" (or "2:30 PM") in France's time: answer windows are French instants. */
export function formatTime(locale: string, instant: string): string {
  return dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris' }).format(new Date(instant))
}

/** "12 mars à 14:05"-style date and time of an instant, in France's time. */
export function formatDateTime(locale: string, instant: string | number | Date): string {
  return dateFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(new Date(instant))
}

/** The French day of an instant ("12 mars 2026"). */
export function formatInstantDay(locale: string, instant: string): string {
  return dateFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(new Date(instant))
}

export function formatDistance(locale: string, km: number): string {
  return numberFormat(locale, { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km)
}

/**
 * The French day of an instant, without the year when it is this year's: "26 novembre",
 * "1er mars", "3 janvier 2028". For an answer window's end, read beside its time.
 */
export function formatInstantDayMonth(locale: string, instant: string, now: number = Date.now()): string {
  const paris = (value: number | string, options: Intl.DateTimeFormatOptions) =>
    dateTimeFormat(locale, { timeZone: 'Europe/Paris', ...options }).format(new Date(value))
  const sameYear = paris(instant, { year: 'numeric' }) === paris(now, { year: 'numeric' })
  return dateFormat(locale, {
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: 'Europe/Paris',
  }).format(new Date(instant))
}
