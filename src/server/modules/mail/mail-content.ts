import type { Locale } from '../../i18n/messages.ts'

/**
 * What a mail says, as blocks: one renderer writes both the HTML and the plain-text part from
 * them, so the two never drift apart. Texts are plain (escaped by the renderer), never HTML.
 */
export type MailBlock =
  | { type: 'paragraph'; text: string }
  /** The mail's main action, with its address written out below for clients without buttons. */
  | { type: 'button'; label: string; url: string }
  /** A message written by a person (an admin), shown as a quotation, line breaks kept. */
  | { type: 'quote'; text: string }
  /** Secondary text: why you got this mail, what to do if it was not you. */
  | { type: 'note'; text: string }
  /** Secondary text ending with a plain link of our own site (an unsubscribe link). */
  | { type: 'link'; text: string; label: string; url: string }
  /** A code to type into the app (a confirmation code), set apart and large. */
  | { type: 'code'; code: string }

export interface MailContent {
  subject: string
  /** The line mail clients show after the subject in the inbox. */
  preheader: string
  heading: string
  blocks: MailBlock[]
}

export interface MailContext {
  locale: Locale
  /** An address of the app, always from APP_URL (never from a request's Host header). */
  link(path: string): string
  /** A date and time as people read it in France, e.g. "2 mars 2026 à 10:00". */
  formatDateTime(iso: string): string
}

export interface MailTemplate<Data> {
  /** Keys of `data` holding a secret (a token link): redacted once the mail is sent or failed. */
  secrets?: readonly (keyof Data & string)[]
  render: Record<Locale, (data: Data, context: MailContext) => MailContent>
}

/** "Bonjour Camille," or "Bonjour," when the name is unknown. */
export function greeting(locale: Locale, name: string | null | undefined): string {
  const trimmed = name?.trim()
  if (locale === 'en') return trimmed ? `Hello ${trimmed},` : 'Hello,'
  return trimmed ? `Bonjour ${trimmed},` : 'Bonjour,'
}
