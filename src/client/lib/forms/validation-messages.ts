import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'

/** A schema code ('rpps.checksum') → its sentence. */
export type ValidationMessages = Readonly<Record<string, MessageDescriptor>>

/** The sentence of a field left empty. */
export const fieldRequired = msg`Ce champ est obligatoire.`

/** A value the schema refuses, said without naming the field. */
export const invalidValue = msg`Cette valeur est invalide.`

/**
 * The codes several features' schemas share, worded as the server words them in its 422 answers
 * (docs/architecture.md#forms-on-the-client). A feature spreads these under its own codes, and
 * words a shared code its own way by giving it again.
 */
export const sharedValidationMessages: ValidationMessages = {
  'validation.required': fieldRequired,
  'validation.invalid': invalidValue,
  'first_name.required': msg`Indiquez votre prénom.`,
  'first_name.too_long': msg`Le prénom ne peut pas dépasser 60 caractères.`,
  'last_name.required': msg`Indiquez votre nom.`,
  'last_name.too_long': msg`Le nom ne peut pas dépasser 60 caractères.`,
  'email.invalid': msg`L’adresse e-mail n’est pas valide.`,
  'email.too_long': msg`L’adresse e-mail ne peut pas dépasser 254 caractères.`,
  'phone.invalid': msg`Le numéro de téléphone n’est pas valide.`,
  'password.too_short': msg`Le mot de passe doit contenir au moins 8 caractères.`,
  'password.too_long': msg`Le mot de passe ne peut pas dépasser 128 caractères.`,
  'password.confirmation': msg`Les deux mots de passe ne correspondent pas.`,
  'password.context': msg`Le mot de passe ne doit contenir ni votre nom, ni votre adresse e-mail, ni le nom du site.`,
  'role.invalid': msg`Choisissez un rôle : titulaire ou remplaçant.`,
  'roles.invalid': msg`Choisissez au moins un rôle : titulaire ou remplaçant.`,
  'commune.required': msg`Indiquez votre commune.`,
  'commune.invalid': msg`Choisissez une commune dans la liste.`,
  'rpps.format': msg`Le numéro RPPS compte 11 chiffres.`,
  'rpps.checksum': msg`Ce numéro RPPS n’est pas valide : vérifiez-le sur votre carte CPS.`,
  'diploma_year.invalid': msg`Indiquez l’année d’obtention de votre diplôme.`,
  'care_types.invalid': msg`Choisissez les types de soins dans la liste.`,
  'radius_km.invalid': msg`Le rayon d’intervention doit être compris entre 1 et 200 km.`,
  'date.invalid': msg`Cette date n’est pas valide.`,
}

/**
 * The same codes worded to someone writing to us or to a nurse about themself, with the limit or
 * an example in the sentence: the contact form, a patient's request, the settings' information.
 */
export const personalValidationMessages: ValidationMessages = {
  'email.invalid': msg`Indiquez une adresse e-mail valide, par exemple nom@exemple.fr.`,
  'email.too_long': msg`Cette adresse e-mail est trop longue (254 caractères au plus).`,
  'name.too_short': msg`Indiquez votre nom (2 caractères au moins).`,
  'name.too_long': msg`Votre nom est trop long (120 caractères au plus).`,
  'message.too_short': msg`Votre message est trop court (10 caractères au moins).`,
  honeypot: msg`Laissez ce champ vide.`,
}

/** The sentence of a code no catalogue knows. */
export const checkThisField = msg`Vérifiez ce champ.`

/** Whether a text is a schema code ('email.invalid') rather than a sentence the server already wrote. */
export function isMessageCode(text: string): boolean {
  return /^[a-z_]+(\.[a-z_]+)?$/.test(text)
}

/**
 * `message` for lib/forms: a code → its sentence in the reader's language, from a feature's
 * catalogue; a sentence the catalogue keeps as it is (the server's own words) passes unchanged.
 */
export function useMessageText(sentence: (code: string) => MessageDescriptor | string): (code: string) => string {
  const { i18n } = useLingui()
  return (code) => {
    const found = sentence(code)
    return typeof found === 'string' ? found : i18n._(found)
  }
}
