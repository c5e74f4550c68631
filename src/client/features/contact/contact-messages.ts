import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ContactInput } from '#shared/contact.ts'

/**
 * The shared contactSchema speaks in stable codes ('name.too_short'); the reader sees these
 * sentences. Limits written here follow the schema (src/shared/contact.ts).
 */
const byCode: Record<string, MessageDescriptor> = {
  'name.too_short': msg`Indiquez votre nom (2 caractères au moins).`,
  'name.too_long': msg`Votre nom est trop long (120 caractères au plus).`,
  'email.invalid': msg`Indiquez une adresse e-mail valide, par exemple nom@exemple.fr.`,
  'email.too_long': msg`Cette adresse e-mail est trop longue (254 caractères au plus).`,
  'subject.invalid': msg`Choisissez le sujet de votre message.`,
  'message.too_short': msg`Votre message est trop court (10 caractères au moins).`,
  'message.too_long': msg`Votre message est trop long (5 000 caractères au plus).`,
  honeypot: msg`Laissez ce champ vide.`,
}

const fallback = msg`Vérifiez ce champ.`

export type ContactField = keyof ContactInput

/** The message for a code of the schema; a text that is no known code (the server's own words) is kept. */
export function contactErrorMessage(codeOrText: string): MessageDescriptor | string {
  return byCode[codeOrText] ?? (/^[a-z_]+(\.[a-z_]+)?$/.test(codeOrText) ? fallback : codeOrText)
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
