import type { PartnerListingKind } from '#shared/partner-listings.ts'
import { paths } from '#shared/paths.ts'
import type { Locale } from '../../i18n/messages.ts'
import { greeting, type MailBlock, type MailTemplate } from '../mail/mail-content.ts'
import { offerDates } from '../notifications/notification-mail.ts'
import { kindLabel, where } from '../partner-listings/partner-listing-mails.ts'

export interface SavedSearchDigestData {
  name: string | null
  /** The offers matched since the last digest, newest first (at most DIGEST_MAX_ITEMS). */
  offers: { replacement_id: number; commune_name: string; start_date: string; end_date: string }[]
  /** The partner listings matched since the last digest, newest first (at most DIGEST_MAX_ITEMS). */
  listings: { listing_id: number; kind: PartnerListingKind; commune_name: string | null }[]
  /** All the matches, those not listed included. */
  total: number
}

function lines(locale: Locale, data: SavedSearchDigestData, link: (path: string) => string): MailBlock[] {
  const offers: MailBlock[] = data.offers.map((offer) => ({
    type: 'link',
    text: `${locale === 'fr' ? 'Remplacement à' : 'Replacement in'} ${offer.commune_name}, ${offerDates(locale, offer)}`,
    label: locale === 'fr' ? 'Voir l’offre' : 'See the offer',
    url: link(paths.replacementDetail.replace(':id', String(offer.replacement_id))),
  }))
  const listings: MailBlock[] = data.listings.map((listing) => ({
    type: 'link',
    text: `${locale === 'fr' ? 'Annonce' : 'Listing'} ${kindLabel[locale][listing.kind]}${where(locale, listing.commune_name)}`,
    label: locale === 'fr' ? 'Voir l’annonce' : 'See the listing',
    url: link(paths.partnerListing.replace(':id', String(listing.listing_id))),
  }))
  return [...offers, ...listings]
}

/**
 * The morning's digest of the offers and partner listings that matched a member's saved searches,
 * for members without instant alerts (docs/decisions/017). Subscribers get each match as it is
 * published.
 */
export const savedSearchDigestMail: MailTemplate<SavedSearchDigestData> = {
  render: {
    fr: (data, { link }) => ({
      subject:
        data.total === 1 ? '1 nouvelle annonce pour vos recherches' : `${data.total} nouvelles annonces pour vos recherches`,
      preheader: 'Ce qui a été publié depuis hier et correspond à vos recherches enregistrées.',
      heading: 'Du nouveau pour vos recherches',
      blocks: [
        { type: 'paragraph', text: greeting('fr', data.name) },
        { type: 'paragraph', text: 'Ces annonces publiées depuis hier correspondent à vos recherches enregistrées :' },
        ...lines('fr', data, link),
        { type: 'button', label: 'Ouvrir mon espace', url: link(paths.dashboard) },
        {
          type: 'note',
          text: 'Avec un abonnement, vous êtes alerté dès la publication plutôt que le lendemain matin.',
        },
      ],
    }),
    en: (data, { link }) => ({
      subject: data.total === 1 ? '1 new listing for your searches' : `${data.total} new listings for your searches`,
      preheader: 'What was published since yesterday that matches your saved searches.',
      heading: 'News for your searches',
      blocks: [
        { type: 'paragraph', text: greeting('en', data.name) },
        { type: 'paragraph', text: 'These were published since yesterday and match your saved searches:' },
        ...lines('en', data, link),
        { type: 'button', label: 'Open my dashboard', url: link(paths.dashboard) },
        {
          type: 'note',
          text: 'With a subscription, you are alerted as soon as something is published rather than the next morning.',
        },
      ],
    }),
  },
}
