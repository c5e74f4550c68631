import type { Locale } from '../../i18n/messages.ts'
import { greeting, type MailBlock, type MailContent, type MailTemplate } from '../mail/mail-content.ts'

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

/** The words around the admin's text, per language. */
const FRAME: Record<Locale, { preheader: string; reason: string; unsubscribe: string }> = {
  fr: {
    preheader: 'Les nouvelles de Relève.',
    reason: 'Vous recevez ce message car vous avez choisi de recevoir les nouvelles de Relève par e-mail.',
    unsubscribe: 'Se désinscrire',
  },
  en: {
    preheader: 'News from Relève.',
    reason: 'You are receiving this because you chose to get Relève’s news by e-mail.',
    unsubscribe: 'Unsubscribe',
  },
}

function render(locale: Locale, data: CampaignMailData): MailContent {
  const frame = FRAME[locale]
  return {
    subject: data.subject,
    preheader: frame.preheader,
    heading: data.subject,
    blocks: [
      { type: 'paragraph', text: greeting(locale, data.name) },
      ...paragraphs(data.body),
      { type: 'link', text: frame.reason, label: frame.unsubscribe, url: data.unsubscribe_url },
    ],
  }
}

/**
 * A campaign (Mails page): news of Relève to members who chose to get it by e-mail. The
 * unsubscribe link is no secret worth redacting: it can only switch that one member's news off.
 */
export const campaignMail: MailTemplate<CampaignMailData> = {
  render: {
    fr: (data) => render('fr', data),
    en: (data) => render('en', data),
  },
}
