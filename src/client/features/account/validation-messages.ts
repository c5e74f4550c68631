import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'

/**
 * The shared schemas speak in stable codes ('rpps.checksum'); checked in the browser, these are
 * the sentences shown (the server says the same in its 422 answers).
 */
const byCode: Record<string, MessageDescriptor> = {
  'validation.required': msg`Ce champ est obligatoire.`,
  'validation.invalid': msg`Vérifiez ce champ.`,
  'first_name.required': msg`Indiquez votre prénom.`,
  'first_name.too_long': msg`Le prénom ne peut pas dépasser 60 caractères.`,
  'last_name.required': msg`Indiquez votre nom.`,
  'last_name.too_long': msg`Le nom ne peut pas dépasser 60 caractères.`,
  'email.invalid': msg`Indiquez une adresse e-mail valide, par exemple nom@exemple.fr.`,
  'email.too_long': msg`Cette adresse e-mail est trop longue (254 caractères au plus).`,
  'phone.invalid': msg`Le numéro de téléphone n’est pas valide.`,
  'password.too_short': msg`Le mot de passe doit contenir au moins 8 caractères.`,
  'password.too_long': msg`Le mot de passe ne peut pas dépasser 128 caractères.`,
  'password.confirmation': msg`Les deux mots de passe ne correspondent pas.`,
  'password.context': msg`Le mot de passe ne doit contenir ni votre nom, ni votre adresse e-mail, ni le nom du site.`,
  'bio.too_long': msg`Votre présentation ne peut pas dépasser 1 000 caractères.`,
  'street.too_long': msg`L’adresse ne peut pas dépasser 200 caractères.`,
  'postal_code.invalid': msg`Le code postal compte 5 chiffres.`,
  'commune.required': msg`Indiquez votre commune.`,
  'commune.invalid': msg`Choisissez une commune dans la liste.`,
  'commune.postal_code_needed': msg`Pour une adresse, il faut le code postal : tapez-le, ou choisissez l’arrondissement.`,
  'rpps.format': msg`Le numéro RPPS compte 11 chiffres.`,
  'rpps.checksum': msg`Ce numéro RPPS n’est pas valide : vérifiez-le sur votre carte CPS.`,
  'diploma_year.invalid': msg`Indiquez l’année d’obtention de votre diplôme.`,
  'care_types.invalid': msg`Choisissez les types de soins dans la liste.`,
  'radius_km.invalid': msg`Le rayon d’intervention doit être compris entre 1 et 200 km.`,
  'date.invalid': msg`Cette date n’est pas valide.`,
}

const fallback = msg`Vérifiez ce champ.`

export function validationMessage(code: string): MessageDescriptor {
  return byCode[code] ?? fallback
}

/** `message` for lib/forms: a schema code → its sentence in the reader's language. */
export function useValidationText(): (code: string) => string {
  const { i18n } = useLingui()
  return (code) => i18n._(validationMessage(code))
}
