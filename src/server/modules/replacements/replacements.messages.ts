/**
 * Messages of the marketplace (offers, search, applications, compliance), merged into
 * i18n/messages.ts. The codes of src/shared/replacements.ts's schemas are here too.
 */
export const replacementMessagesFr = {
  // Fields of an offer (shared schemas).
  'dates.order': 'La date de fin doit être postérieure ou égale à la date de début.',
  'dates.too_long': 'Une offre couvre au plus un an (366 jours).',
  'dates.required': 'Indiquez les dates du remplacement\u00a0: un début et une fin, ou des jours choisis.',
  'dates.past': 'Les dates de cette offre sont passées\u00a0: choisissez des dates à venir.',
  'dates.immediate': 'Un remplacement immédiat commence aujourd’hui ou demain.',
  'days.invalid': 'Choisissez des jours valides.',
  'days.too_many': 'Vous pouvez choisir au plus 366 jours.',
  'shifts.invalid': 'Choisissez les créneaux dans la liste (matin, après-midi, soir, journée).',
  'shifts.required': 'Choisissez au moins un créneau.',
  'patients_per_day.invalid': 'Le nombre de patients par jour est un nombre entier entre 1 et 300.',
  'retrocession_percent.invalid': 'Le pourcentage reversé est un nombre entier.',
  'retrocession_percent.range': 'Le pourcentage reversé au remplaçant est compris entre 50 et 100\u00a0%.',
  'software.too_long': 'Le nom du logiciel ne peut pas dépasser 80 caractères.',
  'description.too_long': 'La description ne peut pas dépasser 5000 caractères.',
  'urgency.invalid': 'Choisissez une urgence\u00a0: normale, urgente ou immédiate.',
  'reason.too_long': 'Le motif ne peut pas dépasser 1000 caractères.',
  'page.invalid': 'Le numéro de page doit être un entier entre 1 et 100000.',
  'per_page.invalid': 'Le nombre de résultats par page doit être un entier entre 1 et 50.',
  'sort.invalid': 'Choisissez un tri\u00a0: par distance ou par date de début.',
  'sort.distance_needs_commune': 'Choisissez une commune pour trier par distance.',
  'status.invalid': 'Ce statut n’existe pas.',
  'answer_window.invalid': 'Indiquez une date et une heure valides, avec le fuseau horaire.',
  'application.message_too_long': 'Le message ne peut pas dépasser 2000 caractères.',

  // Offers.
  'replacement.draft_saved': 'Votre brouillon est enregistré.',
  'replacement.published': 'Votre offre est publiée.',
  'replacement.saved': 'Votre offre est enregistrée.',
  'replacement.deleted': 'Le brouillon est supprimé.',
  'replacement.cancelled': 'Votre offre est annulée. Les candidats ont été prévenus.',
  'replacement.not_publishable': 'L’offre ne peut pas être publiée en l’état\u00a0: complétez les champs indiqués.',
  'replacement.titulaire_only': 'Seul un infirmier titulaire peut publier une offre de remplacement.',
  'replacement.not_draft': 'Cette offre est déjà publiée.',
  'replacement.delete_not_draft': 'Seul un brouillon peut être supprimé. Annulez plutôt cette offre.',
  'replacement.not_cancellable': 'Seule une offre publiée ou pourvue peut être annulée.',
  'replacement.closed': 'Cette offre est close (annulée ou expirée)\u00a0: elle ne peut plus être modifiée.',
  'replacement.dates_locked':
    'Un remplaçant est déjà accepté sur cette offre\u00a0: ses dates ne peuvent plus changer. Annulez-la et publiez-en une nouvelle.',
  'replacement.urgency_locked': 'L’urgence d’une offre publiée ne peut plus changer.',
  'replacement.not_open': 'Cette offre n’est plus ouverte aux candidatures.',
  'replacement.already_filled': 'Cette offre est déjà pourvue.',
  'answer_window.saved': 'La fin du recueil des réponses est enregistrée.',
  'answer_window.not_urgent': 'Seule une offre urgente ou immédiate a une période de réponses.',
  'answer_window.too_late': 'Les réponses doivent être closes au plus tard le premier jour du remplacement.',

  // Applications.
  'application.sent': 'Votre candidature est envoyée.',
  'application.accepted': 'Candidature acceptée.',
  'application.accepted_filled': 'Candidature acceptée\u00a0: l’offre est pourvue. Les autres candidats ont été prévenus.',
  'application.declined': 'Candidature refusée.',
  'application.withdrawn': 'Votre candidature est retirée.',
  'application.nurse_only': 'Seul un infirmier peut postuler à une offre de remplacement.',
  'application.own_offer': 'Vous ne pouvez pas postuler à votre propre offre.',
  'application.duplicate': 'Vous avez déjà postulé à cette offre.',
  'application.dates_outside': 'Choisissez des jours qui font partie de l’offre.',
  'application.not_pending': 'Cette candidature a déjà reçu une réponse ou a été retirée.',
  'application.withdraw_too_late':
    'Le remplacement a commencé\u00a0: la candidature acceptée ne peut plus être retirée. Contactez le titulaire.',
  'application.days_covered': 'Ces jours sont déjà attribués à un autre remplaçant\u00a0: {days}.',
  'application.window_open': 'Les réponses sont recueillies jusqu’à {time}\u00a0: vous pourrez choisir ensuite.',

  // Compliance (DESIGN §7): refusals, then warnings.
  'compliance.holder_day_limit':
    'Un titulaire peut être remplacé par au plus {max} infirmiers le même jour (art. R4312-83)\u00a0: déjà {max} remplaçants le {days}.',
  'compliance.nurse_overlap': 'Ce remplaçant est déjà engagé sur un autre remplacement le {days}.',
  'compliance.authorisation_missing': 'Ce remplaçant n’a pas indiqué la date de fin de son autorisation de remplacement.',
  'compliance.authorisation_expires':
    'L’autorisation de remplacement de ce remplaçant expire le {date}, avant la fin du remplacement.',
  'compliance.non_compete':
    'Avec ces jours, ce remplaçant vous aura remplacé {days} jours, plus de trois mois\u00a0: une clause de non-concurrence de deux ans s’applique, sauf accord (art. R4312-87).',
} as const

export const replacementMessagesEn: Record<keyof typeof replacementMessagesFr, string> = {
  'dates.order': 'The end date must be on or after the start date.',
  'dates.too_long': 'An offer covers one year (366 days) at most.',
  'dates.required': 'Give the dates of the replacement: a start and an end, or chosen days.',
  'dates.past': 'This offer’s dates are past: choose dates to come.',
  'dates.immediate': 'An immediate replacement starts today or tomorrow.',
  'days.invalid': 'Choose valid days.',
  'days.too_many': 'You may choose 366 days at most.',
  'shifts.invalid': 'Choose the shifts from the list (morning, afternoon, evening, full day).',
  'shifts.required': 'Choose at least one shift.',
  'patients_per_day.invalid': 'The number of patients a day is a whole number between 1 and 300.',
  'retrocession_percent.invalid': 'The percentage paid out is a whole number.',
  'retrocession_percent.range': 'The percentage paid to the replacement nurse is between 50 and 100%.',
  'software.too_long': 'The software name may not be longer than 80 characters.',
  'description.too_long': 'The description may not be longer than 5000 characters.',
  'urgency.invalid': 'Choose an urgency: normal, urgent or immediate.',
  'reason.too_long': 'The reason may not be longer than 1000 characters.',
  'page.invalid': 'The page number must be a whole number between 1 and 100000.',
  'per_page.invalid': 'The number of results per page must be a whole number between 1 and 50.',
  'sort.invalid': 'Choose a sort order: by distance or by start date.',
  'sort.distance_needs_commune': 'Choose a town to sort by distance.',
  'status.invalid': 'This status does not exist.',
  'answer_window.invalid': 'Give a valid date and time, with its time zone.',
  'application.message_too_long': 'The message may not be longer than 2000 characters.',

  'replacement.draft_saved': 'Your draft was saved.',
  'replacement.published': 'Your offer is published.',
  'replacement.saved': 'Your offer was saved.',
  'replacement.deleted': 'The draft was deleted.',
  'replacement.cancelled': 'Your offer is cancelled. The applicants were told.',
  'replacement.not_publishable': 'The offer cannot be published as it is: complete the fields shown.',
  'replacement.titulaire_only': 'Only a practice holder (titulaire) can post a replacement offer.',
  'replacement.not_draft': 'This offer is already published.',
  'replacement.delete_not_draft': 'Only a draft can be deleted. Cancel this offer instead.',
  'replacement.not_cancellable': 'Only a published or filled offer can be cancelled.',
  'replacement.closed': 'This offer is closed (cancelled or expired): it can no longer be changed.',
  'replacement.dates_locked':
    'A replacement nurse is already accepted on this offer: its dates can no longer change. Cancel it and post a new one.',
  'replacement.urgency_locked': 'The urgency of a published offer can no longer change.',
  'replacement.not_open': 'This offer is no longer open to applications.',
  'replacement.already_filled': 'This offer is already filled.',
  'answer_window.saved': 'The end of the answer window was saved.',
  'answer_window.not_urgent': 'Only an urgent or immediate offer has an answer window.',
  'answer_window.too_late': 'Answers must close on the first day of the replacement at the latest.',

  'application.sent': 'Your application was sent.',
  'application.accepted': 'Application accepted.',
  'application.accepted_filled': 'Application accepted: the offer is filled. The other applicants were told.',
  'application.declined': 'Application declined.',
  'application.withdrawn': 'Your application was withdrawn.',
  'application.nurse_only': 'Only a nurse can apply to a replacement offer.',
  'application.own_offer': 'You cannot apply to your own offer.',
  'application.duplicate': 'You have already applied to this offer.',
  'application.dates_outside': 'Choose days that belong to the offer.',
  'application.not_pending': 'This application was already answered or withdrawn.',
  'application.withdraw_too_late':
    'The replacement has started: the accepted application can no longer be withdrawn. Contact the practice holder.',
  'application.days_covered': 'These days are already given to another replacement nurse: {days}.',
  'application.window_open': 'Answers are collected until {time}: you can choose afterwards.',

  'compliance.holder_day_limit':
    'A practice holder may be replaced by at most {max} nurses on the same day (art. R4312-83): already {max} replacement nurses on {days}.',
  'compliance.nurse_overlap': 'This replacement nurse is already committed to another replacement on {days}.',
  'compliance.authorisation_missing': 'This replacement nurse has not given the end date of their replacement authorisation.',
  'compliance.authorisation_expires':
    'This nurse’s replacement authorisation expires on {date}, before the end of the replacement.',
  'compliance.non_compete':
    'With these days, this nurse will have replaced you for {days} days, more than three months: a two-year non-compete clause applies unless agreed (art. R4312-87).',
}
