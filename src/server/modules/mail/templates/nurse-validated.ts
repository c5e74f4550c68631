import { greeting, type MailTemplate } from '../mail-content.ts'

export interface NurseValidatedData {
  name: string | null
}

/** An admin checked the RPPS number and the papers: the nurse profile is validated. */
export const nurseValidated: MailTemplate<NurseValidatedData> = {
  render: {
    fr: (data, { link }) => ({
      subject: 'Votre profil Relève est validé',
      preheader: 'Votre numéro RPPS et vos justificatifs ont été vérifiés.',
      heading: 'Votre profil est validé',
      blocks: [
        { type: 'paragraph', text: greeting('fr', data.name) },
        {
          type: 'paragraph',
          text: 'L’équipe Relève a vérifié votre numéro RPPS et vos justificatifs : votre profil d’infirmier est validé. Il peut désormais apparaître dans la recherche d’infirmiers si vous acceptez de nouveaux patients.',
        },
        { type: 'button', label: 'Ouvrir mon tableau de bord', url: link('/dashboard') },
        { type: 'note', text: 'Une question ? Écrivez-nous depuis la page Contact du site.' },
      ],
    }),
    en: (data, { link }) => ({
      subject: 'Your Relève profile is validated',
      preheader: 'Your RPPS number and papers were checked.',
      heading: 'Your profile is validated',
      blocks: [
        { type: 'paragraph', text: greeting('en', data.name) },
        {
          type: 'paragraph',
          text: 'The Relève team checked your RPPS number and papers: your nurse profile is validated. It may now appear in the nurse search if you accept new patients.',
        },
        { type: 'button', label: 'Open my dashboard', url: link('/dashboard') },
        { type: 'note', text: 'A question? Write to us from the Contact page of the site.' },
      ],
    }),
  },
}
