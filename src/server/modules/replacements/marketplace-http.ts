import type { Context } from 'hono'
import type { z } from 'zod'
import { dateFormat } from '#shared/date-format.ts'
import { parisToday } from '#shared/dates.ts'
import type { AppEnv } from '../../http/types.ts'
import { readJsonBody, validateData } from '../../http/validate.ts'
import type { Locale } from '../../i18n/messages.ts'

/** Helpers the offers' and the applications' routes share. */

/** The moment and the language of a request, as the marketplace's rules need them. */
export interface RequestClock {
  now: Date
  /** The Paris day of `now`. */
  today: string
  locale: Locale
}

export function requestClock(c: Context<AppEnv>): RequestClock {
  const now = c.get('deps').clock.now()
  return { now, today: parisToday(now), locale: c.get('locale') }
}

/**
 * A JSON body that may be left out entirely (`POST …/cancel` with nothing to say): an empty body,
 * with or without a JSON Content-Type, reads as `{}`.
 */
export async function validateOptionalJson<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  const empty = (await c.req.text()).trim() === ''
  return validateData(schema, empty ? {} : await readJsonBody(c), c.get('locale'))
}

/** A day as people read it: "2 mars 2026", "2 March 2026". */
export function formatDay(locale: Locale, day: string): string {
  return dateFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))
}

/** A few days listed ("2 mars 2026, 3 mars 2026 …"): the first five, then how many more. */
export function formatDays(locale: Locale, days: string[]): string {
  const shown = days.slice(0, 5).map((day) => formatDay(locale, day))
  const more = days.length - shown.length
  return more > 0 ? `${shown.join(', ')} (+${more})` : shown.join(', ')
}

/** A time of day in France: "14:30". */
export function formatParisTime(locale: Locale, instant: Date): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Paris',
  }).format(instant)
}
