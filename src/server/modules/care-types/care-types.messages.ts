/** The care types' server messages, merged into i18n/messages.ts. */
export const careTypeMessagesFr = {
  'care_type.name_required': 'Indiquez le nom du type de soins.',
  'care_type.name_too_short': 'Le nom doit contenir au moins 2 caractères.',
  'care_type.name_too_long': 'Le nom ne peut pas dépasser 80 caractères.',
  'care_type.name_invalid': 'Le nom doit contenir des lettres ou des chiffres.',
  'care_type.name_taken': 'Un type de soins porte déjà ce nom.',
  'care_type.description_too_long': 'La description ne peut pas dépasser 500 caractères.',
  'care_type.category_invalid': 'Choisissez une catégorie dans la liste.',
  'care_type.in_use':
    'Ce type de soins est utilisé ({count}\u00a0fois) et ne peut pas être supprimé. Désactivez-le plutôt\u00a0: il ne sera plus proposé, et ceux qui l’ont déjà le gardent.',
} as const

export const careTypeMessagesEn: Record<keyof typeof careTypeMessagesFr, string> = {
  'care_type.name_required': 'Enter the name of the type of care.',
  'care_type.name_too_short': 'The name must be at least 2 characters long.',
  'care_type.name_too_long': 'The name may not be longer than 80 characters.',
  'care_type.name_invalid': 'The name must contain letters or digits.',
  'care_type.name_taken': 'A type of care already has this name.',
  'care_type.description_too_long': 'The description may not be longer than 500 characters.',
  'care_type.category_invalid': 'Choose a category from the list.',
  'care_type.in_use':
    'This type of care is in use ({count} times) and cannot be deleted. Deactivate it instead: it will no longer be offered, and those who have it keep it.',
}
