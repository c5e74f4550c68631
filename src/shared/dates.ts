import { z } from 'zod'

/**
 * A calendar day as YYYY-MM-DD, the only way dates cross the API: days of offers, of an
 * availability, of an authorisation are civil dates in France, never instants in a time zone.
 */
export const isoDate = z
  .string('date.invalid')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date.invalid')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  }, 'date.invalid')

const DAY_MS = 86_400_000

/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
export function daysBetweenInclusive(from: string, to: string): number {
  const span = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)
  return span < 0 ? 0 : Math.round(span / DAY_MS) + 1
}

/** Every day from `from` to `to`, both included, as YYYY-MM-DD. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = []
  for (let t = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); t <= end; t += DAY_MS)
    days.push(new Date(t).toISOString().slice(0, 10))
  return days
}

// Built once, at first use: a formatter costs far more to make than to use (the search asks on
// every request), and its time zone's data is costly to load, which a screen that never asks
// for today (the offers' search on a phone) should not pay when the module loads.
// en-CA writes dates as YYYY-MM-DD.
let parisDay: Intl.DateTimeFormat | undefined

/** Today's date in France (offers, expiry and "today or tomorrow" are Paris days). */
export function parisToday(now: Date): string {
  parisDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' })
  return parisDay.format(now)
}

export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10)
}

/** Sorted days grouped into runs of consecutive days: ['03', '04', '06'] → [03–04], [06–06]. */
export function consecutiveRanges(days: readonly string[]): { start: string; end: string }[] {
  const ranges: { start: string; end: string }[] = []
  for (const day of [...new Set(days)].sort()) {
    const last = ranges.at(-1)
    if (last && addDays(last.end, 1) === day) last.end = day
    else ranges.push({ start: day, end: day })
  }
  return ranges
}
