import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { paths } from '#shared/paths.ts'
import type { User } from '#shared/user.ts'
import type { NurseRole } from './role-labels.ts'

/**
 * The onboarding after the first acceptance of the charter: /use-choice (what brings you here),
 * /services (what Relève does for that), /auth/welcome (the nurse profile those services need).
 * The answers travel in the address (?needs=replace,partner), so that a reload keeps them.
 */
export const needs = ['replace', 'be-replaced', 'urgent', 'partner', 'patients'] as const
export type Need = (typeof needs)[number]

export const needLabels: Record<Need, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  replace: { label: msg`Faire des remplacements`, hint: msg`Trouver des remplacements près de chez moi et y candidater.` },
  'be-replaced': { label: msg`Me faire remplacer`, hint: msg`Publier une offre pour mes congés, une formation, un arrêt.` },
  urgent: {
    label: msg`Trouver un remplaçant en urgence`,
    hint: msg`Prévenir les remplaçants disponibles autour de mon cabinet.`,
  },
  partner: {
    label: msg`Trouver un associé ou un collaborateur`,
    hint: msg`Association, collaboration, cession de patientèle, ou un cabinet à rejoindre.`,
  },
  patients: { label: msg`Être trouvé par de nouveaux patients`, hint: msg`Apparaître dans la recherche d’infirmier à domicile.` },
}

export function parseNeeds(raw: string | null): Need[] {
  if (!raw) return []
  const asked = new Set(raw.split(','))
  return needs.filter((need) => asked.has(need))
}

/** What the user most likely came for, from the roles chosen at registration. */
export function suggestedNeeds(user: Pick<User, 'roles'>): Need[] {
  const suggested: Need[] = []
  if (user.roles.includes('remplacant')) suggested.push('replace')
  if (user.roles.includes('titulaire')) suggested.push('be-replaced')
  return suggested
}

/**
 * The role to make active for these needs, when the user holds both and the answer picks one
 * side only (the dashboard home adapts to the active role). Null when nothing should change.
 */
export function roleForNeeds(user: Pick<User, 'roles' | 'active_role'>, chosen: readonly Need[]): NurseRole | null {
  const replacing = chosen.includes('replace')
  const replaced = chosen.includes('be-replaced') || chosen.includes('urgent')
  const role: NurseRole | null = replacing && !replaced ? 'remplacant' : replaced && !replacing ? 'titulaire' : null
  if (!role || !user.roles.includes(role) || user.active_role === role) return null
  return role
}

/** A step of the onboarding with the answers and the final destination carried along. */
export function onboardingPath(path: string, chosen: readonly Need[], next: string | null): string {
  const query = new URLSearchParams()
  if (chosen.length > 0) query.set('needs', chosen.join(','))
  if (next) query.set('next', next)
  const search = query.toString()
  return search ? `${path}?${search}` : path
}

/** Whether the professional profile asks for the replacement authorisation's expiry. */
export function asksAuthorisation(user: Pick<User, 'roles'>, chosen: readonly Need[]): boolean {
  return chosen.includes('replace') || user.roles.includes('remplacant')
}

export const onboardingEnd = paths.dashboard
