import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  checkThisField,
  personalValidationMessages,
  sharedValidationMessages,
  useMessageText,
  type ValidationMessages,
} from '#client/lib/forms/validation-messages.ts'

/**
 * The shared schemas speak in stable codes ('rpps.checksum'); checked in the browser, these are
 * the sentences shown (the server says the same in its 422 answers): the shared ones, the
 * addresses worded to the person, and the settings' own.
 */
const byCode: ValidationMessages = {
  ...sharedValidationMessages,
  ...personalValidationMessages,
  'validation.invalid': checkThisField,
  // Written with a plain space before the colon, hence a Lingui id of its own.
  'rpps.checksum': msg`Ce numéro RPPS n’est pas valide : vérifiez-le sur votre carte CPS.`,
  'bio.too_long': msg`Votre présentation ne peut pas dépasser 1 000 caractères.`,
  'street.too_long': msg`L’adresse ne peut pas dépasser 200 caractères.`,
  'postal_code.invalid': msg`Le code postal compte 5 chiffres.`,
  'commune.postal_code_needed': msg`Pour une adresse, il faut le code postal : tapez-le, ou choisissez l’arrondissement.`,
}

export function validationMessage(code: string): MessageDescriptor {
  return byCode[code] ?? checkThisField
}

/** `message` for lib/forms: a schema code → its sentence in the reader's language. */
export function useValidationText(): (code: string) => string {
  return useMessageText(validationMessage)
}
