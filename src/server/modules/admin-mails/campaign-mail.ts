import { greeting, type MailBlock, type MailTemplate } from '../mail/mail-content.ts'

export interface CampaignMailData {
  campaign_id: number
  name: string | null
  subject: string
  /** Written by an admin: plain text, blank lines between paragraphs (escaped by the renderer). */
  body: string
  /** The recipient's own unsubscribe link (no login needed): it switches product_news e-mails off. */
  unsubscribe_url: string
}

function paragraphs(body: string): MailBlock[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((text) => ({ type: 'paragraph', text }))
}

/**
 * A campaign (Mails page): news of Relève to members who chose to get it by e-mail. The
 * unsubscribe link is no secret worth redacting: it can only switch that one member's news off.
 */
export const campaignMail: MailTemplate<CampaignMailData> = {
  render: {
    fr: (data) => ({
      subject: data.subject,
      preheader: 'Les nouvelles de Relève.',
      heading: data.subject,
      blocks: [
        { type: 'paragraph', text: greeting('fr', data.name) },
        ...paragraphs(data.body),
        {
          type: 'link',
          text: 'Vous recevez ce message car vous avez choisi de recevoir les nouvelles de Relève par e-mail.',
          label: 'Se désinscrire',
          url: data.unsubscribe_url,
        },
      ],
    }),
    en: (data) => ({
      subject: data.subject,
      preheader: 'News from Relève.',
      heading: data.subject,
      blocks: [
        { type: 'paragraph', text: greeting('en', data.name) },
        ...paragraphs(data.body),
        {
          type: 'link',
          text: 'You are receiving this because you chose to get Relève’s news by e-mail.',
          label: 'Unsubscribe',
          url: data.unsubscribe_url,
        },
      ],
    }),
  },
}
