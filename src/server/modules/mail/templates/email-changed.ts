import { greeting, type MailTemplate } from '../mail-content.ts'

export interface EmailChangedData {
  name: string | null
  /** The new address, partly masked (c•••@example.fr): this mail goes to the old one. */
  new_email_masked: string
  at: string
}

/** Sent to the previous address when a user changes theirs, so a hijack does not go unnoticed. */
export const emailChanged: MailTemplate<EmailChangedData> = {
  render: {
    fr: (data, { formatDateTime }) => ({
      subject: 'Votre adresse e-mail a été modifiée',
      preheader: 'Votre compte Relève utilise désormais une autre adresse e-mail.',
      heading: 'Adresse e-mail modifiée',
      blocks: [
        { type: 'paragraph', text: greeting('fr', data.name) },
        {
          type: 'paragraph',
          text: `Le ${formatDateTime(data.at)}, l’adresse e-mail de votre compte Relève a été remplacée par ${data.new_email_masked}. Cette adresse-ci ne recevra plus nos messages.`,
        },
        { type: 'note', text: 'Ce n’était pas vous ? Écrivez-nous au plus vite depuis la page Contact du site.' },
      ],
    }),
    en: (data, { formatDateTime }) => ({
      subject: 'Your email address was changed',
      preheader: 'Your Relève account now uses another email address.',
      heading: 'Email address changed',
      blocks: [
        { type: 'paragraph', text: greeting('en', data.name) },
        {
          type: 'paragraph',
          text: `On ${formatDateTime(data.at)}, the email address of your Relève account was replaced by ${data.new_email_masked}. This address will no longer receive our messages.`,
        },
        { type: 'note', text: 'Was it not you? Write to us as soon as possible from the Contact page of the site.' },
      ],
    }),
  },
}
