/** The Mails page's server messages, merged into i18n/messages.ts. */
export const adminMailMessagesFr = {
  'mail.status_invalid': 'Choisissez un statut dans la liste.',
  'mail.template_invalid': 'Choisissez un modèle dans la liste.',
  'mail.recipient_invalid': 'La recherche ne peut pas dépasser 254 caractères.',
  'mail.sort_invalid': 'Ce tri n’existe pas.',
  'mail.dates_order': 'La date de fin doit suivre la date de début.',
  'mail.not_resendable':
    'Cet e-mail contenait un lien à usage unique\u00a0: il ne peut pas être renvoyé. L’utilisateur peut en redemander un (vérification de l’adresse, mot de passe oublié).',
  'campaign.role_invalid': 'Choisissez des rôles dans la liste.',
  'campaign.department_invalid': 'Indiquez des numéros de département (par exemple 69, 2A ou 974).',
  'campaign.validation_invalid': 'Choisissez une option de validation dans la liste.',
  'campaign.subscription_invalid': 'Choisissez une option d’abonnement dans la liste.',
  'campaign.subject_too_short': 'L’objet doit contenir au moins 3 caractères.',
  'campaign.subject_too_long': 'L’objet ne peut pas dépasser 150 caractères.',
  'campaign.body_too_short': 'Le message doit contenir au moins 10 caractères.',
  'campaign.body_too_long': 'Le message ne peut pas dépasser 10\u00a0000 caractères.',
  'campaign.already_sent': 'Cette campagne a déjà été envoyée\u00a0: elle ne peut plus être modifiée.',
  'unsubscribe.invalid': 'Ce lien de désinscription n’est pas valide.',
  'unsubscribe.done': 'C’est noté\u00a0: vous ne recevrez plus les nouvelles de Relève par e-mail.',
} as const

export const adminMailMessagesEn: Record<keyof typeof adminMailMessagesFr, string> = {
  'mail.status_invalid': 'Choose a status from the list.',
  'mail.template_invalid': 'Choose a template from the list.',
  'mail.recipient_invalid': 'The search may not be longer than 254 characters.',
  'mail.sort_invalid': 'This sort order does not exist.',
  'mail.dates_order': 'The end date must come after the start date.',
  'mail.not_resendable':
    'This e-mail carried a single-use link: it cannot be sent again. The user can ask for a new one (address verification, forgotten password).',
  'campaign.role_invalid': 'Choose roles from the list.',
  'campaign.department_invalid': 'Enter department numbers (for example 69, 2A or 974).',
  'campaign.validation_invalid': 'Choose a validation option from the list.',
  'campaign.subscription_invalid': 'Choose a subscription option from the list.',
  'campaign.subject_too_short': 'The subject must be at least 3 characters long.',
  'campaign.subject_too_long': 'The subject may not be longer than 150 characters.',
  'campaign.body_too_short': 'The message must be at least 10 characters long.',
  'campaign.body_too_long': 'The message may not be longer than 10,000 characters.',
  'campaign.already_sent': 'This campaign has already been sent: it can no longer be changed.',
  'unsubscribe.invalid': 'This unsubscribe link is not valid.',
  'unsubscribe.done': 'Done: you will no longer get Relève’s news by e-mail.',
}
