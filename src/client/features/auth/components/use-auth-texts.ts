import { useLingui } from '@lingui/react/macro'
import { failureKind, serverMessage, unreachableMessage } from '#client/lib/forms/failure.ts'
import { useMessageText } from '#client/lib/forms/validation-messages.ts'
import { authErrorMessage, authTexts } from '../auth-messages.ts'

/**
 * The words of the account forms (docs/product.md#messages): `message` turns a schema code into
 * its sentence in the reader's language (the server's own sentences pass as they are), `failure`
 * says a failed submit that is not about a field.
 */
export function useAuthTexts() {
  const { i18n } = useLingui()
  return {
    message: useMessageText(authErrorMessage),
    failure(error: unknown): string {
      if (failureKind(error) === 'unreachable') return i18n._(unreachableMessage)
      return serverMessage(error) ?? i18n._(authTexts.genericError)
    },
  }
}
