import { consecutiveRanges, eachDay } from '#shared/dates.ts'
import type { Shift } from '#shared/replacements.ts'
import type { Locale } from '../../i18n/messages.ts'
import type { AcceptedReplacement } from './calendar.repository.ts'
import { type AllDayEvent, type Calendar, writeCalendar } from './ical.ts'

const shiftLabels: Record<Locale, Record<Shift, string>> = {
  fr: { matin: 'matin', apres_midi: 'après-midi', soir: 'soir', journee: 'journée' },
  en: { matin: 'morning', apres_midi: 'afternoon', soir: 'evening', journee: 'full day' },
}

/** The days a nurse replaces: the days accepted, else the offer's chosen days, else its range. */
function replacedDays(replacement: AcceptedReplacement): string[] {
  if (replacement.accepted_days && replacement.accepted_days.length > 0) return replacement.accepted_days
  if (replacement.offer_days && replacement.offer_days.length > 0) return replacement.offer_days
  return eachDay(replacement.start_date, replacement.end_date)
}

/**
 * The feed of a nurse's accepted replacements: one all-day event per run of consecutive days
 * (a split offer gives several), with the commune, the shifts and the holder's name. The UID is
 * made of the application and the run's first day, so it stays the same from one fetch to the
 * next and a calendar updates the event rather than duplicating it.
 */
export function replacementsCalendar(replacements: AcceptedReplacement[], options: { locale: Locale; appUrl: string }): string {
  const { locale, appUrl } = options
  const host = new URL(appUrl).hostname
  const events: AllDayEvent[] = []
  for (const replacement of replacements) {
    const holder = [replacement.holder_first_name, replacement.holder_last_name].filter(Boolean).join(' ')
    const place = replacement.postal_code ? `${replacement.commune_name} (${replacement.postal_code})` : replacement.commune_name
    const shifts = (replacement.shifts as Shift[]).map((shift) => shiftLabels[locale][shift] ?? shift).join(', ')
    const url = new URL(`/dashboard/replacements/detail/${replacement.replacement_id}`, appUrl).toString()
    const description =
      locale === 'en'
        ? [
            holder ? `Replacing ${holder} in ${place}.` : `Replacement in ${place}.`,
            shifts ? `Shifts: ${shifts}.` : '',
            replacement.retrocession_percent !== null ? `Paid to you: ${replacement.retrocession_percent}%.` : '',
            url,
          ]
        : [
            holder ? `Remplacement de ${holder} à ${place}.` : `Remplacement à ${place}.`,
            shifts ? `Tournées : ${shifts}.` : '',
            replacement.retrocession_percent !== null ? `Rétrocession : ${replacement.retrocession_percent} %.` : '',
            url,
          ]
    for (const run of consecutiveRanges(replacedDays(replacement))) {
      events.push({
        uid: `application-${replacement.application_id}-${run.start.replaceAll('-', '')}@${host}`,
        stamp: replacement.stamp,
        first: run.start,
        last: run.end,
        summary: locale === 'en' ? `Replacement – ${replacement.commune_name}` : `Remplacement – ${replacement.commune_name}`,
        description: description.filter(Boolean).join('\n'),
        location: place,
        url,
      })
    }
  }
  const calendar: Calendar = {
    prodId: '-//Relève//Remplacements//FR',
    name: locale === 'en' ? 'Relève – my replacements' : 'Relève – mes remplacements',
    description: locale === 'en' ? 'Your accepted replacements on Relève' : 'Vos remplacements acceptés sur Relève',
    events,
  }
  return writeCalendar(calendar)
}
