import { getBrowserCookie, setBrowserCookie } from './cookies.ts'
import { activateLocale, defaultLocale, isLocale, type Locale } from './i18n.ts'

/** The language lives in the `lang` cookie so the server answers in it too (Accept-Language). */
export const localeCookie = 'lang'
const oneYearSeconds = 365 * 24 * 60 * 60

export function localeFromCookie(value: string | null): Locale {
  return isLocale(value) ? value : defaultLocale
}

export function currentLocale(): Locale {
  return localeFromCookie(getBrowserCookie(localeCookie))
}

/** Switches the interface language: cookie for a year, <html lang>, then the catalog. */
export async function switchLocale(locale: Locale): Promise<void> {
  setBrowserCookie(localeCookie, locale, { maxAgeSeconds: oneYearSeconds, sameSite: 'Lax' })
  await applyLocale(locale)
}

export async function applyLocale(locale: Locale): Promise<void> {
  await activateLocale(locale)
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}
