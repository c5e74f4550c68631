import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { dateFormat } from '#shared/date-format.ts'
import type { Shift } from '#shared/replacements.ts'

/** Words of the availability screens: shifts and days as a nurse reads them. */

export const shiftLabels: Record<Shift, MessageDescriptor> = {
  matin: msg`Matin`,
  apres_midi: msg`Après-midi`,
  soir: msg`Soir`,
  journee: msg`Journée`,
}

export function shiftsText(i18n: I18n, list: readonly Shift[]): string {
  return (Object.keys(shiftLabels) as Shift[])
    .filter((shift) => list.includes(shift))
    .map((shift) => i18n._(shiftLabels[shift]))
    .join(', ')
}

const MAX_DAYS_LISTED = 4
const day = (value: string) => new Date(`${value}T00:00:00Z`)

/** "3–14 mars 2026": a range of civil days, never shifted by a time zone. */
export function dayRangeText(locale: string, from: string, to: string): string {
  const format = dateFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
  return from === to ? format.format(day(from)) : format.formatRange(day(from), day(to))
}

/** "lun. 3 mars, mer. 5 mars +2": chosen days, the first four then how many more. */
export function chosenDaysText(locale: string, days: readonly string[]): string {
  const format = dateFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
  const sorted = [...days].sort()
  const listed = sorted
    .slice(0, MAX_DAYS_LISTED)
    .map((value) => format.format(day(value)))
    .join(', ')
  return sorted.length > MAX_DAYS_LISTED ? `${listed} +${sorted.length - MAX_DAYS_LISTED}` : listed
}
