/**
 * Intl formatters, made once per locale and options: building one (the time zone's rules, the
 * locale's data) costs far more than formatting with it, and a list renders the same few formats
 * for each of its rows at every render. Measured in a profile of the replacements list on a
 * slowed-down phone, where the cards' dates were most of their time (docs/architecture.md#quality-bars).
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()
const numberFormats = new Map<string, Intl.NumberFormat>()
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>()

function cached<T>(cache: Map<string, T>, locale: string, options: object, make: () => T): T {
  const key = `${locale}\u0000${JSON.stringify(options)}`
  let found = cache.get(key)
  if (!found) {
    found = make()
    cache.set(key, found)
  }
  return found
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options))
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options))
}

export function relativeTimeFormat(locale: string, options: Intl.RelativeTimeFormatOptions = {}): Intl.RelativeTimeFormat {
  return cached(relativeTimeFormats, locale, options, () => new Intl.RelativeTimeFormat(locale, options))
}
