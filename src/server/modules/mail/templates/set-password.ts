import { greeting, type MailTemplate } from '../mail-content.ts'

export interface SetPasswordData {
  name: string | null
  /** /password/new-password?token=… on APP_URL: sets a first password and verifies the address. */
  url: string
  expires_in_hours: number
}

/** After an immediate registration (no password yet): finish the account when there is time. */
export const setPassword: MailTemplate<SetPasswordData> = {
  secrets: ['url'],
  render: {
    fr: (data) => ({
      subject: 'Finalisez votre compte Relève',
      preheader: 'Choisissez votre mot de passe et confirmez votre adresse e-mail.',
      heading: 'Finalisez votre compte',
      blocks: [
        { type: 'paragraph', text: greeting('fr', data.name) },
        {
          type: 'paragraph',
          text: 'Votre inscription rapide est enregistrée. Quand vous aurez un moment, choisissez un mot de passe : votre adresse e-mail sera confirmée du même coup.',
        },
        { type: 'button', label: 'Choisir mon mot de passe', url: data.url },
        { type: 'note', text: `Ce lien est valable ${data.expires_in_hours} heures et ne sert qu’une fois.` },
        { type: 'note', text: 'Vous ne vous êtes pas inscrit sur Relève ? Ignorez ce message.' },
      ],
    }),
    en: (data) => ({
      subject: 'Finish setting up your Relève account',
      preheader: 'Choose your password and confirm your email address.',
      heading: 'Finish your account',
      blocks: [
        { type: 'paragraph', text: greeting('en', data.name) },
        {
          type: 'paragraph',
          text: 'Your quick registration is saved. When you have a moment, choose a password: it confirms your email address at the same time.',
        },
        { type: 'button', label: 'Choose my password', url: data.url },
        { type: 'note', text: `This link is valid for ${data.expires_in_hours} hours and works once.` },
        { type: 'note', text: 'Did not sign up for Relève? Ignore this message.' },
      ],
    }),
  },
}
