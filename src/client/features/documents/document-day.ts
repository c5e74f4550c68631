import { dateFormat } from '#shared/date-format.ts'

/**
 * A document's date as a day, the way every documents screen writes it: a civil date (an end
 * date, `YYYY-MM-DD`) as written, a moment (sent, reviewed, validated) as its day in Paris.
 */
export function documentDay(locale: string, value: string): string {
  return value.length === 10
    ? dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`))
    : dateFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(new Date(value))
}
