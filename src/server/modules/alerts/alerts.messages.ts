/** Messages of saved searches and of the calendar feed, merged into i18n/messages.ts. */
export const alertMessagesFr = {
  'saved_search.name_required': 'Donnez un nom à cette recherche.',
  'saved_search.name_too_long': 'Le nom ne peut pas dépasser 80 caractères.',
  'saved_search.nothing_to_update': 'Indiquez ce qui change : le nom, les filtres ou l’alerte.',
  'saved_search.limit_reached': 'Vous avez déjà {max} recherches enregistrées : supprimez-en une pour en ajouter une autre.',
  'saved_search.subject_invalid': 'Indiquez ce que cherche la recherche : des remplacements ou des annonces de partenariat.',
  'saved_search.subject_locked': 'Une recherche enregistrée garde ce qu’elle cherche. Enregistrez-en une autre.',
  'saved_search.saved': 'Recherche enregistrée.',
  'saved_search.updated': 'Recherche modifiée.',
  'saved_search.deleted': 'Recherche supprimée.',
  'calendar.created': 'Votre lien d’agenda est prêt. Copiez-le maintenant : il ne sera plus affiché.',
  'calendar.revoked': 'Le lien d’agenda est désactivé.',
} as const

export const alertMessagesEn: Record<keyof typeof alertMessagesFr, string> = {
  'saved_search.name_required': 'Give this search a name.',
  'saved_search.name_too_long': 'The name may not be longer than 80 characters.',
  'saved_search.nothing_to_update': 'Say what changes: the name, the filters or the alert.',
  'saved_search.limit_reached': 'You already have {max} saved searches: delete one to add another.',
  'saved_search.subject_invalid': 'Say what the search looks for: replacements or partner listings.',
  'saved_search.subject_locked': 'A saved search keeps what it looks for. Save another one.',
  'saved_search.saved': 'Search saved.',
  'saved_search.updated': 'Search updated.',
  'saved_search.deleted': 'Search deleted.',
  'calendar.created': 'Your calendar link is ready. Copy it now: it will not be shown again.',
  'calendar.revoked': 'The calendar link is turned off.',
}
