import { greeting, type MailTemplate } from '../mail-content.ts'

export interface EmailCodeData {
  name: string | null
  /** Six digits, typed into the page that asked for them; redacted once the mail has left. */
  code: string
  expires_in_minutes: number
}

/**
 * The code that confirms an address within the immediate flow: the holder stays on the page,
 * types it there, and the replacement nurses nearby are alerted. Never in the subject (the
 * outbox keeps subjects as they are).
 */
export const emailCode: MailTemplate<EmailCodeData> = {
  secrets: ['code'],
  render: {
    fr: (data) => ({
      subject: 'Votre code de confirmation Relève',
      preheader: 'Saisissez ce code sur la page de votre offre pour alerter les remplaçants.',
      heading: 'Votre code de confirmation',
      blocks: [
        { type: 'paragraph', text: greeting('fr', data.name) },
        {
          type: 'paragraph',
          text: 'Pour confirmer votre adresse e-mail et alerter les remplaçants proches de votre cabinet, saisissez ce code sur la page de votre offre :',
        },
        { type: 'code', code: data.code },
        {
          type: 'note',
          text: `Ce code est valable ${data.expires_in_minutes} minutes et ne sert qu’une fois. Ne le communiquez à personne : l’équipe Relève ne vous le demandera jamais.`,
        },
        { type: 'note', text: 'Vous n’avez rien demandé sur Relève ? Ignorez ce message : rien ne sera confirmé.' },
      ],
    }),
    en: (data) => ({
      subject: 'Your Relève confirmation code',
      preheader: 'Type this code on your offer’s page to alert the replacement nurses.',
      heading: 'Your confirmation code',
      blocks: [
        { type: 'paragraph', text: greeting('en', data.name) },
        {
          type: 'paragraph',
          text: 'To confirm your email address and alert the replacement nurses near your practice, type this code on your offer’s page:',
        },
        { type: 'code', code: data.code },
        {
          type: 'note',
          text: `This code is valid for ${data.expires_in_minutes} minutes and works once. Do not share it: the Relève team will never ask for it.`,
        },
        { type: 'note', text: 'Did not ask for anything on Relève? Ignore this message: nothing will be confirmed.' },
      ],
    }),
  },
}
