import { greeting, type MailTemplate } from '../mail-content.ts'

export interface PasswordChangedData {
  name: string | null
  at: string
}

export const passwordChanged: MailTemplate<PasswordChangedData> = {
  render: {
    fr: (data, { link, formatDateTime }) => ({
      subject: 'Votre mot de passe a été modifié',
      preheader: 'Le mot de passe de votre compte Relève vient de changer.',
      heading: 'Mot de passe modifié',
      blocks: [
        { type: 'paragraph', text: greeting('fr', data.name) },
        {
          type: 'paragraph',
          text: `Le mot de passe de votre compte Relève a été modifié le ${formatDateTime(data.at)}. Vos autres appareils ont été déconnectés.`,
        },
        {
          type: 'note',
          text: `Ce n’était pas vous ? Réinitialisez tout de suite votre mot de passe : ${link('/password/reset-password')}, puis écrivez-nous depuis la page Contact.`,
        },
      ],
    }),
    en: (data, { link, formatDateTime }) => ({
      subject: 'Your password was changed',
      preheader: 'The password of your Relève account has just changed.',
      heading: 'Password changed',
      blocks: [
        { type: 'paragraph', text: greeting('en', data.name) },
        {
          type: 'paragraph',
          text: `The password of your Relève account was changed on ${formatDateTime(data.at)}. Your other devices were logged out.`,
        },
        {
          type: 'note',
          text: `Was it not you? Reset your password right away: ${link('/password/reset-password')}, then write to us from the Contact page.`,
        },
      ],
    }),
  },
}
