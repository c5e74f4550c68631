import { greeting, type MailTemplate } from '../mail-content.ts'

export interface WelcomeData {
  name: string | null
}

export const welcome: MailTemplate<WelcomeData> = {
  render: {
    fr: (data, { link }) => ({
      subject: 'Bienvenue sur Relève',
      preheader: 'Votre compte est actif : complétez votre profil pour être trouvé.',
      heading: 'Bienvenue sur Relève',
      blocks: [
        { type: 'paragraph', text: greeting('fr', data.name) },
        {
          type: 'paragraph',
          text: 'Votre compte est actif. Complétez votre profil infirmier (numéro RPPS, zone d’intervention, soins pratiqués) pour publier ou trouver des remplacements près de chez vous.',
        },
        { type: 'button', label: 'Ouvrir mon tableau de bord', url: link('/dashboard') },
        { type: 'note', text: 'Une question ? Répondez-nous depuis la page Contact du site.' },
      ],
    }),
    en: (data, { link }) => ({
      subject: 'Welcome to Relève',
      preheader: 'Your account is active: complete your profile to be found.',
      heading: 'Welcome to Relève',
      blocks: [
        { type: 'paragraph', text: greeting('en', data.name) },
        {
          type: 'paragraph',
          text: 'Your account is active. Complete your nurse profile (RPPS number, area, care you provide) to post or find replacements near you.',
        },
        { type: 'button', label: 'Open my dashboard', url: link('/dashboard') },
        { type: 'note', text: 'A question? Write to us from the Contact page of the site.' },
      ],
    }),
  },
}
