import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { NotificationChannel, NotificationEvent } from '#shared/notification-preferences.ts'

export const eventLabels: Record<NotificationEvent, MessageDescriptor> = {
  new_application: msg`Nouvelle candidature à une de vos offres`,
  application_accepted: msg`Votre candidature est acceptée`,
  application_declined: msg`Votre candidature n’est pas retenue`,
  application_withdrawn: msg`Un candidat retire sa candidature`,
  offer_filled: msg`Une offre est pourvue`,
  offer_cancelled: msg`Une offre est annulée`,
  urgent_offer_nearby: msg`Remplacement urgent près de chez vous`,
  saved_search_match: msg`Nouvelle offre pour une recherche enregistrée`,
  message_received: msg`Nouveau message`,
  invitation_received: msg`Invitation à un remplacement`,
  invitation_declined: msg`Invitation déclinée`,
  partner_listing_match: msg`Nouvelle annonce de partenariat pour une recherche enregistrée`,
  partner_response_decided: msg`Réponse à une annonce retenue ou déclinée`,
  contract_signature: msg`Signature d’un contrat de remplacement`,
  product_news: msg`Nouveautés de Relève`,
}

/**
 * What a switch does not cover, said under its event: the contract signed by both parties is
 * mailed whatever the e-mail switch says (a document to keep, docs/decisions/019).
 */
export const eventHints: Partial<Record<NotificationEvent, MessageDescriptor>> = {
  contract_signature: msg`Le contrat signé par les deux parties vous est toujours envoyé par e-mail avec son PDF, même si vous désactivez l’e-mail ici.`,
}

export const channelLabels: Record<NotificationChannel, MessageDescriptor> = {
  email: msg`E-mail`,
  in_app: msg`Dans l’application`,
  push: msg`Notification push`,
}
