import { useLingui } from '@lingui/react/macro'
import { authErrorMessage } from '../auth-messages.ts'
import type { FieldErrors } from '../form-errors.ts'

/** `errorOf('email')`: the sentence to show under a field, in the reader's language, or undefined. */
export function useErrorText(errors: FieldErrors) {
  const { i18n } = useLingui()
  return (field: string): string | undefined => {
    const code = errors[field]
    if (code === undefined) return undefined
    const message = authErrorMessage(code)
    return typeof message === 'string' ? message : i18n._(message)
  }
}
