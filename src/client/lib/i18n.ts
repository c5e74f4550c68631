import { i18n } from '@lingui/core'

export const locales = ['fr', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'fr'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/**
 * French, the source language, needs no catalog: the code carries each message already compiled
 * (source-messages.ts). Other languages load theirs.
 */
export async function activateLocale(locale: Locale) {
  const messages = locale === 'en' ? (await import('../../locales/en/messages.po')).messages : {}
  i18n.loadAndActivate({ locale, messages })
}

export { i18n }
