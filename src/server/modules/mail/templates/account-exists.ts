import { greeting, type MailTemplate } from '../mail-content.ts'

export interface AccountExistsData {
  name: string | null
}

/**
 * Someone tried to register with an address that already has an account. The register call
 * answers as for a new address (no enumeration, docs/security.md#passwords-registration-login); the owner learns it here.
 */
export const accountExists: MailTemplate<AccountExistsData> = {
  render: {
    fr: (data, { link }) => ({
      subject: 'Vous avez déjà un compte Relève',
      preheader: 'Une inscription a été tentée avec votre adresse e-mail.',
      heading: 'Vous avez déjà un compte',
      blocks: [
        { type: 'paragraph', text: greeting('fr', data.name) },
        {
          type: 'paragraph',
          text: 'Quelqu’un (vous, peut-être) a voulu créer un compte Relève avec cette adresse e-mail. Elle a déjà un compte : aucun nouveau compte n’a été créé.',
        },
        { type: 'button', label: 'Me connecter', url: link('/login') },
        {
          type: 'paragraph',
          text: `Mot de passe oublié ? Demandez-en un nouveau ici : ${link('/password/reset-password')}`,
        },
        { type: 'note', text: 'Ce n’était pas vous ? Vous pouvez ignorer ce message : votre compte n’a pas changé.' },
      ],
    }),
    en: (data, { link }) => ({
      subject: 'You already have a Relève account',
      preheader: 'Someone tried to sign up with your email address.',
      heading: 'You already have an account',
      blocks: [
        { type: 'paragraph', text: greeting('en', data.name) },
        {
          type: 'paragraph',
          text: 'Someone (maybe you) tried to create a Relève account with this email address. It already has an account: no new account was created.',
        },
        { type: 'button', label: 'Log in', url: link('/login') },
        { type: 'paragraph', text: `Forgot your password? Ask for a new one here: ${link('/password/reset-password')}` },
        { type: 'note', text: 'Was it not you? You can ignore this message: your account has not changed.' },
      ],
    }),
  },
}
