import { paths } from '#shared/paths.ts'
import type { Locale } from '../../i18n/messages.ts'
import { greeting, type MailBlock, type MailTemplate } from '../mail/mail-content.ts'
import { offerDates } from '../notifications/notification-mail.ts'

export interface SavedSearchDigestData {
  name: string | null
  /** The offers matched since the last digest, newest first (at most DIGEST_MAX_OFFERS). */
  offers: { replacement_id: number; commune_name: string; start_date: string; end_date: string }[]
  /** All the matches, the offers not listed included. */
  total: number
}

function offerLines(locale: Locale, data: SavedSearchDigestData, link: (path: string) => string): MailBlock[] {
  return data.offers.map((offer) => ({
    type: 'link',
    text: `${offer.commune_name}, ${offerDates(locale, offer)}`,
    label: locale === 'fr' ? 'Voir l’offre' : 'See the offer',
    url: link(paths.replacementDetail.replace(':id', String(offer.replacement_id))),
  }))
}

/**
 * The morning's digest of the offers that matched a member's saved searches, for members without
 * instant alerts (docs/decisions/017). Subscribers get each match as it is published.
 */
export const savedSearchDigestMail: MailTemplate<SavedSearchDigestData> = {
  render: {
    fr: (data, { link }) => ({
      subject: data.total === 1 ? '1 nouvelle offre pour vos recherches' : `${data.total} nouvelles offres pour vos recherches`,
      preheader: 'Les remplacements publiés depuis hier qui correspondent à vos recherches enregistrées.',
      heading: 'Vos nouvelles offres',
      blocks: [
        { type: 'paragraph', text: greeting('fr', data.name) },
        { type: 'paragraph', text: 'Ces remplacements publiés depuis hier correspondent à vos recherches enregistrées :' },
        ...offerLines('fr', data, link),
        { type: 'button', label: 'Voir toutes les offres', url: link(paths.replacements) },
        {
          type: 'note',
          text: 'Avec un abonnement, vous êtes alerté dès la publication d’une offre plutôt que le lendemain matin.',
        },
      ],
    }),
    en: (data, { link }) => ({
      subject: data.total === 1 ? '1 new offer for your searches' : `${data.total} new offers for your searches`,
      preheader: 'The replacements published since yesterday that match your saved searches.',
      heading: 'Your new offers',
      blocks: [
        { type: 'paragraph', text: greeting('en', data.name) },
        { type: 'paragraph', text: 'These replacements published since yesterday match your saved searches:' },
        ...offerLines('en', data, link),
        { type: 'button', label: 'See all offers', url: link(paths.replacements) },
        {
          type: 'note',
          text: 'With a subscription, you are alerted as soon as an offer is published rather than the next morning.',
        },
      ],
    }),
  },
}
