import { greeting, type MailTemplate } from '../mail-content.ts'

export interface TwoFactorDisabledData {
  name: string | null
  /** When it happened (ISO 8601). */
  at: string
}

export const twoFactorDisabled: MailTemplate<TwoFactorDisabledData> = {
  render: {
    fr: (data, { link, formatDateTime }) => ({
      subject: 'La double authentification a été désactivée',
      preheader: 'Votre compte Relève n’est plus protégé par un code à usage unique.',
      heading: 'Double authentification désactivée',
      blocks: [
        { type: 'paragraph', text: greeting('fr', data.name) },
        {
          type: 'paragraph',
          text: `La double authentification de votre compte Relève a été désactivée le ${formatDateTime(data.at)}. La connexion ne demande plus que votre mot de passe.`,
        },
        { type: 'button', label: 'La réactiver dans mes paramètres', url: link('/dashboard/settings') },
        {
          type: 'note',
          text: `Ce n’était pas vous ? Changez tout de suite votre mot de passe : ${link('/password/reset-password')}, puis écrivez-nous depuis la page Contact.`,
        },
      ],
    }),
    en: (data, { link, formatDateTime }) => ({
      subject: 'Two-factor authentication was turned off',
      preheader: 'Your Relève account is no longer protected by a one-time code.',
      heading: 'Two-factor authentication turned off',
      blocks: [
        { type: 'paragraph', text: greeting('en', data.name) },
        {
          type: 'paragraph',
          text: `Two-factor authentication was turned off for your Relève account on ${formatDateTime(data.at)}. Logging in now only asks for your password.`,
        },
        { type: 'button', label: 'Turn it back on in my settings', url: link('/dashboard/settings') },
        {
          type: 'note',
          text: `Was it not you? Change your password right away: ${link('/password/reset-password')}, then write to us from the Contact page.`,
        },
      ],
    }),
  },
}
