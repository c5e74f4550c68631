import { dateFormat } from '#shared/date-format.ts'
import { greeting, type MailTemplate } from '../mail/mail-content.ts'

export interface InactiveAccountData {
  name: string | null
  /** `warning`: the account will be erased on `erase_on` unless used; `erased`: it was. */
  stage: 'warning' | 'erased'
  /** YYYY-MM-DD. */
  erase_on: string
}

function day(iso: string, locale: 'fr' | 'en'): string {
  return dateFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  )
}

/** The privacy page's promise: an account unused for three years is erased, after a warning. */
export const inactiveAccountMail: MailTemplate<InactiveAccountData> = {
  render: {
    fr: (data, context) =>
      data.stage === 'warning'
        ? {
            subject: 'Votre compte Relève sera supprimé faute d’utilisation',
            preheader: `Connectez-vous avant le ${day(data.erase_on, 'fr')} pour le garder.`,
            heading: 'Votre compte est inutilisé depuis trois ans',
            blocks: [
              { type: 'paragraph', text: greeting('fr', data.name) },
              {
                type: 'paragraph',
                text: `Vous ne vous êtes pas connecté à Relève depuis trois ans. Comme l’annonce notre politique de confidentialité, votre compte et vos données personnelles seront supprimés le ${day(data.erase_on, 'fr')}.`,
              },
              { type: 'paragraph', text: 'Pour garder votre compte, il suffit de vous connecter avant cette date.' },
              { type: 'button', label: 'Me connecter', url: context.link('/login') },
              { type: 'note', text: 'Vous ne souhaitez plus utiliser Relève ? Vous n’avez rien à faire.' },
            ],
          }
        : {
            subject: 'Votre compte Relève a été supprimé',
            preheader: 'Il était inutilisé depuis plus de trois ans.',
            heading: 'Compte supprimé',
            blocks: [
              { type: 'paragraph', text: greeting('fr', data.name) },
              {
                type: 'paragraph',
                text: 'Votre compte Relève, inutilisé depuis plus de trois ans, a été supprimé comme annoncé. Vos données personnelles ont été effacées, à l’exception de ce que la loi nous oblige à conserver (les factures).',
              },
              { type: 'note', text: 'Vous pouvez créer un nouveau compte à tout moment.' },
            ],
          },
    en: (data, context) =>
      data.stage === 'warning'
        ? {
            subject: 'Your Relève account will be deleted for lack of use',
            preheader: `Sign in before ${day(data.erase_on, 'en')} to keep it.`,
            heading: 'Your account has not been used for three years',
            blocks: [
              { type: 'paragraph', text: greeting('en', data.name) },
              {
                type: 'paragraph',
                text: `You have not signed in to Relève for three years. As our privacy policy says, your account and your personal data will be deleted on ${day(data.erase_on, 'en')}.`,
              },
              { type: 'paragraph', text: 'To keep your account, just sign in before that date.' },
              { type: 'button', label: 'Sign in', url: context.link('/login') },
              { type: 'note', text: 'You no longer wish to use Relève? There is nothing to do.' },
            ],
          }
        : {
            subject: 'Your Relève account was deleted',
            preheader: 'It had not been used for more than three years.',
            heading: 'Account deleted',
            blocks: [
              { type: 'paragraph', text: greeting('en', data.name) },
              {
                type: 'paragraph',
                text: 'Your Relève account, unused for more than three years, was deleted as announced. Your personal data was erased, except what the law requires us to keep (invoices).',
              },
              { type: 'note', text: 'You can create a new account at any time.' },
            ],
          },
  },
}
