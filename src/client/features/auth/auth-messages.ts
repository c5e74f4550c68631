import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The fixed sentences of docs/product.md#messages, word for word (the tests hold them): toasts and login errors.
 */
export const authTexts = {
  badCredentials: msg`Identifiant ou mot de passe incorrect`,
  genericError: msg`Une erreur est survenue.`,
  registered: msg`Inscription réussie`,
  registeredImmediate: msg`Inscription rapide réussie`,
  emailSent: msg`E-mail envoyé avec succès.`,
  logoutFailed: msg`Erreur lors de la déconnexion.`,
  success: msg`Succès`,
  saveFailed: msg`Une erreur est survenue lors de l'enregistrement`,
} as const

/**
 * The shared schemas (src/shared/auth.ts, nurse.ts) speak in stable codes; the reader sees these
 * sentences, the same the server sends for the same code (server/modules/auth/auth.messages.ts).
 */
const byCode: Record<string, MessageDescriptor> = {
  'validation.required': msg`Ce champ est obligatoire.`,
  'validation.invalid': msg`Cette valeur est invalide.`,
  'email.required': msg`Indiquez votre adresse e-mail.`,
  'email.invalid': msg`L’adresse e-mail n’est pas valide.`,
  'email.too_long': msg`L’adresse e-mail ne peut pas dépasser 254 caractères.`,
  'first_name.required': msg`Indiquez votre prénom.`,
  'first_name.too_long': msg`Le prénom ne peut pas dépasser 60 caractères.`,
  'last_name.required': msg`Indiquez votre nom.`,
  'last_name.too_long': msg`Le nom ne peut pas dépasser 60 caractères.`,
  'phone.required': msg`Indiquez votre numéro de téléphone.`,
  'phone.invalid': msg`Le numéro de téléphone n’est pas valide.`,
  'password.required': msg`Indiquez votre mot de passe.`,
  'password_confirmation.required': msg`Confirmez votre mot de passe.`,
  'password.too_short': msg`Le mot de passe doit contenir au moins 8 caractères.`,
  'password.too_long': msg`Le mot de passe ne peut pas dépasser 128 caractères.`,
  'password.context': msg`Le mot de passe ne doit contenir ni votre nom, ni votre adresse e-mail, ni le nom du site.`,
  'password.confirmation': msg`Les deux mots de passe ne correspondent pas.`,
  'roles.invalid': msg`Choisissez au moins un rôle : titulaire ou remplaçant.`,
  'role.invalid': msg`Choisissez un rôle : titulaire ou remplaçant.`,
  'terms.required': msg`Vous devez accepter les conditions d’utilisation.`,
  'commune.required': msg`Indiquez votre commune.`,
  'commune_insee.required': msg`Choisissez votre commune dans la liste.`,
  'code.required': msg`Saisissez le code.`,
  'commune.invalid': msg`Choisissez une commune dans la liste.`,
  'commune.too_long': msg`Le nom de la commune ne peut pas dépasser 120 caractères.`,
  'charter.version_invalid': msg`Cette version de la charte n’existe pas.`,
  'two_factor.code_format': msg`Saisissez le code à 6 chiffres de votre application, ou un code de secours.`,
  'two_factor.challenge_invalid': msg`La vérification a expiré. Reconnectez-vous.`,
  'verification.invalid': msg`Ce lien de confirmation n’est pas valide.`,
  'password_reset.invalid': msg`Ce lien n’est plus valable. Demandez-en un nouveau.`,
  'rpps.format': msg`Le numéro RPPS compte 11 chiffres.`,
  'rpps.checksum': msg`Ce numéro RPPS n’est pas valide : vérifiez-le sur votre carte CPS.`,
  'diploma_year.invalid': msg`Indiquez l’année d’obtention de votre diplôme.`,
  'care_types.invalid': msg`Choisissez les types de soins dans la liste.`,
  'radius_km.invalid': msg`Le rayon d’intervention doit être compris entre 1 et 200 km.`,
  'date.invalid': msg`Cette date n’est pas valide.`,
}

const fallback = msg`Vérifiez ce champ.`
const required = msg`Ce champ est obligatoire.`

/** The sentence for a schema code; a text that is no code (the server's own words) is kept. */
export function authErrorMessage(codeOrText: string): MessageDescriptor | string {
  const known = byCode[codeOrText]
  if (known) return known
  if (!/^[a-z_]+(\.[a-z_]+)?$/.test(codeOrText)) return codeOrText
  return codeOrText.endsWith('.required') ? required : fallback
}

/** Whether a code has its own sentence (the tests check every code the schemas use). */
export function hasAuthMessage(code: string): boolean {
  return Object.hasOwn(byCode, code)
}
