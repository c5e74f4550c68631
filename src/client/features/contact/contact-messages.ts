import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  checkThisField,
  isMessageCode,
  personalValidationMessages,
  type ValidationMessages,
} from '#client/lib/forms/validation-messages.ts'
import type { ContactInput } from '#shared/contact.ts'

/**
 * The shared contactSchema speaks in stable codes ('name.too_short'); the reader sees these
 * sentences. Limits written here follow the schema (src/shared/contact.ts).
 */
const byCode: ValidationMessages = {
  ...personalValidationMessages,
  'subject.invalid': msg`Choisissez le sujet de votre message.`,
  'message.too_long': msg`Votre message est trop long (5 000 caractères au plus).`,
}

export type ContactField = keyof ContactInput

/** The message for a code of the schema; a text that is no known code (the server's own words) is kept. */
export function contactErrorMessage(codeOrText: string): MessageDescriptor | string {
  return byCode[codeOrText] ?? (isMessageCode(codeOrText) ? checkThisField : codeOrText)
}

type Subject = ContactInput['subject']

/** Labels of the subjects the schema accepts, in the order the form lists them. */
export const subjectLabels: Record<Subject, MessageDescriptor> = {
  general: msg`Question générale`,
  account: msg`Mon compte`,
  replacement: msg`Remplacements`,
  partnership: msg`Partenariats entre infirmiers`,
  patient: msg`Je suis patient ou proche`,
  privacy: msg`Données personnelles`,
  other: msg`Autre sujet`,
}
