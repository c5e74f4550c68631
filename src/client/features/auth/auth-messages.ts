import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  checkThisField,
  fieldRequired,
  isMessageCode,
  sharedValidationMessages,
  type ValidationMessages,
} from '#client/lib/forms/validation-messages.ts'

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
 * sentences, the same the server sends for the same code: the shared ones and the accounts' own.
 */
const byCode: ValidationMessages = {
  ...sharedValidationMessages,
  'email.required': msg`Indiquez votre adresse e-mail.`,
  'phone.required': msg`Indiquez votre numéro de téléphone.`,
  'password.required': msg`Indiquez votre mot de passe.`,
  'password_confirmation.required': msg`Confirmez votre mot de passe.`,
  'terms.required': msg`Vous devez accepter les conditions d’utilisation.`,
  'commune_insee.required': msg`Choisissez votre commune dans la liste.`,
  'code.required': msg`Saisissez le code.`,
  'commune.too_long': msg`Le nom de la commune ne peut pas dépasser 120 caractères.`,
  'charter.version_invalid': msg`Cette version de la charte n’existe pas.`,
  'two_factor.code_format': msg`Saisissez le code à 6 chiffres de votre application, ou un code de secours.`,
  'two_factor.challenge_invalid': msg`La vérification a expiré. Reconnectez-vous.`,
  'verification.invalid': msg`Ce lien de confirmation n’est pas valide.`,
  'password_reset.invalid': msg`Ce lien n’est plus valable. Demandez-en un nouveau.`,
}

/** The sentence for a schema code; a text that is no code (the server's own words) is kept. */
export function authErrorMessage(codeOrText: string): MessageDescriptor | string {
  const known = byCode[codeOrText]
  if (known) return known
  if (!isMessageCode(codeOrText)) return codeOrText
  return codeOrText.endsWith('.required') ? fieldRequired : checkThisField
}

/** Whether a code has its own sentence (the tests check every code the schemas use). */
export function hasAuthMessage(code: string): boolean {
  return Object.hasOwn(byCode, code)
}
