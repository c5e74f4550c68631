import { greeting, type MailTemplate } from '../mail-content.ts'

export interface AccountDeletedData {
  name: string | null
}

export const accountDeleted: MailTemplate<AccountDeletedData> = {
  render: {
    fr: (data) => ({
      subject: 'Votre compte Relève a été supprimé',
      preheader: 'Vos données personnelles ont été effacées.',
      heading: 'Compte supprimé',
      blocks: [
        { type: 'paragraph', text: greeting('fr', data.name) },
        {
          type: 'paragraph',
          text: 'Votre compte Relève a été supprimé à votre demande. Vos données personnelles ont été effacées, à l’exception de ce que la loi nous oblige à conserver (les factures).',
        },
        { type: 'note', text: 'Ce n’était pas vous ? Écrivez-nous au plus vite depuis la page Contact du site.' },
      ],
    }),
    en: (data) => ({
      subject: 'Your Relève account was deleted',
      preheader: 'Your personal data was erased.',
      heading: 'Account deleted',
      blocks: [
        { type: 'paragraph', text: greeting('en', data.name) },
        {
          type: 'paragraph',
          text: 'Your Relève account was deleted as you asked. Your personal data was erased, except what the law requires us to keep (invoices).',
        },
        { type: 'note', text: 'Was it not you? Write to us as soon as possible from the Contact page of the site.' },
      ],
    }),
  },
}
