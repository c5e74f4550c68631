import { dateFormat } from '#shared/date-format.ts'
import { type NotificationPayload, notificationPath, type OfferSummary } from '#shared/notifications.ts'
import { displayPhone } from '#shared/phone.ts'
import type { PartyContact, Shift } from '#shared/replacements.ts'
import type { Locale } from '../../i18n/messages.ts'
import { greeting, type MailBlock, type MailContent, type MailContext, type MailTemplate } from '../mail/mail-content.ts'
import { where as inCommune, kindLabel } from '../partner-listings/partner-listing-mails.ts'

/** The outbox row's data: the notification itself, and the reader's first name for the greeting. */
export type NotificationMailData = NotificationPayload & { name: string | null }

const shiftLabels: Record<Locale, Record<Shift, string>> = {
  fr: { matin: 'matin', apres_midi: 'après-midi', soir: 'soir', journee: 'journée' },
  en: { matin: 'morning', apres_midi: 'afternoon', soir: 'evening', journee: 'full day' },
}

/** A civil date (YYYY-MM-DD) as people read it: "3 mars 2026" — never shifted by a time zone. */
function day(locale: Locale, iso: string): string {
  return dateFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  )
}

/** "du 3 mars 2026 au 7 mars 2026", or "le 3 mars 2026" for one day. */
export function offerDates(locale: Locale, offer: Pick<OfferSummary, 'start_date' | 'end_date'>): string {
  if (offer.start_date === offer.end_date)
    return locale === 'en' ? `on ${day(locale, offer.start_date)}` : `le ${day(locale, offer.start_date)}`
  return locale === 'en'
    ? `from ${day(locale, offer.start_date)} to ${day(locale, offer.end_date)}`
    : `du ${day(locale, offer.start_date)} au ${day(locale, offer.end_date)}`
}

/** "06 12 34 56 78 · claire@example.fr": how to reach the other party of an accepted replacement. */
function contactText(contact: PartyContact): string {
  return [contact.phone ? displayPhone(contact.phone) : null, contact.email].filter(Boolean).join(' · ')
}

interface Wording {
  subject: string
  heading: string
  lines: string[]
  button: string
}

function frenchWording(payload: NotificationPayload): Wording {
  // A message's notice names who wrote, never what: the text stays in the app.
  if (payload.event === 'message_received') {
    const name = payload.data.sender_name
    return {
      subject: name === null ? 'Nouveau message de l’équipe Relève' : `Nouveau message de ${name}`,
      heading: 'Nouveau message',
      lines: [name === null ? 'L’équipe Relève vous a écrit.' : `${name} vous a écrit sur Relève.`],
      button: 'Lire le message',
    }
  }
  if (payload.event === 'partner_listing_match') {
    const name = payload.data.saved_search_name
    const km = payload.data.distance_km === null ? '' : ` (à ${formatKm('fr', payload.data.distance_km)})`
    return {
      subject: `Nouvelle annonce pour votre recherche « ${name} »`,
      heading: 'Une annonce correspond à votre recherche',
      lines: [
        `Une annonce ${kindLabel.fr[payload.data.kind]}${inCommune('fr', payload.data.commune_name)} correspond à votre recherche enregistrée « ${name} »${km}.`,
      ],
      button: 'Voir l’annonce',
    }
  }
  if (payload.event === 'contract_signature') {
    const name = payload.data.party_name
    if (payload.data.status === 'signed')
      return {
        subject: `${name} a signé votre contrat de remplacement`,
        heading: 'Contrat signé par l’autre partie',
        lines: [`${name} a signé électroniquement votre contrat de remplacement. Relisez-le et signez-le à votre tour.`],
        button: 'Ouvrir le contrat',
      }
    if (payload.data.status === 'voided')
      return {
        subject: 'Votre contrat de remplacement a changé : signatures annulées',
        heading: 'Signatures annulées',
        lines: [
          'Le texte de votre contrat de remplacement a changé après une signature (un profil, l’offre ou un champ complété). La signature ne vaut plus pour le nouveau texte : relisez-le et signez-le de nouveau.',
        ],
        button: 'Ouvrir le contrat',
      }
    return {
      subject: 'Contrat de remplacement signé par les deux parties',
      heading: 'Contrat signé',
      lines: [
        `Vous et ${name} avez signé le contrat de remplacement. Le PDF signé, avec sa page de preuve, est joint à ce message ; il reste à télécharger depuis le contrat ou votre conversation.`,
        'Pensez à en adresser une copie au conseil départemental de l’Ordre et à prévenir la CPAM.',
      ],
      button: 'Télécharger le contrat signé',
    }
  }
  if (payload.event === 'partner_response_decided') {
    const listing = `l’annonce ${kindLabel.fr[payload.data.kind]}${inCommune('fr', payload.data.commune_name)}`
    const retained = payload.data.status === 'retained'
    return {
      subject: retained ? `Votre réponse à ${listing} a été retenue` : `Votre réponse à ${listing} n’a pas été retenue`,
      heading: retained ? 'Réponse retenue' : 'Réponse non retenue',
      lines: [
        retained
          ? `${payload.data.author_name} a retenu votre réponse à ${listing}. Poursuivez l’échange dans votre conversation.`
          : `${payload.data.author_name} a décliné votre réponse à ${listing}.`,
      ],
      button: payload.data.conversation_id === null ? 'Voir l’annonce' : 'Ouvrir la conversation',
    }
  }
  const where = payload.data.commune_name
  const when = offerDates('fr', payload.data)
  switch (payload.event) {
    case 'new_application':
      return {
        subject: `Nouvelle candidature pour votre remplacement à ${where}`,
        heading: 'Nouvelle candidature',
        lines: [`${payload.data.applicant_name} a postulé à votre offre de remplacement à ${where} ${when}.`],
        button: 'Voir les candidatures',
      }
    case 'application_accepted':
      return {
        subject: `Votre candidature à ${where} est acceptée`,
        heading: 'Candidature acceptée',
        lines: [
          `${payload.data.holder_name} a accepté votre candidature pour le remplacement à ${where} ${when}.`,
          ...(payload.data.dates && payload.data.dates.length > 0
            ? [`Jours retenus : ${payload.data.dates.map((d) => day('fr', d)).join(', ')}.`]
            : []),
          ...(payload.data.holder_contact
            ? [`Pour joindre ${payload.data.holder_name}\u00a0: ${contactText(payload.data.holder_contact)}.`]
            : []),
          'Relève a préparé le contrat de remplacement écrit, obligatoire au-delà de 24 heures\u00a0: relisez-le, complétez-le et signez-le avant le premier jour.',
        ],
        button: 'Préparer le contrat',
      }
    case 'application_declined':
      return {
        subject: `Votre candidature à ${where} n’a pas été retenue`,
        heading: 'Candidature non retenue',
        lines: [`${payload.data.holder_name} n’a pas retenu votre candidature pour le remplacement à ${where} ${when}.`],
        button: 'Voir mes candidatures',
      }
    case 'application_withdrawn':
      return {
        subject: `Une candidature à votre remplacement à ${where} a été retirée`,
        heading: 'Candidature retirée',
        lines: [`${payload.data.applicant_name} a retiré sa candidature à votre offre à ${where} ${when}.`],
        button: 'Voir les candidatures',
      }
    case 'offer_filled':
      return {
        subject: `Le remplacement à ${where} est pourvu`,
        heading: 'Remplacement pourvu',
        lines: [
          `${payload.data.holder_name} a trouvé qui la remplace à ${where} ${when} : votre candidature n’a pas été retenue cette fois.`,
        ],
        button: 'Voir l’offre',
      }
    case 'offer_cancelled':
      return {
        subject: `Le remplacement à ${where} est annulé`,
        heading: 'Remplacement annulé',
        lines: [`${payload.data.holder_name} a annulé son offre de remplacement à ${where} ${when}.`],
        button: 'Voir l’offre',
      }
    case 'urgent_offer_nearby': {
      const label = payload.data.urgency === 'immediate' ? 'Remplacement immédiat' : 'Remplacement urgent'
      return {
        subject: `${label} à ${where} (${formatKm('fr', payload.data.distance_km)})`,
        heading: label,
        lines: [
          `Un remplacement ${payload.data.urgency === 'immediate' ? 'immédiat' : 'urgent'} est proposé à ${where}, à ${formatKm('fr', payload.data.distance_km)} de votre zone, ${when} (${payload.data.shifts.map((s) => shiftLabels.fr[s]).join(', ')}), rétrocession ${payload.data.retrocession_percent} %.`,
          'Le ou la titulaire recueille les réponses puis choisit : répondre vite n’est pas nécessaire, répondre pendant la fenêtre suffit.',
        ],
        button: 'Voir l’offre',
      }
    }
    case 'invitation_received':
      return {
        subject: `${payload.data.holder_name} vous invite à un remplacement à ${where}`,
        heading: 'Invitation à un remplacement',
        lines: [
          `${payload.data.holder_name} a vu vos disponibilités et vous invite à son remplacement à ${where} ${when}. Postulez en un geste ou déclinez depuis vos disponibilités.`,
        ],
        button: 'Voir l’invitation',
      }
    case 'invitation_declined':
      return {
        subject: `${payload.data.nurse_name} décline votre invitation à ${where}`,
        heading: 'Invitation déclinée',
        lines: [
          `${payload.data.nurse_name} ne prendra pas votre remplacement à ${where} ${when}. Cherchez d’autres remplaçants disponibles sur ces dates.`,
        ],
        button: 'Voir l’offre',
      }
    case 'saved_search_match':
      return {
        subject: `Nouvelle offre pour votre recherche « ${payload.data.saved_search_name} »`,
        heading: 'Une offre correspond à votre recherche',
        lines: [
          `Un remplacement à ${where} ${when} correspond à votre recherche enregistrée « ${payload.data.saved_search_name} »${payload.data.distance_km === null ? '' : ` (à ${formatKm('fr', payload.data.distance_km)})`}.`,
        ],
        button: 'Voir l’offre',
      }
  }
}

function englishWording(payload: NotificationPayload): Wording {
  if (payload.event === 'message_received') {
    const name = payload.data.sender_name
    return {
      subject: name === null ? 'New message from the Relève team' : `New message from ${name}`,
      heading: 'New message',
      lines: [name === null ? 'The Relève team wrote to you.' : `${name} wrote to you on Relève.`],
      button: 'Read the message',
    }
  }
  if (payload.event === 'partner_listing_match') {
    const name = payload.data.saved_search_name
    const km = payload.data.distance_km === null ? '' : ` (${formatKm('en', payload.data.distance_km)} away)`
    return {
      subject: `New listing for your search “${name}”`,
      heading: 'A listing matches your search',
      lines: [
        `A listing ${kindLabel.en[payload.data.kind]}${inCommune('en', payload.data.commune_name)} matches your saved search “${name}”${km}.`,
      ],
      button: 'See the listing',
    }
  }
  if (payload.event === 'contract_signature') {
    const name = payload.data.party_name
    if (payload.data.status === 'signed')
      return {
        subject: `${name} signed your replacement contract`,
        heading: 'Contract signed by the other party',
        lines: [`${name} signed your replacement contract electronically. Read it and sign it in turn.`],
        button: 'Open the contract',
      }
    if (payload.data.status === 'voided')
      return {
        subject: 'Your replacement contract changed: signatures voided',
        heading: 'Signatures voided',
        lines: [
          'The text of your replacement contract changed after a signature (a profile, the offer or a completed field). The signature does not hold for the new text: read it and sign it again.',
        ],
        button: 'Open the contract',
      }
    return {
      subject: 'Replacement contract signed by both parties',
      heading: 'Contract signed',
      lines: [
        `You and ${name} signed the replacement contract. The signed PDF, with its evidence page, is attached to this message; it can also be downloaded from the contract or your conversation.`,
        'Remember to send a copy to the Ordre’s departmental council and to tell the CPAM.',
      ],
      button: 'Download the signed contract',
    }
  }
  if (payload.event === 'partner_response_decided') {
    const listing = `the listing ${kindLabel.en[payload.data.kind]}${inCommune('en', payload.data.commune_name)}`
    const retained = payload.data.status === 'retained'
    return {
      subject: retained ? `Your response to ${listing} was retained` : `Your response to ${listing} was not retained`,
      heading: retained ? 'Response retained' : 'Response not retained',
      lines: [
        retained
          ? `${payload.data.author_name} retained your response to ${listing}. Carry on in your conversation.`
          : `${payload.data.author_name} declined your response to ${listing}.`,
      ],
      button: payload.data.conversation_id === null ? 'See the listing' : 'Open the conversation',
    }
  }
  const where = payload.data.commune_name
  const when = offerDates('en', payload.data)
  switch (payload.event) {
    case 'new_application':
      return {
        subject: `New application for your replacement in ${where}`,
        heading: 'New application',
        lines: [`${payload.data.applicant_name} applied to your replacement offer in ${where} ${when}.`],
        button: 'See the applications',
      }
    case 'application_accepted':
      return {
        subject: `Your application in ${where} was accepted`,
        heading: 'Application accepted',
        lines: [
          `${payload.data.holder_name} accepted your application for the replacement in ${where} ${when}.`,
          ...(payload.data.dates && payload.data.dates.length > 0
            ? [`Days agreed: ${payload.data.dates.map((d) => day('en', d)).join(', ')}.`]
            : []),
          ...(payload.data.holder_contact
            ? [`To reach ${payload.data.holder_name}: ${contactText(payload.data.holder_contact)}.`]
            : []),
          'Relève prepared the written replacement contract, required beyond 24 hours: read it, complete it and sign it before the first day.',
        ],
        button: 'Prepare the contract',
      }
    case 'application_declined':
      return {
        subject: `Your application in ${where} was not retained`,
        heading: 'Application not retained',
        lines: [`${payload.data.holder_name} did not retain your application for the replacement in ${where} ${when}.`],
        button: 'See my applications',
      }
    case 'application_withdrawn':
      return {
        subject: `An application to your replacement in ${where} was withdrawn`,
        heading: 'Application withdrawn',
        lines: [`${payload.data.applicant_name} withdrew their application to your offer in ${where} ${when}.`],
        button: 'See the applications',
      }
    case 'offer_filled':
      return {
        subject: `The replacement in ${where} is filled`,
        heading: 'Replacement filled',
        lines: [
          `${payload.data.holder_name} found a replacement in ${where} ${when}: your application was not retained this time.`,
        ],
        button: 'See the offer',
      }
    case 'offer_cancelled':
      return {
        subject: `The replacement in ${where} is cancelled`,
        heading: 'Replacement cancelled',
        lines: [`${payload.data.holder_name} cancelled their replacement offer in ${where} ${when}.`],
        button: 'See the offer',
      }
    case 'urgent_offer_nearby': {
      const label = payload.data.urgency === 'immediate' ? 'Immediate replacement' : 'Urgent replacement'
      return {
        subject: `${label} in ${where} (${formatKm('en', payload.data.distance_km)})`,
        heading: label,
        lines: [
          `An ${payload.data.urgency === 'immediate' ? 'immediate' : 'urgent'} replacement is offered in ${where}, ${formatKm('en', payload.data.distance_km)} from your area, ${when} (${payload.data.shifts.map((s) => shiftLabels.en[s]).join(', ')}), ${payload.data.retrocession_percent}% paid to you.`,
          'The practice holder collects the answers, then chooses: no need to be the fastest, answering within the window is enough.',
        ],
        button: 'See the offer',
      }
    }
    case 'invitation_received':
      return {
        subject: `${payload.data.holder_name} invites you to a replacement in ${where}`,
        heading: 'Invitation to a replacement',
        lines: [
          `${payload.data.holder_name} saw your availability and invites you to their replacement in ${where} ${when}. Apply in one tap or decline from your availability page.`,
        ],
        button: 'See the invitation',
      }
    case 'invitation_declined':
      return {
        subject: `${payload.data.nurse_name} declines your invitation in ${where}`,
        heading: 'Invitation declined',
        lines: [
          `${payload.data.nurse_name} will not take your replacement in ${where} ${when}. Look for other replacement nurses free on those dates.`,
        ],
        button: 'See the offer',
      }
    case 'saved_search_match':
      return {
        subject: `New offer for your search “${payload.data.saved_search_name}”`,
        heading: 'An offer matches your search',
        lines: [
          `A replacement in ${where} ${when} matches your saved search “${payload.data.saved_search_name}”${payload.data.distance_km === null ? '' : ` (${formatKm('en', payload.data.distance_km)} away)`}.`,
        ],
        button: 'See the offer',
      }
  }
}

function formatKm(locale: Locale, km: number): string {
  return `${new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { maximumFractionDigits: 1 }).format(km)} km`
}

/**
 * A mail the notification preferences never turn off: the contract signed by both parties, whose
 * mail carries the signed PDF — a document the member keeps, as an invoice, not a notice
 * (docs/decisions/019). The other contract_signature notices (a signature voided, the other party
 * signed) and every other channel follow the preferences.
 */
export function isTransactionalMail(payload: NotificationPayload): boolean {
  return payload.event === 'contract_signature' && payload.data.status === 'completed'
}

/** The subject line alone (the outbox keeps it for the admins' Mails page). */
export function notificationSubject(payload: NotificationPayload, locale: Locale): string {
  return (locale === 'en' ? englishWording : frenchWording)(payload).subject
}

/** Why the reader gets this mail: their settings, or (the signed contract) always. */
function footNote(locale: Locale, payload: NotificationPayload): string {
  if (isTransactionalMail(payload))
    return locale === 'en'
      ? 'This mail is always sent, whatever your notification settings: it carries your signed contract.'
      : 'Ce message vous est toujours envoyé, quels que soient vos réglages de notifications : il porte votre contrat signé.'
  return locale === 'en'
    ? 'You get this mail because of your notification settings; change them in Settings › Notifications.'
    : 'Vous recevez ce message selon vos réglages de notifications ; modifiez-les dans Paramètres › Notifications.'
}

function render(locale: Locale) {
  return (data: NotificationMailData, context: MailContext): MailContent => {
    const wording = (locale === 'en' ? englishWording : frenchWording)(data)
    const blocks: MailBlock[] = [
      { type: 'paragraph', text: greeting(locale, data.name) },
      ...wording.lines.map((text): MailBlock => ({ type: 'paragraph', text })),
      { type: 'button', label: wording.button, url: context.link(notificationPath(data)) },
      { type: 'note', text: footNote(locale, data) },
    ]
    return { subject: wording.subject, preheader: wording.lines[0] ?? wording.heading, heading: wording.heading, blocks }
  }
}

/** Every marketplace event in one template: the event inside the data picks the words. */
export const notificationMail: MailTemplate<NotificationMailData> = {
  render: { fr: render('fr'), en: render('en') },
}
