/** Messages of the patients' requests back office, merged into i18n/messages.ts. */
export const adminPatientMessagesFr = {
  'admin_patients.saved': 'La demande a été mise à jour.',
  'admin_patients.note_added': 'La note a été ajoutée.',
  'admin_patients.purged': 'Les données personnelles de cette demande ont été supprimées : plus de note possible.',
} as const

export const adminPatientMessagesEn: Record<keyof typeof adminPatientMessagesFr, string> = {
  'admin_patients.saved': 'The request was updated.',
  'admin_patients.note_added': 'The note was added.',
  'admin_patients.purged': 'The personal data of this request were deleted: no more notes can be added.',
}
