import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ReplacementChange } from '#shared/replacements.ts'
import { chosenDaysText, formatDay } from './replacement-dates.ts'

/**
 * One line per changed field of a published offer ("Rétrocession : 80 % → 85 %"), the change
 * history applicants must see. Only dates and the percentage are recorded.
 */
export interface ChangeLine {
  field: string
  label: string
  from: string
  to: string
}

const labels = {
  retrocession_percent: msg`Rétrocession`,
  start_date: msg`Début`,
  end_date: msg`Fin`,
  days: msg`Jours choisis`,
}

function valueText(i18n: I18n, field: string, value: unknown): string {
  if (value === null || value === undefined) return '—'
  if (field === 'retrocession_percent' && typeof value === 'number') return `${value} %`
  if ((field === 'start_date' || field === 'end_date') && typeof value === 'string') return formatDay(i18n.locale, value)
  if (field === 'days' && Array.isArray(value)) {
    const { listed, more } = chosenDaysText(
      i18n.locale,
      value.filter((day): day is string => typeof day === 'string'),
    )
    return more > 0 ? `${listed} +${more}` : listed
  }
  return String(value)
}

export function changeLines(i18n: I18n, change: ReplacementChange): ChangeLine[] {
  return Object.entries(change.changes).map(([field, { from, to }]) => ({
    field,
    label: field in labels ? i18n._(labels[field as keyof typeof labels]) : field,
    from: valueText(i18n, field, from),
    to: valueText(i18n, field, to),
  }))
}
