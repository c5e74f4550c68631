import type { PlanInterval } from '#shared/subscriptions.ts'

const DAY_MS = 86_400_000

/** `from` plus one plan interval; the 31st plus a month is the last day of the next month. */
export function addInterval(from: Date, interval: PlanInterval): Date {
  const result = new Date(from)
  const day = result.getUTCDate()
  result.setUTCDate(1)
  if (interval === 'year') result.setUTCFullYear(result.getUTCFullYear() + 1)
  else result.setUTCMonth(result.getUTCMonth() + 1)
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate()
  result.setUTCDate(Math.min(day, lastDay))
  return result
}

export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS)
}

/** The calendar year in France of an instant: invoices are numbered per year. */
export function parisYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Paris', year: 'numeric' }).format(at))
}

/** A date as a French invoice prints it: 26/11/2026 (Paris time). */
export function frenchDate(at: Date | string): string {
  return new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(at),
  )
}
