import { readFileSync } from 'node:fs'
import { containsContextWord, normalizePassword, type PasswordContext } from '#shared/password.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import type { Locale } from '../../i18n/messages.ts'

// Read once, lazily: most requests never choose a password.
let common: Set<string> | undefined
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#')),
  )
  return common
}

/**
 * What the shared schema cannot check without the server's list (docs/security.md#passwords-registration-login): a
 * common password, or one built on the site's name, the email or the person's names. Throws a
 * 422 on `password`, in the shape of every validation error.
 */
export function assertPasswordAllowed(password: string, context: PasswordContext, locale: Locale, field = 'password') {
  const code = commonPasswords().has(normalizePassword(password).toLowerCase())
    ? 'password.too_common'
    : containsContextWord(password, context)
      ? 'password.context'
      : undefined
  if (!code) return
  throw fieldErrors(locale, 'validation.failed', { [field]: code })
}
