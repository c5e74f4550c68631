/** Messages of the public nurse search, merged into i18n/messages.ts. */
export const nurseSearchMessagesFr = {
  'nurse_search.commune_required': 'Choisissez une commune.',
  'nurse_search.commune_invalid': 'Choisissez une commune dans la liste.',
  'nurse_search.care_type_invalid': 'Choisissez un type de soins dans la liste.',
  'nurse_search.page_invalid': 'Le numéro de page doit être un entier entre 1 et 1000.',
  'nurse_search.per_page_invalid': 'Le nombre de résultats par page doit être un entier entre 1 et 50.',
} as const

export const nurseSearchMessagesEn: Record<keyof typeof nurseSearchMessagesFr, string> = {
  'nurse_search.commune_required': 'Choose a commune.',
  'nurse_search.commune_invalid': 'Choose a commune from the list.',
  'nurse_search.care_type_invalid': 'Choose a type of care from the list.',
  'nurse_search.page_invalid': 'The page number must be a whole number between 1 and 1000.',
  'nurse_search.per_page_invalid': 'The number of results per page must be a whole number between 1 and 50.',
}
