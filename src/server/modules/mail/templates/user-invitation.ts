import { greeting, type MailTemplate } from '../mail-content.ts'

export interface UserInvitationData {
  name: string | null
  /** /password/new-password?token=… on APP_URL. */
  url: string
  expires_in_hours: number
}

/** An admin created the account: the person chooses a password, which verifies the address. */
export const userInvitation: MailTemplate<UserInvitationData> = {
  secrets: ['url'],
  render: {
    fr: (data) => ({
      subject: 'Votre compte Relève vous attend',
      preheader: 'Un compte a été créé pour vous : choisissez votre mot de passe.',
      heading: 'Un compte Relève a été créé pour vous',
      blocks: [
        { type: 'paragraph', text: greeting('fr', data.name) },
        {
          type: 'paragraph',
          text: 'L’équipe Relève vous a créé un compte. Choisissez votre mot de passe pour l’activer.',
        },
        { type: 'button', label: 'Activer mon compte', url: data.url },
        { type: 'note', text: `Ce lien est valable ${data.expires_in_hours} heures et ne sert qu’une fois.` },
        { type: 'note', text: 'Vous ne vous attendiez pas à ce message ? Ignorez-le : le compte restera inactif.' },
      ],
    }),
    en: (data) => ({
      subject: 'Your Relève account is waiting for you',
      preheader: 'An account was created for you: choose your password.',
      heading: 'A Relève account was created for you',
      blocks: [
        { type: 'paragraph', text: greeting('en', data.name) },
        { type: 'paragraph', text: 'The Relève team created an account for you. Choose your password to activate it.' },
        { type: 'button', label: 'Activate my account', url: data.url },
        { type: 'note', text: `This link is valid for ${data.expires_in_hours} hours and works once.` },
        { type: 'note', text: 'Not expecting this message? Ignore it: the account will stay inactive.' },
      ],
    }),
  },
}
