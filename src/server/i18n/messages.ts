import { adminMailMessagesEn, adminMailMessagesFr } from '../modules/admin-mails/admin-mails.messages.ts'
import { adminPatientMessagesEn, adminPatientMessagesFr } from '../modules/admin-patients/admin-patients.messages.ts'
import {
  adminReplacementMessagesEn,
  adminReplacementMessagesFr,
} from '../modules/admin-replacements/admin-replacements.messages.ts'
import { adminUsersMessagesEn, adminUsersMessagesFr } from '../modules/admin-users/admin-users.messages.ts'
import { alertMessagesEn, alertMessagesFr } from '../modules/alerts/alerts.messages.ts'
import { accountMessagesEn, accountMessagesFr } from '../modules/auth/auth.messages.ts'
import { availabilityMessagesEn, availabilityMessagesFr } from '../modules/availability/availability.messages.ts'
import { careTypeMessagesEn, careTypeMessagesFr } from '../modules/care-types/care-types.messages.ts'
import { chatMessagesEn, chatMessagesFr } from '../modules/chat/chat.messages.ts'
import {
  contractSignatureMessagesEn,
  contractSignatureMessagesFr,
} from '../modules/contract-signatures/contract-signatures.messages.ts'
import { documentMessagesEn, documentMessagesFr } from '../modules/documents/documents.messages.ts'
import { homeSectionMessagesEn, homeSectionMessagesFr } from '../modules/home-sections/home-sections.messages.ts'
import { imageMessagesEn, imageMessagesFr } from '../modules/images/images.messages.ts'
import { nurseSearchMessagesEn, nurseSearchMessagesFr } from '../modules/nurse-search/nurse-search.messages.ts'
import { partnerListingMessagesEn, partnerListingMessagesFr } from '../modules/partner-listings/partner-listings.messages.ts'
import { patientRequestMessagesEn, patientRequestMessagesFr } from '../modules/patient-requests/patient-requests.messages.ts'
import { profileMessagesEn, profileMessagesFr } from '../modules/profile/profile.messages.ts'
import { replacementMessagesEn, replacementMessagesFr } from '../modules/replacements/replacements.messages.ts'
import { subscriptionMessagesEn, subscriptionMessagesFr } from '../modules/subscriptions/subscriptions.messages.ts'

/**
 * Every message the server sends to people, by stable code. The client may show `message` as it
 * is or map `code` to its own Lingui text. French is the source; English must have every key.
 */
const fr = {
  'server.error': 'Une erreur est survenue. Réessayez dans un instant.',
  'server.unavailable': 'Le service est momentanément indisponible. Réessayez dans un instant.',
  'http.not_found': 'Ressource introuvable.',
  'http.method_not_allowed': 'Méthode non autorisée.',
  'http.forbidden': 'Action non autorisée.',
  'http.unauthenticated': 'Vous devez être connecté.',
  'http.payload_too_large': 'La requête est trop volumineuse.',
  'http.bad_request': 'Requête invalide.',
  'csrf.mismatch': 'La session a expiré. Rechargez la page.',
  'csrf.cross_site': 'Requête refusée\u00a0: elle ne vient pas de Relève.',
  'rate_limit.exceeded': 'Trop de tentatives. Réessayez dans {minutes} min.',
  'rate_limit.search': 'Trop de recherches en peu de temps. Patientez un instant, puis réessayez.',
  'body.not_json': 'Le corps de la requête doit être du JSON (Content-Type: application/json).',
  'body.malformed_json': 'Le corps de la requête n’est pas un JSON valide.',
  'idempotency.invalid_key': 'L’en-tête Idempotency-Key est invalide (8 à 128 lettres, chiffres, - ou _).',
  'idempotency.key_reused': 'Cette clé Idempotency-Key a déjà servi pour une autre requête.',
  'idempotency.in_progress': 'La même requête est déjà en cours. Réessayez dans un instant.',
  'validation.failed': 'Les données envoyées sont invalides.',
  'validation.more_errors': '{message} (et {count} autres erreurs)',
  'validation.one_more_error': '{message} (et 1 autre erreur)',
  'validation.required': 'Ce champ est obligatoire.',
  'validation.invalid': 'Cette valeur est invalide.',
  'validation.unstorable_text': 'Ce champ contient un caractère non autorisé.',
  'validation.integer_range': 'Ce nombre sort des limites autorisées.',
  'name.too_short': 'Le nom doit contenir au moins 2 caractères.',
  'name.too_long': 'Le nom ne peut pas dépasser 120 caractères.',
  'email.invalid': 'L’adresse e-mail n’est pas valide.',
  'email.too_long': 'L’adresse e-mail ne peut pas dépasser 254 caractères.',
  'subject.invalid': 'Choisissez un sujet dans la liste.',
  'message.too_short': 'Le message doit contenir au moins 10 caractères.',
  'message.too_long': 'Le message ne peut pas dépasser 5000 caractères.',
  honeypot: 'Ce champ doit rester vide.',
  'contact.sent': 'Merci, votre message a bien été envoyé. Nous vous répondons au plus vite.',
  'commune.query_too_short': 'Saisissez au moins 2 caractères.',
  'commune.query_too_long': 'La recherche ne peut pas dépasser 100 caractères.',
  'commune.limit_invalid': 'Le nombre de résultats doit être un entier entre 1 et 20.',
  'commune.insee_invalid': 'Le code INSEE n’est pas valide.',
  'commune.not_found': 'Commune introuvable.',
  'commune.unknown': 'Choisissez une commune dans la liste.',
  'commune.postal_code_mismatch': 'Ce code postal ne correspond pas à la commune choisie.',
  'commune.loading': 'La liste des communes est en cours de chargement. Réessayez dans quelques secondes.',
  // A module with many messages keeps them in its own file, merged here.
  ...accountMessagesFr,
  ...imageMessagesFr,
  ...profileMessagesFr,
  ...alertMessagesFr,
  ...replacementMessagesFr,
  ...adminUsersMessagesFr,
  ...nurseSearchMessagesFr,
  ...patientRequestMessagesFr,
  ...careTypeMessagesFr,
  ...homeSectionMessagesFr,
  ...adminMailMessagesFr,
  ...adminReplacementMessagesFr,
  ...adminPatientMessagesFr,
  ...chatMessagesFr,
  ...contractSignatureMessagesFr,
  ...documentMessagesFr,
  ...partnerListingMessagesFr,
  ...availabilityMessagesFr,
  ...subscriptionMessagesFr,
} as const

export type MessageCode = keyof typeof fr

const en: Record<MessageCode, string> = {
  'server.error': 'Something went wrong. Please try again in a moment.',
  'server.unavailable': 'The service is temporarily unavailable. Please try again in a moment.',
  'http.not_found': 'Not found.',
  'http.method_not_allowed': 'Method not allowed.',
  'http.forbidden': 'This action is not allowed.',
  'http.unauthenticated': 'You must be logged in.',
  'http.payload_too_large': 'The request is too large.',
  'http.bad_request': 'Bad request.',
  'csrf.mismatch': 'Your session has expired. Please reload the page.',
  'csrf.cross_site': 'Request refused: it does not come from Relève.',
  'rate_limit.exceeded': 'Too many attempts. Try again in {minutes} min.',
  'rate_limit.search': 'Too many searches in a short time. Wait a moment, then try again.',
  'body.not_json': 'The request body must be JSON (Content-Type: application/json).',
  'body.malformed_json': 'The request body is not valid JSON.',
  'idempotency.invalid_key': 'The Idempotency-Key header is invalid (8 to 128 letters, digits, - or _).',
  'idempotency.key_reused': 'This Idempotency-Key was already used for another request.',
  'idempotency.in_progress': 'The same request is already in progress. Try again in a moment.',
  'validation.failed': 'The data sent is invalid.',
  'validation.more_errors': '{message} (and {count} more errors)',
  'validation.one_more_error': '{message} (and 1 more error)',
  'validation.required': 'This field is required.',
  'validation.invalid': 'This value is invalid.',
  'validation.unstorable_text': 'This field contains a character that is not allowed.',
  'validation.integer_range': 'This number is out of the allowed range.',
  'name.too_short': 'The name must be at least 2 characters long.',
  'name.too_long': 'The name may not be longer than 120 characters.',
  'email.invalid': 'The email address is not valid.',
  'email.too_long': 'The email address may not be longer than 254 characters.',
  'subject.invalid': 'Choose a subject from the list.',
  'message.too_short': 'The message must be at least 10 characters long.',
  'message.too_long': 'The message may not be longer than 5000 characters.',
  honeypot: 'This field must stay empty.',
  'contact.sent': 'Thank you, your message has been sent. We will answer as soon as we can.',
  'commune.query_too_short': 'Type at least 2 characters.',
  'commune.query_too_long': 'The search may not be longer than 100 characters.',
  'commune.limit_invalid': 'The number of results must be a whole number between 1 and 20.',
  'commune.insee_invalid': 'The INSEE code is not valid.',
  'commune.not_found': 'Commune not found.',
  'commune.unknown': 'Choose a commune from the list.',
  'commune.postal_code_mismatch': 'This postal code does not belong to the chosen commune.',
  'commune.loading': 'The list of communes is still loading. Please try again in a few seconds.',
  ...accountMessagesEn,
  ...imageMessagesEn,
  ...profileMessagesEn,
  ...alertMessagesEn,
  ...replacementMessagesEn,
  ...adminUsersMessagesEn,
  ...nurseSearchMessagesEn,
  ...patientRequestMessagesEn,
  ...careTypeMessagesEn,
  ...homeSectionMessagesEn,
  ...adminMailMessagesEn,
  ...adminReplacementMessagesEn,
  ...adminPatientMessagesEn,
  ...chatMessagesEn,
  ...contractSignatureMessagesEn,
  ...documentMessagesEn,
  ...partnerListingMessagesEn,
  ...availabilityMessagesEn,
  ...subscriptionMessagesEn,
}

export const locales = ['fr', 'en'] as const
export type Locale = (typeof locales)[number]

const tables: Record<Locale, Record<MessageCode, string>> = { fr, en }

export function isMessageCode(value: string): value is MessageCode {
  return Object.hasOwn(fr, value)
}

/** The text of a code in a locale, with `{name}` placeholders filled from params. */
export function translate(locale: Locale, code: MessageCode, params: Record<string, string | number> = {}): string {
  return tables[locale][code].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}
