/**
 * Euros as an admin types them → cents: « 49 », « 49,90 », « 49.9 », « 1 000,50 € ». Anything
 * else (three decimals, letters, blank) is NaN, which the shared schema refuses with its sentence.
 */
export function eurosToCents(text: string): number {
  const plain = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.')
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(plain)) return Number.NaN
  const [units = '0', decimals = ''] = plain.split('.')
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'))
}

/** Cents → the euros a field starts with, in the admin's language: « 49,00 » in French. */
export function centsToEuros(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(
    cents / 100,
  )
}
