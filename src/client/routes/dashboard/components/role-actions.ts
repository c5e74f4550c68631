import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { settingsSectionPath } from '#client/features/settings/settings-sections.ts'
import { paths } from '#shared/paths.ts'

export interface RoleAction {
  to: string
  title: MessageDescriptor
  description: MessageDescriptor
}

/** Partner listings are for both roles (docs/product.md#partner-listings). */
const partnersAction: RoleAction = {
  to: paths.partners,
  title: msg`Partenariats`,
  description: msg`Association, collaboration, cession de patientèle, recherche d’un cabinet.`,
}

/**
 * The member's subscription, for both roles: on a phone the tab bar has no room for it, so the
 * home's card is its way in (the guards open the page or the choice of a plan).
 */
const subscriptionAction: RoleAction = {
  to: paths.subscriptions,
  title: msg`Abonnement`,
  description: msg`Votre formule, vos factures, ou le choix d’une formule.`,
}

/** What each active role comes to the dashboard for. */
export const roleActions: Record<string, RoleAction[]> = {
  titulaire: [
    {
      to: paths.replacementsCreate,
      title: msg`Publier une offre`,
      description: msg`Un remplacement à pourvoir, urgent ou non.`,
    },
    {
      to: paths.replacementsMine,
      title: msg`Mes offres`,
      description: msg`Vos offres publiées et leurs brouillons.`,
    },
    {
      to: paths.replacementsResponses,
      title: msg`Candidatures reçues`,
      description: msg`Comparez les infirmiers qui ont répondu.`,
    },
    {
      to: paths.availableNurses,
      title: msg`Trouver un remplaçant disponible`,
      description: msg`Les remplaçants libres à vos dates, près de votre cabinet.`,
    },
    partnersAction,
    subscriptionAction,
  ],
  remplacant: [
    {
      to: paths.replacements,
      title: msg`Trouver un remplacement`,
      description: msg`Les offres près de chez vous.`,
    },
    {
      to: paths.replacementsApplied,
      title: msg`Mes candidatures`,
      description: msg`Où en sont vos réponses aux offres.`,
    },
    {
      to: paths.availability,
      title: msg`Mes disponibilités`,
      description: msg`Vos périodes libres, votre zone, les invitations des titulaires.`,
    },
    {
      to: settingsSectionPath('availability'),
      title: msg`Ma disponibilité`,
      description: msg`Dites aux titulaires si vous êtes disponible.`,
    },
    partnersAction,
    subscriptionAction,
  ],
}

export const adminAction: RoleAction = {
  to: paths.admin,
  title: msg`Administration`,
  description: msg`Membres, offres, demandes des patients.`,
}
