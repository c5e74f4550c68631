import { greeting, type MailTemplate } from '../mail-content.ts'

export interface RecoveryCodesRegeneratedData {
  name: string | null
  at: string
}

/** docs/security.md#two-factor: regenerating recovery codes notifies the user. */
export const recoveryCodesRegenerated: MailTemplate<RecoveryCodesRegeneratedData> = {
  render: {
    fr: (data, { link, formatDateTime }) => ({
      subject: 'Nouveaux codes de récupération',
      preheader: 'Les anciens codes de récupération de votre compte ne fonctionnent plus.',
      heading: 'Nouveaux codes de récupération',
      blocks: [
        { type: 'paragraph', text: greeting('fr', data.name) },
        {
          type: 'paragraph',
          text: `De nouveaux codes de récupération ont été générés pour votre compte Relève le ${formatDateTime(data.at)}. Les anciens ne fonctionnent plus.`,
        },
        {
          type: 'note',
          text: `Ce n’était pas vous ? Changez tout de suite votre mot de passe : ${link('/password/reset-password')}.`,
        },
      ],
    }),
    en: (data, { link, formatDateTime }) => ({
      subject: 'New recovery codes',
      preheader: 'The old recovery codes of your account no longer work.',
      heading: 'New recovery codes',
      blocks: [
        { type: 'paragraph', text: greeting('en', data.name) },
        {
          type: 'paragraph',
          text: `New recovery codes were generated for your Relève account on ${formatDateTime(data.at)}. The old ones no longer work.`,
        },
        { type: 'note', text: `Was it not you? Change your password right away: ${link('/password/reset-password')}.` },
      ],
    }),
  },
}
