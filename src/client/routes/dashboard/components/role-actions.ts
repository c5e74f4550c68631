import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { paths } from '#shared/paths.ts'
import { settingsSectionPath } from '../settings-sections.ts'

export interface RoleAction {
  to: string
  title: MessageDescriptor
  description: MessageDescriptor
}

/**
 * What each active role comes to the dashboard for (DESIGN §1). The home shows only the actions
 * whose screen exists: the replacements issue brings its own.
 */
export const roleActions: Record<string, RoleAction[]> = {
  titulaire: [
    {
      to: `${paths.dashboard}/replacements/create`,
      title: msg`Publier une offre`,
      description: msg`Un remplacement à pourvoir, urgent ou non.`,
    },
    {
      to: `${paths.dashboard}/replacements/me`,
      title: msg`Mes offres`,
      description: msg`Vos offres publiées et leurs brouillons.`,
    },
    {
      to: `${paths.dashboard}/replacements/responses`,
      title: msg`Candidatures reçues`,
      description: msg`Comparez les infirmiers qui ont répondu.`,
    },
  ],
  remplacant: [
    {
      to: `${paths.dashboard}/replacements`,
      title: msg`Trouver un remplacement`,
      description: msg`Les offres près de chez vous.`,
    },
    {
      to: `${paths.dashboard}/replacements/applied`,
      title: msg`Mes candidatures`,
      description: msg`Où en sont vos réponses aux offres.`,
    },
    {
      to: settingsSectionPath('availability'),
      title: msg`Ma disponibilité`,
      description: msg`Dites aux titulaires si vous êtes disponible.`,
    },
  ],
}

export const adminAction: RoleAction = {
  to: paths.admin,
  title: msg`Administration`,
  description: msg`Membres, offres, demandes des patients.`,
}
