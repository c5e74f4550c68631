import { addDays } from '#shared/dates.ts'
import { MAX_OFFER_DAYS, missingForPublication, URGENT_ANSWER_WINDOW_MINUTES, type Urgency } from '#shared/replacements.ts'
import type { MessageCode } from '../../i18n/messages.ts'

/** The date fields of an offer as stored: a range, or chosen days with their first and last. */
export interface OfferDates {
  start_date: string | null
  end_date: string | null
  days: string[] | null
}

/**
 * The dates an offer gets from an input (create or PUT) over what it had: chosen days win and
 * set start and end; a start or end sent alone means a range (the chosen days are dropped);
 * `days: null` or `[]` alone turns chosen days back into their range.
 */
export function mergeDates(
  stored: OfferDates,
  input: { start_date?: string | null | undefined; end_date?: string | null | undefined; days?: string[] | null | undefined },
): OfferDates {
  if (input.days && input.days.length > 0) {
    const days = [...new Set(input.days)].sort()
    return { start_date: days[0] ?? null, end_date: days[days.length - 1] ?? null, days }
  }
  if (input.start_date !== undefined || input.end_date !== undefined) {
    return {
      start_date: input.start_date === undefined ? stored.start_date : input.start_date,
      end_date: input.end_date === undefined ? stored.end_date : input.end_date,
      days: null,
    }
  }
  const kept = { start_date: stored.start_date, end_date: stored.end_date }
  if (input.days !== undefined) return { ...kept, days: null }
  return { ...kept, days: stored.days }
}

/**
 * What is wrong with dates merged from an input and the stored offer (the schema only saw the
 * input): field → code, empty when fine.
 */
export function mergedDateProblems(dates: OfferDates): Record<string, MessageCode> {
  if (!dates.start_date || !dates.end_date) return {}
  if (dates.end_date < dates.start_date) return { end_date: 'dates.order' }
  const span = (Date.parse(`${dates.end_date}T00:00:00Z`) - Date.parse(`${dates.start_date}T00:00:00Z`)) / 86_400_000 + 1
  if (span > MAX_OFFER_DAYS) return { end_date: 'dates.too_long' }
  return {}
}

export interface PublishableOffer extends OfferDates {
  commune_insee: string | null
  shifts: string[]
  retrocession_percent: number | null
  urgency: Urgency
}

/**
 * Why an offer cannot be published (or stay published after an edit): the missing fields, dates
 * that are past, an immediate offer that does not start today or tomorrow (Paris days).
 */
export function publicationProblems(offer: PublishableOffer, today: string): Record<string, MessageCode> {
  const problems = { ...missingForPublication(offer) } as Record<string, MessageCode>
  if (problems.start_date) return problems
  if (offer.end_date && offer.end_date < today) problems.end_date = 'dates.past'
  else if (
    offer.urgency === 'immediate' &&
    offer.start_date &&
    (offer.start_date < today || offer.start_date > addDays(today, 1))
  )
    problems.start_date = 'dates.immediate'
  return problems
}

/** Urgent and immediate offers collect answers for a while before the holder chooses (docs/product.md#fairness). */
export function answerWindowEnd(urgency: Urgency, publishedAt: Date): Date | null {
  return urgency === 'normal' ? null : new Date(publishedAt.getTime() + URGENT_ANSWER_WINDOW_MINUTES * 60_000)
}
