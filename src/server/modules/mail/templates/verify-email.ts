import { greeting, type MailTemplate } from '../mail-content.ts'

export interface VerifyEmailData {
  name: string | null
  /** /auth/verify-email?token=… on APP_URL. */
  url: string
  expires_in_hours: number
}

export const verifyEmail: MailTemplate<VerifyEmailData> = {
  secrets: ['url'],
  render: {
    fr: (data) => ({
      subject: 'Confirmez votre adresse e-mail',
      preheader: 'Un clic pour activer votre compte Relève.',
      heading: 'Confirmez votre adresse e-mail',
      blocks: [
        { type: 'paragraph', text: greeting('fr', data.name) },
        { type: 'paragraph', text: 'Pour activer votre compte Relève, confirmez que cette adresse e-mail est bien la vôtre.' },
        { type: 'button', label: 'Confirmer mon adresse', url: data.url },
        { type: 'note', text: `Ce lien est valable ${data.expires_in_hours} heures et ne sert qu’une fois.` },
        { type: 'note', text: 'Vous n’avez pas créé de compte sur Relève ? Ignorez ce message : rien ne sera activé.' },
      ],
    }),
    en: (data) => ({
      subject: 'Confirm your email address',
      preheader: 'One click to activate your Relève account.',
      heading: 'Confirm your email address',
      blocks: [
        { type: 'paragraph', text: greeting('en', data.name) },
        { type: 'paragraph', text: 'To activate your Relève account, please confirm that this email address is yours.' },
        { type: 'button', label: 'Confirm my address', url: data.url },
        { type: 'note', text: `This link is valid for ${data.expires_in_hours} hours and works once.` },
        { type: 'note', text: 'Did not create a Relève account? Ignore this message: nothing will be activated.' },
      ],
    }),
  },
}
