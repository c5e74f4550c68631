import type { Context } from 'hono'
import type { Transaction } from 'kysely'
import type { z } from 'zod'
import type { Db } from '../../db/connect.ts'
import type { Database } from '../../db/database.ts'
import type { AppEnv } from '../../http/types.ts'
import { readJsonBody, validateData } from '../../http/validate.ts'
import type { Locale } from '../../i18n/messages.ts'
import { dateFormat } from '#shared/date-format.ts'

/** Helpers the offers' and the applications' routes share. */

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

// Deadlock and serialization failure: PostgreSQL chose this transaction to fail, a retry succeeds.
const RETRYABLE_CODES = new Set(['40P01', '40001'])
const ATTEMPTS = 3

/**
 * A transaction retried when PostgreSQL reports a deadlock or a serialization failure
 * (docs/security.md R2). Anything else, an HttpError included, rolls back and is thrown as it is.
 */
export async function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work)
    } catch (error) {
      const code = (error as { code?: unknown }).code
      if (attempt >= ATTEMPTS || typeof code !== 'string' || !RETRYABLE_CODES.has(code)) throw error
    }
  }
}
