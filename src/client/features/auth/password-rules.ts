import {
  containsContextWord,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordContext,
  passwordLength,
} from '#shared/password.ts'

/** docs/security.md#passwords-registration-login: 8 characters required, 12 or more advised; no composition rules. */
export const ADVISED_PASSWORD_LENGTH = 12

export interface PasswordChecks {
  /** Required: 8 characters or more (and no more than the maximum). */
  length: boolean
  /** Advised only: 12 characters or more. */
  advisedLength: boolean
  /** Required: neither the site's name nor the person's names or e-mail inside. */
  noPersonalWords: boolean
}

/**
 * The live checklist under a new password, with the rules the server applies (src/shared/
 * password.ts). The list of common passwords stays on the server: it answers at submission.
 */
export function checkPassword(password: string, context: PasswordContext): PasswordChecks {
  const length = passwordLength(password)
  return {
    length: length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH,
    advisedLength: length >= ADVISED_PASSWORD_LENGTH,
    noPersonalWords: password !== '' && !containsContextWord(password, context),
  }
}

/** Whether the required rules hold (the advised length is a suggestion). */
export function meetsRequiredRules(checks: PasswordChecks): boolean {
  return checks.length && checks.noPersonalWords
}
