import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { checkThisField, sharedValidationMessages, type ValidationMessages } from '#client/lib/forms/validation-messages.ts'

/**
 * The listing form's sentences for the codes of src/shared/partner-listings.ts, checked in the
 * browser in the words the server uses in its 422 answers (partner-listings.messages.ts).
 */
const byCode: ValidationMessages = {
  ...sharedValidationMessages,
  'validation.invalid': checkThisField,
  'radius_km.invalid': msg`Le rayon est un nombre entier de kilomètres, entre 1 et 200.`,
  'software.too_long': msg`Le nom du logiciel ne peut pas dépasser 80 caractères.`,
  'description.too_long': msg`La description ne peut pas dépasser 5 000 caractères.`,
  'patients_per_day.invalid': msg`Indiquez un nombre entier de patients par jour, entre 1 et 300.`,
  'partner_listing.premises_invalid': msg`Choisissez le local : cabinet, cabinet partagé ou soins à domicile uniquement.`,
  'partner_listing.share_invalid': msg`La part de la société proposée est un pourcentage entier entre 1 et 99.`,
  'partner_listing.price_invalid': msg`Le prix indicatif est un montant entier en euros, entre 0 et 5 000 000.`,
  'partner_listing.price_kind_invalid': msg`Précisez ce que couvre le prix : les parts de la société ou le droit de présentation.`,
  'partner_listing.team_size_invalid': msg`La taille de l’équipe est un nombre entier entre 1 et 50.`,
  'partner_listing.redevance_invalid': msg`La redevance est un pourcentage entier entre 0 et 50.`,
  'partner_listing.covers_too_long': msg`Ce que couvre la redevance tient en 500 caractères au plus.`,
  'partner_listing.days_per_week_invalid': msg`Le nombre de jours par semaine est un entier entre 1 et 7.`,
  'partner_listing.fees_bracket_invalid': msg`Choisissez une tranche d’honoraires annuels dans la liste.`,
  'partner_listing.rounds_invalid': msg`Le nombre de tournées est un entier entre 1 et 20.`,
  'partner_listing.reason_too_long': msg`Le motif et le calendrier de la cession tiennent en 1000 caractères au plus.`,
  'partner_listing.experience_invalid': msg`Les années d’expérience sont un nombre entier entre 0 et 50.`,
  'partner_listing.experience_too_long': msg`L’expérience se décrit en 1000 caractères au plus.`,
}

/** `validation.required` named after the field that misses. */
const requiredByField: Record<string, MessageDescriptor> = {
  commune_insee: msg`Indiquez la commune.`,
  start_date: msg`Indiquez la date de début.`,
  premises: msg`Choisissez le local.`,
}

export function listingMessage(code: string, field?: string): MessageDescriptor {
  if (code === 'validation.required' && field && requiredByField[field]) return requiredByField[field]
  return byCode[code] ?? checkThisField
}
