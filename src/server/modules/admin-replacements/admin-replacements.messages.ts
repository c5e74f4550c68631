/** Messages of the offers back office, merged into i18n/messages.ts. */
export const adminReplacementMessagesFr = {
  'admin_replacements.unpublished': 'L’offre a été retirée ; son auteur et les candidats sont prévenus.',
  'admin_replacements.not_unpublishable': 'Seule une offre publiée ou pourvue peut être retirée.',
  'admin_replacements.reason_too_short': 'Expliquez la raison en au moins 10 caractères : elle est envoyée à l’auteur.',
  'admin_replacements.reason_too_long': 'La raison ne peut pas dépasser 1000 caractères.',
} as const

export const adminReplacementMessagesEn: Record<keyof typeof adminReplacementMessagesFr, string> = {
  'admin_replacements.unpublished': 'The offer was taken down; its author and the applicants were told.',
  'admin_replacements.not_unpublishable': 'Only a published or filled offer can be taken down.',
  'admin_replacements.reason_too_short': 'Give the reason in at least 10 characters: it is sent to the author.',
  'admin_replacements.reason_too_long': 'The reason may not be longer than 1000 characters.',
}
