import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  checkThisField,
  isMessageCode,
  personalValidationMessages,
  sharedValidationMessages,
  type ValidationMessages,
} from '#client/lib/forms/validation-messages.ts'

/**
 * The shared patientRequestSchema speaks in stable codes ('name.too_short'); the reader sees these
 * sentences. Limits written here follow the schema (src/shared/patient-request.ts).
 */
const byCode: ValidationMessages = {
  ...sharedValidationMessages,
  ...personalValidationMessages,
  'phone.invalid': msg`Indiquez un numéro de téléphone valide, par exemple 06 12 34 56 78.`,
  'patient_request.contact_required': msg`Indiquez un numéro de téléphone ou une adresse e-mail pour être recontacté.`,
  'patient_request.care_type_invalid': msg`Choisissez un type de soins dans la liste.`,
  'patient_request.message_too_long': msg`Votre message est trop long (1 000 caractères au plus).`,
}

export type PatientRequestField = 'name' | 'phone' | 'email' | 'care_type' | 'message' | 'website'

/** The message for a code of the schema; a text that is no known code (the server's own words) is kept. */
export function patientRequestErrorMessage(codeOrText: string): MessageDescriptor | string {
  return byCode[codeOrText] ?? (isMessageCode(codeOrText) ? checkThisField : codeOrText)
}
