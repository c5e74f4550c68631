import { greeting, type MailTemplate } from '../mail-content.ts'

export interface ContactFromAdminData {
  name: string | null
  subject: string
  /** Written by an admin: plain text, shown as it is (escaped, line breaks kept). */
  message: string
}

export const contactFromAdmin: MailTemplate<ContactFromAdminData> = {
  render: {
    fr: (data) => ({
      subject: data.subject,
      preheader: 'Un message de l’équipe Relève.',
      heading: data.subject,
      blocks: [
        { type: 'paragraph', text: greeting('fr', data.name) },
        { type: 'quote', text: data.message },
        {
          type: 'note',
          text: 'Ce message vous a été écrit par l’équipe Relève. Pour répondre, utilisez la page Contact du site.',
        },
      ],
    }),
    en: (data) => ({
      subject: data.subject,
      preheader: 'A message from the Relève team.',
      heading: data.subject,
      blocks: [
        { type: 'paragraph', text: greeting('en', data.name) },
        { type: 'quote', text: data.message },
        {
          type: 'note',
          text: 'This message was written to you by the Relève team. To answer, use the Contact page of the site.',
        },
      ],
    }),
  },
}
