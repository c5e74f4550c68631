import { type ComplianceWarning, MAX_NURSES_PER_HOLDER_DAY, NON_COMPETE_WARNING_DAYS } from '#shared/replacements.ts'
import type { Db } from '../../db/connect.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import { type Locale, translate } from '../../i18n/messages.ts'
import { formatDay, formatDays } from '../replacements/marketplace-http.ts'
import { holderFullDays, nurseBusyDays } from './applications.repository.ts'

/**
 * What the product checks of the rules of replacement (docs/product.md#who-may-replace, Code de la santé publique):
 * refusals that make an accept impossible, and warnings the holder reads before and after.
 */

/**
 * Refuses (422, in the holder's language) an accept that would give the holder more than two
 * replacement nurses on a day (R4312-83), or put the nurse on two replacements the same day.
 * Run inside the accepting transaction, after lockPeople().
 */
export async function assertCompliant(
  db: Db,
  input: { holderId: number; nurseId: number; days: string[]; locale: Locale },
): Promise<void> {
  const full = await holderFullDays(db, input.holderId, input.nurseId, input.days)
  if (full.length > 0) {
    const params = { max: MAX_NURSES_PER_HOLDER_DAY, days: formatDays(input.locale, full) }
    throw fieldErrors(input.locale, 'compliance.holder_day_limit', { dates: 'compliance.holder_day_limit' }, { params })
  }
  const busy = await nurseBusyDays(db, input.nurseId, input.days)
  if (busy.length > 0) {
    const params = { days: formatDays(input.locale, busy) }
    throw fieldErrors(input.locale, 'compliance.nurse_overlap', { dates: 'compliance.nurse_overlap' }, { params })
  }
}

/**
 * Warnings, never refusals: the replacement authorisation (valid a year, renewable) missing or
 * ending before the last day; more than three months of days replacing this holder (R4312-87),
 * counting the days already accepted and the ones at stake.
 */
export function complianceWarnings(
  locale: Locale,
  input: { authorisationExpiresOn: string | null; lastDay: string | null; replacedDays: number },
): ComplianceWarning[] {
  const warnings: ComplianceWarning[] = []
  if (input.authorisationExpiresOn === null) {
    warnings.push({ code: 'authorisation_missing', message: translate(locale, 'compliance.authorisation_missing') })
  } else if (input.lastDay !== null && input.authorisationExpiresOn < input.lastDay) {
    warnings.push({
      code: 'authorisation_expires',
      message: translate(locale, 'compliance.authorisation_expires', { date: formatDay(locale, input.authorisationExpiresOn) }),
    })
  }
  if (input.replacedDays > NON_COMPETE_WARNING_DAYS) {
    warnings.push({ code: 'non_compete', message: translate(locale, 'compliance.non_compete', { days: input.replacedDays }) })
  }
  return warnings
}

/** Days of the union of what was replaced and what is at stake. */
export function unionSize(replaced: Set<string> | undefined, days: string[]): number {
  const all = new Set(replaced)
  for (const day of days) all.add(day)
  return all.size
}
