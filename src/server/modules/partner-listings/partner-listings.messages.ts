/**
 * Messages of the partner listings and their responses, merged into i18n/messages.ts. The codes
 * of src/shared/partner-listings.ts's schemas are here too (the common ones are elsewhere:
 * commune.invalid, radius_km.invalid, software.too_long, description.too_long, dates.order…).
 */
export const partnerListingMessagesFr = {
  // Fields (shared schemas).
  'partner_listing.kind_invalid':
    'Choisissez un type d’annonce\u00a0: association, collaboration, cession de patientèle ou recherche d’installation.',
  'partner_listing.field_of_other_kind': 'Ce champ n’existe pas pour ce type d’annonce.',
  'partner_listing.premises_invalid': 'Choisissez le local\u00a0: cabinet, cabinet partagé ou soins à domicile uniquement.',
  'partner_listing.share_invalid': 'La part de la société proposée est un pourcentage entier entre 1 et 99.',
  'partner_listing.price_invalid': 'Le prix indicatif est un montant entier en euros, entre 0 et 5\u00a0000\u00a0000.',
  'partner_listing.price_kind_invalid':
    'Précisez ce que couvre le prix\u00a0: les parts de la société ou le droit de présentation.',
  'partner_listing.team_size_invalid': 'La taille de l’équipe est un nombre entier entre 1 et 50.',
  'partner_listing.redevance_invalid': 'La redevance est un pourcentage entier entre 0 et 50.',
  'partner_listing.covers_too_long': 'Ce que couvre la redevance tient en 500 caractères au plus.',
  'partner_listing.days_per_week_invalid': 'Le nombre de jours par semaine est un entier entre 1 et 7.',
  'partner_listing.fees_bracket_invalid': 'Choisissez une tranche d’honoraires annuels dans la liste.',
  'partner_listing.rounds_invalid': 'Le nombre de tournées est un entier entre 1 et 20.',
  'partner_listing.reason_too_long': 'Le motif et le calendrier de la cession tiennent en 1000 caractères au plus.',
  'partner_listing.experience_invalid': 'Les années d’expérience sont un nombre entier entre 0 et 50.',
  'partner_listing.experience_too_long': 'L’expérience se décrit en 1000 caractères au plus.',
  'partner_listing.range_order': 'Le maximum doit être supérieur ou égal au minimum.',
  'partner_listing.sort_invalid': 'Choisissez un tri\u00a0: par distance ou par date.',
  'partner_response.message_required': 'Écrivez un court message pour vous présenter.',
  'partner_response.message_too_long': 'Le message ne peut pas dépasser 2000 caractères.',
  'partner_response.status_invalid': 'Choisissez un état\u00a0: en discussion, retenue ou déclinée.',

  // Listings.
  'partner_listing.draft_saved': 'Votre brouillon d’annonce est enregistré.',
  'partner_listing.published': 'Votre annonce est publiée pour 90 jours.',
  'partner_listing.saved': 'Votre annonce est enregistrée.',
  'partner_listing.deleted': 'Le brouillon est supprimé.',
  'partner_listing.withdrawn': 'Votre annonce est retirée.',
  'partner_listing.filled': 'Votre annonce est marquée comme pourvue.',
  'partner_listing.renewed': 'Votre annonce est renouvelée pour 90 jours, avec ses réponses.',
  'partner_listing.nurse_only': 'Les annonces de partenariat sont réservées aux infirmiers.',
  'partner_listing.not_publishable': 'L’annonce ne peut pas être publiée en l’état\u00a0: complétez les champs indiqués.',
  'partner_listing.kind_locked': 'Le type d’une annonce ne change pas. Créez une autre annonce.',
  'partner_listing.not_draft': 'Cette annonce est déjà publiée.',
  'partner_listing.delete_not_draft': 'Seul un brouillon peut être supprimé. Retirez plutôt cette annonce.',
  'partner_listing.closed': 'Cette annonce est close (pourvue, retirée ou expirée)\u00a0: elle ne peut plus être modifiée.',
  'partner_listing.not_published': 'Seule une annonce publiée peut être retirée ou marquée comme pourvue.',
  'partner_listing.not_renewable': 'Seule une annonce publiée ou expirée peut être renouvelée.',
  'partner_listing.not_open': 'Cette annonce n’est plus ouverte aux réponses.',

  // Responses.
  'partner_response.sent': 'Votre réponse est envoyée. La conversation est ouverte dans votre messagerie.',
  'partner_response.own_listing': 'Vous ne pouvez pas répondre à votre propre annonce.',
  'partner_response.duplicate': 'Vous avez déjà répondu à cette annonce.',
  'partner_response.status_saved': 'L’état de la réponse est enregistré.',

  // Back office.
  'admin_partner_listings.unpublished': 'L’annonce a été retirée\u00a0; son auteur est prévenu par e-mail.',
  'admin_partner_listings.not_unpublishable': 'Seule une annonce publiée ou pourvue peut être retirée.',
} as const

export const partnerListingMessagesEn: Record<keyof typeof partnerListingMessagesFr, string> = {
  'partner_listing.kind_invalid':
    'Choose a kind of listing: association, collaboration, transfer of a patient base or looking for a practice.',
  'partner_listing.field_of_other_kind': 'This field does not exist for this kind of listing.',
  'partner_listing.premises_invalid': 'Choose the premises: practice, shared practice or home visits only.',
  'partner_listing.share_invalid': 'The share of the company offered is a whole percentage from 1 to 99.',
  'partner_listing.price_invalid': 'The indicative price is a whole amount in euros, from 0 to 5,000,000.',
  'partner_listing.price_kind_invalid': 'Say what the price is for: the company’s shares or the right of presentation.',
  'partner_listing.team_size_invalid': 'The team size is a whole number from 1 to 50.',
  'partner_listing.redevance_invalid': 'The fee paid to the holder is a whole percentage from 0 to 50.',
  'partner_listing.covers_too_long': 'What the fee covers fits in 500 characters at most.',
  'partner_listing.days_per_week_invalid': 'Days per week is a whole number from 1 to 7.',
  'partner_listing.fees_bracket_invalid': 'Choose a bracket of annual fees from the list.',
  'partner_listing.rounds_invalid': 'The number of rounds is a whole number from 1 to 20.',
  'partner_listing.reason_too_long': 'The reason and timing of the transfer fit in 1000 characters at most.',
  'partner_listing.experience_invalid': 'Years of experience is a whole number from 0 to 50.',
  'partner_listing.experience_too_long': 'The experience fits in 1000 characters at most.',
  'partner_listing.range_order': 'The maximum must be greater than or equal to the minimum.',
  'partner_listing.sort_invalid': 'Choose a sort: by distance or by date.',
  'partner_response.message_required': 'Write a short message to introduce yourself.',
  'partner_response.message_too_long': 'The message may not be longer than 2000 characters.',
  'partner_response.status_invalid': 'Choose a state: in discussion, retained or declined.',
  'partner_listing.draft_saved': 'Your draft listing is saved.',
  'partner_listing.published': 'Your listing is published for 90 days.',
  'partner_listing.saved': 'Your listing is saved.',
  'partner_listing.deleted': 'The draft is deleted.',
  'partner_listing.withdrawn': 'Your listing is withdrawn.',
  'partner_listing.filled': 'Your listing is marked as filled.',
  'partner_listing.renewed': 'Your listing is renewed for 90 days, with its responses.',
  'partner_listing.nurse_only': 'Partner listings are for nurses.',
  'partner_listing.not_publishable': 'The listing cannot be published as it is: complete the fields shown.',
  'partner_listing.kind_locked': 'A listing’s kind does not change. Create another listing.',
  'partner_listing.not_draft': 'This listing is already published.',
  'partner_listing.delete_not_draft': 'Only a draft can be deleted. Withdraw this listing instead.',
  'partner_listing.closed': 'This listing is closed (filled, withdrawn or expired): it can no longer be changed.',
  'partner_listing.not_published': 'Only a published listing can be withdrawn or marked as filled.',
  'partner_listing.not_renewable': 'Only a published or expired listing can be renewed.',
  'partner_listing.not_open': 'This listing no longer takes responses.',
  'partner_response.sent': 'Your response is sent. The conversation is open in your messages.',
  'partner_response.own_listing': 'You cannot respond to your own listing.',
  'partner_response.duplicate': 'You have already responded to this listing.',
  'partner_response.status_saved': 'The response’s state is saved.',
  'admin_partner_listings.unpublished': 'The listing was taken down; its author was told by e-mail.',
  'admin_partner_listings.not_unpublishable': 'Only a published or filled listing can be taken down.',
}
