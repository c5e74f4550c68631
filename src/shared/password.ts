/**
 * Password rules both sides apply (docs/security.md#passwords-registration-login): a length, no composition rules, no
 * truncation, and no password built on the site's or the person's own words. The server also
 * refuses the most common passwords (its list is too big for the client bundle).
 */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

/** The generator's length and alphabet (docs/product.md#validation). */
export const GENERATED_PASSWORD_LENGTH = 12
export const GENERATED_PASSWORD_ALPHABET =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*()_+[]{}|;:,.<>?'

/** Words of the site itself: a password built on them is the first one an attacker tries. */
export const SITE_WORDS = ['releve', 'infirmier', 'infirmiere', 'infirmieres', 'infirmiers'] as const

// Shorter pieces of a name ("Li", "Eve") are inside too many good passwords to be refused.
const MIN_CONTEXT_WORD_LENGTH = 4

/**
 * The same password typed on a Mac, a phone or Windows can reach us in different Unicode forms:
 * hash and measure its NFKC form (NIST SP 800-63B §5.1.1.2).
 */
export function normalizePassword(password: string): string {
  return password.normalize('NFKC')
}

/** Length in characters as people count them (code points), not UTF-16 units. */
export function passwordLength(password: string): number {
  return [...normalizePassword(password)].length
}

export interface PasswordContext {
  email?: string | null | undefined
  first_name?: string | null | undefined
  last_name?: string | null | undefined
}

/** Lowercase, no accents, letters and digits only: "Relève!" and "RELEVE" are the same word. */
export function foldWord(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')
}

/** The words a password must not contain: the site's, the e-mail's local part and the names. */
export function contextWords(context: PasswordContext): string[] {
  const words = new Set<string>(SITE_WORDS)
  const local = context.email?.split('@')[0] ?? ''
  // "camille.durand" gives camilledurand, camille and durand.
  for (const raw of [
    local,
    ...local.split(/[._+-]/),
    ...[context.first_name, context.last_name].flatMap((n) => (n ?? '').split(/[\s'’-]+/)),
  ]) {
    const word = foldWord(raw)
    if (word.length >= MIN_CONTEXT_WORD_LENGTH) words.add(word)
  }
  return [...words]
}

/** Whether the password contains one of the context words (case and accents ignored). */
export function containsContextWord(password: string, context: PasswordContext): boolean {
  const folded = foldWord(normalizePassword(password))
  return contextWords(context).some((word) => folded.includes(word))
}

/**
 * A random password (docs/product.md#validation) from the platform's CSPRNG, without modulo bias: bytes past the
 * largest multiple of the alphabet's length are drawn again.
 */
export function generatePassword(length: number = GENERATED_PASSWORD_LENGTH): string {
  const alphabet = GENERATED_PASSWORD_ALPHABET
  const limit = 256 - (256 % alphabet.length)
  let result = ''
  while (result.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2))
    for (const byte of bytes) {
      if (byte < limit && result.length < length) result += alphabet[byte % alphabet.length]
    }
  }
  return result
}
