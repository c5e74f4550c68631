/** The home sections' server messages, merged into i18n/messages.ts. */
export const homeSectionMessagesFr = {
  'home_section.kind_invalid': 'Choisissez un type de section dans la liste.',
  'home_section.kind_immutable': 'Le type d’une section ne change pas\u00a0: créez-en une autre.',
  'home_section.title_too_long': 'Le titre ne peut pas dépasser 120 caractères.',
  'home_section.text_too_long': 'Ce texte est trop long.',
  'home_section.link_invalid': 'Le lien doit être une page du site (commençant par /) ou une adresse https://.',
  'home_section.partner_url_invalid': 'Le site du partenaire doit être une adresse https://.',
  'home_section.items_required': 'Ajoutez au moins un élément.',
  'home_section.too_many_items': 'Il y a trop d’éléments dans cette section.',
  'home_section.order_invalid': 'L’ordre doit citer chaque section une fois.',
  'home_section.icon_invalid': 'Choisissez un pictogramme dans la liste.',
} as const

export const homeSectionMessagesEn: Record<keyof typeof homeSectionMessagesFr, string> = {
  'home_section.kind_invalid': 'Choose a kind of section from the list.',
  'home_section.kind_immutable': 'The kind of a section does not change: create another one.',
  'home_section.title_too_long': 'The title may not be longer than 120 characters.',
  'home_section.text_too_long': 'This text is too long.',
  'home_section.link_invalid': 'The link must be a page of the site (starting with /) or an https:// address.',
  'home_section.partner_url_invalid': 'The partner’s website must be an https:// address.',
  'home_section.items_required': 'Add at least one item.',
  'home_section.too_many_items': 'There are too many items in this section.',
  'home_section.order_invalid': 'The order must name each section once.',
  'home_section.icon_invalid': 'Choose a pictogram from the list.',
}
