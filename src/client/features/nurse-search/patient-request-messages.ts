import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The shared patientRequestSchema speaks in stable codes ('name.too_short'); the reader sees these
 * sentences. Limits written here follow the schema (src/shared/patient-request.ts).
 */
const byCode: Record<string, MessageDescriptor> = {
  'validation.required': msg`Ce champ est obligatoire.`,
  'name.too_short': msg`Indiquez votre nom (2 caractères au moins).`,
  'name.too_long': msg`Votre nom est trop long (120 caractères au plus).`,
  'phone.invalid': msg`Indiquez un numéro de téléphone valide, par exemple 06 12 34 56 78.`,
  'email.invalid': msg`Indiquez une adresse e-mail valide, par exemple nom@exemple.fr.`,
  'email.too_long': msg`Cette adresse e-mail est trop longue (254 caractères au plus).`,
  'patient_request.contact_required': msg`Indiquez un numéro de téléphone ou une adresse e-mail pour être recontacté.`,
  'patient_request.care_type_invalid': msg`Choisissez un type de soins dans la liste.`,
  'message.too_short': msg`Votre message est trop court (10 caractères au moins).`,
  'patient_request.message_too_long': msg`Votre message est trop long (1 000 caractères au plus).`,
  honeypot: msg`Laissez ce champ vide.`,
}

const fallback = msg`Vérifiez ce champ.`

export type PatientRequestField = 'name' | 'phone' | 'email' | 'care_type' | 'message' | 'website'

/** The message for a code of the schema; a text that is no known code (the server's own words) is kept. */
export function patientRequestErrorMessage(codeOrText: string): MessageDescriptor | string {
  return byCode[codeOrText] ?? (/^[a-z_]+(\.[a-z_]+)?$/.test(codeOrText) ? fallback : codeOrText)
}
