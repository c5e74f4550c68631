import { greeting, type MailTemplate } from '../mail-content.ts'

export interface ResetPasswordData {
  name: string | null
  /** /password/reset/{token}?email=… on APP_URL. */
  url: string
  expires_in_minutes: number
}

export const resetPassword: MailTemplate<ResetPasswordData> = {
  secrets: ['url'],
  render: {
    fr: (data) => ({
      subject: 'Réinitialisation de votre mot de passe',
      preheader: 'Choisissez un nouveau mot de passe pour votre compte Relève.',
      heading: 'Réinitialiser votre mot de passe',
      blocks: [
        { type: 'paragraph', text: greeting('fr', data.name) },
        { type: 'paragraph', text: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Relève.' },
        { type: 'button', label: 'Choisir un nouveau mot de passe', url: data.url },
        { type: 'note', text: `Ce lien est valable ${data.expires_in_minutes} minutes et ne sert qu’une fois.` },
        {
          type: 'note',
          text: 'Vous n’êtes pas à l’origine de cette demande ? Ignorez ce message : votre mot de passe reste inchangé.',
        },
      ],
    }),
    en: (data) => ({
      subject: 'Reset your password',
      preheader: 'Choose a new password for your Relève account.',
      heading: 'Reset your password',
      blocks: [
        { type: 'paragraph', text: greeting('en', data.name) },
        { type: 'paragraph', text: 'We received a request to reset the password of your Relève account.' },
        { type: 'button', label: 'Choose a new password', url: data.url },
        { type: 'note', text: `This link is valid for ${data.expires_in_minutes} minutes and works once.` },
        { type: 'note', text: 'Did not ask for this? Ignore this message: your password stays the same.' },
      ],
    }),
  },
}
