import { dateFormat } from '#shared/date-format.ts'
import { greeting, type MailTemplate } from '../mail/mail-content.ts'

export interface ReplacementUnpublishedData {
  name: string | null
  replacement_id: number
  commune_name: string
  /** YYYY-MM-DD, the offer's first and last days. */
  start_date: string
  end_date: string
  /** Written by the admin who unpublished it: plain text, shown as it is. */
  reason: string
}

function day(locale: 'fr' | 'en', value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value
  return dateFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${value}T00:00:00Z`),
  )
}

/** An admin took the author's offer off the marketplace: why, and what to do next. */
export const replacementUnpublishedMail: MailTemplate<ReplacementUnpublishedData> = {
  render: {
    fr: (data, { link }) => ({
      subject: 'Votre offre de remplacement a été retirée',
      preheader: `Votre offre à ${data.commune_name} n’est plus publiée.`,
      heading: 'Votre offre a été retirée',
      blocks: [
        { type: 'paragraph', text: greeting('fr', data.name) },
        {
          type: 'paragraph',
          text: `L’équipe Relève a retiré votre offre de remplacement à ${data.commune_name} (du ${day('fr', data.start_date)} au ${day('fr', data.end_date)}). Elle n’est plus visible et les candidats en ont été informés. La raison :`,
        },
        { type: 'quote', text: data.reason },
        { type: 'button', label: 'Voir mes offres', url: link('/dashboard/replacements/me') },
        { type: 'note', text: 'Une question ou un désaccord ? Écrivez-nous depuis la page Contact du site.' },
      ],
    }),
    en: (data, { link }) => ({
      subject: 'Your replacement offer was taken down',
      preheader: `Your offer in ${data.commune_name} is no longer published.`,
      heading: 'Your offer was taken down',
      blocks: [
        { type: 'paragraph', text: greeting('en', data.name) },
        {
          type: 'paragraph',
          text: `The Relève team took down your replacement offer in ${data.commune_name} (${day('en', data.start_date)} to ${day('en', data.end_date)}). It is no longer visible and the applicants were told. The reason:`,
        },
        { type: 'quote', text: data.reason },
        { type: 'button', label: 'See my offers', url: link('/dashboard/replacements/me') },
        { type: 'note', text: 'A question, or you disagree? Write to us from the Contact page of the site.' },
      ],
    }),
  },
}
