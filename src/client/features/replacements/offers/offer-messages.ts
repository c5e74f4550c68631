import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { checkThisField, sharedValidationMessages, type ValidationMessages } from '#client/lib/forms/validation-messages.ts'

/**
 * The offer form's sentences for the codes of the shared schemas (src/shared/replacements.ts) and
 * of `missingForPublication`: checked in the browser, the same words as the server's 422 answers
 * (the shared ones, the offer's own).
 * A generic code ('validation.required') reads better named after its field.
 */
const byCode: ValidationMessages = {
  ...sharedValidationMessages,
  'validation.invalid': checkThisField,
  'dates.required': msg`Indiquez les dates du remplacement : une période ou des jours choisis.`,
  'dates.past': msg`Les dates de cette offre sont passées : choisissez des dates à venir.`,
  'dates.immediate': msg`Un remplacement immédiat commence aujourd’hui ou demain.`,
  'dates.order': msg`La date de fin doit être postérieure ou égale à la date de début.`,
  'dates.too_long': msg`Une offre couvre au plus un an.`,
  'days.invalid': msg`Choisissez des jours valides dans le calendrier.`,
  'days.too_many': msg`Une offre couvre au plus 366 jours.`,
  'shifts.required': msg`Choisissez au moins un créneau.`,
  'shifts.invalid': msg`Choisissez les créneaux dans la liste (matin, après-midi, soir, journée).`,
  'patients_per_day.invalid': msg`Indiquez un nombre entier de patients par jour, entre 1 et 300.`,
  'retrocession_percent.invalid': msg`Indiquez un pourcentage entier, entre 50 et 100.`,
  'retrocession_percent.range': msg`Le pourcentage reversé au remplaçant est compris entre 50 et 100 %.`,
  'software.too_long': msg`Le nom du logiciel ne peut pas dépasser 80 caractères.`,
  'description.too_long': msg`La description ne peut pas dépasser 5 000 caractères.`,
  'urgency.invalid': msg`Choisissez l’urgence dans la liste.`,
  'reason.too_long': msg`Le motif ne peut pas dépasser 1 000 caractères.`,
  'answer_window.invalid': msg`Indiquez une heure valide.`,
}

/** `validation.required` named after the field that misses. */
const requiredByField: Record<string, MessageDescriptor> = {
  commune_insee: msg`Indiquez la commune du cabinet.`,
  retrocession_percent: msg`Indiquez le pourcentage reversé au remplaçant.`,
}

export function offerMessage(code: string, field?: string): MessageDescriptor {
  if (code === 'validation.required' && field && requiredByField[field]) return requiredByField[field]
  return byCode[code] ?? checkThisField
}
