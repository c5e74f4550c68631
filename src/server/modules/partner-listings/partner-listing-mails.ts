import type { PartnerListingKind } from '#shared/partner-listings.ts'
import { paths } from '#shared/paths.ts'
import { greeting, type MailTemplate } from '../mail/mail-content.ts'

/**
 * The partner listings' mails. The renewal's button leads to the listing, where its author renews
 * it; the unpublished listing's, to the dashboard (the listing is no longer shown).
 */

function listingPath(id: number): string {
  return paths.partnerListing.replace(':id', String(id))
}

/** "d’association", "for an association": what follows « annonce » / "listing" in a sentence. */
export const kindLabel: Record<'fr' | 'en', Record<PartnerListingKind, string>> = {
  fr: {
    association: 'd’association',
    collaboration: 'de collaboration',
    cession: 'de cession de patientèle',
    recherche: 'de recherche d’installation',
  },
  en: {
    association: 'for an association',
    collaboration: 'for a collaboration',
    cession: 'for a transfer of patients',
    recherche: 'looking for a practice',
  },
}

export function where(locale: 'fr' | 'en', commune: string | null): string {
  if (!commune) return ''
  return locale === 'fr' ? ` à ${commune}` : ` in ${commune}`
}

export interface PartnerListingRenewalData {
  name: string | null
  listing_id: number
  kind: PartnerListingKind
  commune_name: string | null
  /** ISO 8601: when the listing expires unless renewed. */
  expires_at: string
}

/** Seven days before a listing's 90 days end: renewing keeps it and its responses. */
export const partnerListingRenewalMail: MailTemplate<PartnerListingRenewalData> = {
  render: {
    fr: (data, { link, formatDateTime }) => ({
      subject: 'Votre annonce de partenariat expire dans 7 jours',
      preheader: `Renouvelez-la avant le ${formatDateTime(data.expires_at)} pour la garder en ligne.`,
      heading: 'Votre annonce arrive à échéance',
      blocks: [
        { type: 'paragraph', text: greeting('fr', data.name) },
        {
          type: 'paragraph',
          text: `Votre annonce ${kindLabel.fr[data.kind]}${where('fr', data.commune_name)} expire le ${formatDateTime(data.expires_at)}, 90 jours après sa publication. Renouvelez-la depuis votre espace pour la garder en ligne 90 jours de plus : elle garde ses réponses et ses conversations.`,
        },
        { type: 'button', label: 'Voir mon annonce', url: link(listingPath(data.listing_id)) },
        { type: 'note', text: 'Votre partenaire est trouvé ? Marquez l’annonce comme pourvue : elle ne sera plus proposée.' },
      ],
    }),
    en: (data, { link, formatDateTime }) => ({
      subject: 'Your partner listing expires in 7 days',
      preheader: `Renew it before ${formatDateTime(data.expires_at)} to keep it online.`,
      heading: 'Your listing is about to expire',
      blocks: [
        { type: 'paragraph', text: greeting('en', data.name) },
        {
          type: 'paragraph',
          text: `Your listing ${kindLabel.en[data.kind]}${where('en', data.commune_name)} expires on ${formatDateTime(data.expires_at)}, 90 days after it was published. Renew it from your dashboard to keep it online for 90 more days: it keeps its responses and conversations.`,
        },
        { type: 'button', label: 'See my listing', url: link(listingPath(data.listing_id)) },
        { type: 'note', text: 'Found your partner? Mark the listing as filled: it will no longer be shown.' },
      ],
    }),
  },
}

export interface PartnerListingUnpublishedData {
  name: string | null
  listing_id: number
  kind: PartnerListingKind
  commune_name: string | null
  /** Written by the admin who unpublished it: plain text, shown as it is. */
  reason: string
}

/** An admin took the author's listing down: why, and what to do next. */
export const partnerListingUnpublishedMail: MailTemplate<PartnerListingUnpublishedData> = {
  render: {
    fr: (data, { link }) => ({
      subject: 'Votre annonce de partenariat a été retirée',
      preheader: `Votre annonce${where('fr', data.commune_name)} n’est plus publiée.`,
      heading: 'Votre annonce a été retirée',
      blocks: [
        { type: 'paragraph', text: greeting('fr', data.name) },
        {
          type: 'paragraph',
          text: `L’équipe Relève a retiré votre annonce ${kindLabel.fr[data.kind]}${where('fr', data.commune_name)}. Elle n’est plus visible. La raison :`,
        },
        { type: 'quote', text: data.reason },
        { type: 'button', label: 'Ouvrir mon espace', url: link('/dashboard') },
        { type: 'note', text: 'Une question ou un désaccord ? Écrivez-nous depuis la page Contact du site.' },
      ],
    }),
    en: (data, { link }) => ({
      subject: 'Your partner listing was taken down',
      preheader: `Your listing${where('en', data.commune_name)} is no longer published.`,
      heading: 'Your listing was taken down',
      blocks: [
        { type: 'paragraph', text: greeting('en', data.name) },
        {
          type: 'paragraph',
          text: `The Relève team took down your listing ${kindLabel.en[data.kind]}${where('en', data.commune_name)}. It is no longer visible. The reason:`,
        },
        { type: 'quote', text: data.reason },
        { type: 'button', label: 'Open my dashboard', url: link('/dashboard') },
        { type: 'note', text: 'A question, or you disagree? Write to us from the Contact page of the site.' },
      ],
    }),
  },
}
