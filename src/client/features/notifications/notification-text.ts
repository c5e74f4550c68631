import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { dateFormat } from '#shared/date-format.ts'
import { numberFormat, relativeTimeFormat } from '#shared/intl.ts'
import type { NotificationPayload } from '#shared/notifications.ts'
import type { PartnerListingKind } from '#shared/partner-listings.ts'
import { displayPhone } from '#shared/phone.ts'

/** A partner listing named by its kind: "l’annonce de collaboration". */
const listingNames: Record<PartnerListingKind, MessageDescriptor> = {
  association: msg`l’annonce d’association`,
  collaboration: msg`l’annonce de collaboration`,
  cession: msg`l’annonce de cession de patientèle`,
  recherche: msg`l’annonce de recherche d’installation`,
}

/** "l’annonce de collaboration à Lattes": a partner listing in a notification's line. */
function listingName(i18n: I18n, data: { kind: PartnerListingKind; commune_name: string | null }): string {
  const listing = i18n._(listingNames[data.kind])
  const commune = data.commune_name
  return commune === null ? listing : i18n._(msg`${listing} à ${commune}`)
}

/** The line a notification reads as in the centre: who did what, where. Never more than its data. */
export function notificationTitle(i18n: I18n, notification: NotificationPayload): string {
  if (notification.event === 'message_received') {
    const name = notification.data.sender_name
    return name === null ? i18n._(msg`Nouveau message de l’équipe Relève`) : i18n._(msg`Nouveau message de ${name}`)
  }
  if (notification.event === 'partner_listing_match') {
    const listing = listingName(i18n, notification.data)
    const search = notification.data.saved_search_name
    return i18n._(msg`Nouvelle annonce pour votre recherche « ${search} » : ${listing}`)
  }
  if (notification.event === 'partner_response_decided') {
    const listing = listingName(i18n, notification.data)
    return notification.data.status === 'retained'
      ? i18n._(msg`Votre réponse à ${listing} a été retenue`)
      : i18n._(msg`Votre réponse à ${listing} n’a pas été retenue`)
  }
  if (notification.event === 'contract_signature') {
    const name = notification.data.party_name
    if (notification.data.status === 'signed') return i18n._(msg`${name} a signé votre contrat de remplacement`)
    if (notification.data.status === 'voided')
      return i18n._(msg`Le contrat de remplacement a changé : les signatures sont à refaire`)
    return i18n._(msg`Contrat de remplacement signé par les deux parties : le PDF est prêt`)
  }
  const commune = notification.data.commune_name
  switch (notification.event) {
    case 'new_application': {
      const name = notification.data.applicant_name
      return i18n._(msg`${name} a postulé à votre remplacement à ${commune}`)
    }
    case 'application_accepted': {
      const name = notification.data.holder_name
      return i18n._(msg`${name} a accepté votre candidature à ${commune}`)
    }
    case 'application_declined':
      return i18n._(msg`Votre candidature à ${commune} n’a pas été retenue`)
    case 'application_withdrawn': {
      const name = notification.data.applicant_name
      return i18n._(msg`${name} a retiré sa candidature à ${commune}`)
    }
    case 'offer_filled':
      return i18n._(msg`Le remplacement à ${commune} est pourvu`)
    case 'offer_cancelled': {
      const name = notification.data.holder_name
      return i18n._(msg`${name} a annulé le remplacement à ${commune}`)
    }
    case 'urgent_offer_nearby': {
      const km = numberFormat(i18n.locale, { maximumFractionDigits: 1 }).format(notification.data.distance_km)
      return notification.data.urgency === 'immediate'
        ? i18n._(msg`Remplacement immédiat à ${commune}, à ${km} km`)
        : i18n._(msg`Remplacement urgent à ${commune}, à ${km} km`)
    }
    case 'saved_search_match': {
      const search = notification.data.saved_search_name
      return i18n._(msg`Nouvelle offre à ${commune} pour votre recherche « ${search} »`)
    }
    case 'invitation_received': {
      const name = notification.data.holder_name
      return i18n._(msg`${name} vous invite à son remplacement à ${commune}`)
    }
    case 'invitation_declined': {
      const name = notification.data.nurse_name
      return i18n._(msg`${name} décline votre invitation au remplacement à ${commune}`)
    }
  }
}

/**
 * How to reach the holder, on an acceptance that carries it: "06 12 34 56 78 · claire@example.fr"
 * (null for any other notification, and for acceptances from before it was carried).
 */
export function notificationContact(notification: NotificationPayload): { name: string; text: string } | null {
  if (notification.event !== 'application_accepted' || !notification.data.holder_contact) return null
  const { phone, email } = notification.data.holder_contact
  return { name: notification.data.holder_name, text: [phone ? displayPhone(phone) : null, email].filter(Boolean).join(' · ') }
}

/** The offer's days, as in the offer cards: "9–15 mars 2026". */
export function notificationDates(locale: string, notification: NotificationPayload): string {
  if (
    notification.event === 'message_received' ||
    notification.event === 'partner_listing_match' ||
    notification.event === 'partner_response_decided' ||
    notification.event === 'contract_signature'
  )
    return ''
  const { start_date: from, end_date: to } = notification.data
  if (!from || !to) return ''
  const format = dateFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
  const day = (value: string) => new Date(`${value}T00:00:00Z`)
  return from === to ? format.format(day(from)) : format.formatRange(day(from), day(to))
}

/** "il y a 5 min", "hier", "le 3 mars": when it came, for a list read at a glance. */
export function notificationAge(locale: string, createdAt: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(createdAt).getTime() - now) / 1000)
  const relative = relativeTimeFormat(locale, { numeric: 'auto' })
  const abs = Math.abs(seconds)
  if (abs < 60) return relative.format(0, 'second')
  if (abs < 3600) return relative.format(Math.round(seconds / 60), 'minute')
  if (abs < 86_400) return relative.format(Math.round(seconds / 3600), 'hour')
  if (abs < 7 * 86_400) return relative.format(Math.round(seconds / 86_400), 'day')
  return dateFormat(locale, { day: 'numeric', month: 'long', timeZone: 'Europe/Paris' }).format(new Date(createdAt))
}
