import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { invalidValue, sharedValidationMessages, type ValidationMessages } from '#client/lib/forms/validation-messages.ts'
import { UNPUBLISH_REASON_MIN } from '#shared/admin-replacements.ts'

/**
 * The back office's forms check their values with the shared schemas (docs/architecture.md#forms-on-the-client),
 * which speak in stable codes; these are the sentences shown under the fields, the same the server
 * writes in its 422 answers: the shared ones and the back office's own.
 */
const byCode: ValidationMessages = {
  ...sharedValidationMessages,
  'settings.locale_invalid': msg`Choisissez une langue : français ou anglais.`,
  'bio.too_long': msg`La présentation ne peut pas dépasser 1000 caractères.`,
  'field.not_editable': msg`Ce champ ne se modifie pas ici.`,
  'contact_user.subject_too_short': msg`L’objet doit contenir au moins 3 caractères.`,
  'contact_user.subject_too_long': msg`L’objet ne peut pas dépasser 150 caractères.`,
  'message.too_short': msg`Le message doit contenir au moins 10 caractères.`,
  'message.too_long': msg`Le message ne peut pas dépasser 5000 caractères.`,
  'crm.stage_invalid': msg`Cette étape n’existe pas dans le suivi.`,
  'crm.tag_invalid': msg`Une étiquette fait 1 à 40 lettres, chiffres, espaces ou tirets.`,
  'crm.too_many_tags': msg`Vingt étiquettes au plus.`,
  'crm.note_empty': msg`Écrivez la note.`,
  'crm.note_too_long': msg`La note ne peut pas dépasser 5000 caractères.`,
  'care_type.name_required': msg`Indiquez le nom du type de soins.`,
  'care_type.name_too_short': msg`Le nom doit contenir au moins 2 caractères.`,
  'care_type.name_too_long': msg`Le nom ne peut pas dépasser 80 caractères.`,
  'care_type.name_invalid': msg`Le nom doit contenir des lettres ou des chiffres.`,
  'care_type.description_too_long': msg`La description ne peut pas dépasser 500 caractères.`,
  'care_type.category_invalid': msg`Choisissez une catégorie dans la liste.`,
  'campaign.subject_too_short': msg`L’objet doit contenir au moins 3 caractères.`,
  'campaign.subject_too_long': msg`L’objet ne peut pas dépasser 150 caractères.`,
  'campaign.body_too_short': msg`Le message doit contenir au moins 10 caractères.`,
  'campaign.body_too_long': msg`Le message ne peut pas dépasser 10 000 caractères.`,
  'campaign.department_invalid': msg`Indiquez des numéros de département (par exemple 69, 2A ou 974).`,
  'campaign.role_invalid': msg`Choisissez des rôles dans la liste.`,
  'campaign.validation_invalid': msg`Choisissez une option de validation dans la liste.`,
  'campaign.subscription_invalid': msg`Choisissez une option d’abonnement dans la liste.`,
  'home_section.kind_invalid': msg`Choisissez un type de section dans la liste.`,
  'home_section.title_too_long': msg`Le titre ne peut pas dépasser 120 caractères.`,
  'home_section.text_too_long': msg`Ce texte est trop long.`,
  'home_section.link_invalid': msg`Le lien doit être une page du site (commençant par /) ou une adresse https://.`,
  'home_section.partner_url_invalid': msg`Le site du partenaire doit être une adresse https://.`,
  'home_section.items_required': msg`Ajoutez au moins un élément.`,
  'home_section.too_many_items': msg`Il y a trop d’éléments dans cette section.`,
  'home_section.icon_invalid': msg`Choisissez un pictogramme dans la liste.`,
  'admin_replacements.reason_too_long': msg`La raison ne peut pas dépasser 1000 caractères.`,
}

/** `message` for lib/forms: a schema code → its sentence in the admin's language. */
export function useAdminValidationText(): (code: string) => string {
  const { i18n } = useLingui()
  return (code) => {
    // The one sentence with a number in it, worded as the unpublish dialog always did.
    if (code === 'admin_replacements.reason_too_short')
      return i18n._(msg`Expliquez la raison en au moins ${UNPUBLISH_REASON_MIN} caractères : elle est envoyée à l’auteur.`)
    return i18n._(byCode[code] ?? invalidValue)
  }
}
