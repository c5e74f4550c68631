import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CareTypeNames } from '#client/entities/care-type/care-type-choices.ts'
import { careTypeLabel as sharedCareTypeLabel } from '#client/entities/care-type/care-types.ts'
import type { ApplicationStatus, ReplacementStatus, Shift, Urgency } from '#shared/replacements.ts'

/** The words of the marketplace, for the nurse side and the holder side alike. */

export const shiftLabels: Record<Shift, MessageDescriptor> = {
  matin: msg`Matin`,
  apres_midi: msg`Après-midi`,
  soir: msg`Soir`,
  journee: msg`Journée`,
}

export const urgencyLabels: Record<Urgency, MessageDescriptor> = {
  normal: msg`Normale`,
  urgent: msg`Urgent`,
  immediate: msg`Immédiat`,
}

export const replacementStatusLabels: Record<ReplacementStatus, MessageDescriptor> = {
  draft: msg`Brouillon`,
  published: msg`Publiée`,
  filled: msg`Pourvue`,
  cancelled: msg`Annulée`,
  expired: msg`Expirée`,
}

export const applicationStatusLabels: Record<ApplicationStatus, MessageDescriptor> = {
  pending: msg`En attente`,
  accepted: msg`Acceptée`,
  declined: msg`Refusée`,
  withdrawn: msg`Retirée`,
}

/** Badge tones of the UI kit, so that a status reads the same on every screen. */
export type StatusTone = 'neutral' | 'brand' | 'urgent' | 'danger' | 'success' | 'warning'

export const replacementStatusTones: Record<ReplacementStatus, StatusTone> = {
  draft: 'neutral',
  published: 'brand',
  filled: 'success',
  cancelled: 'danger',
  expired: 'neutral',
}

export const applicationStatusTones: Record<ApplicationStatus, StatusTone> = {
  pending: 'warning',
  accepted: 'success',
  declined: 'danger',
  withdrawn: 'neutral',
}

/**
 * A care type's name, as every screen words it (entities/care-type): ours for the first twelve,
 * the admins' for the others, else the slug.
 */
export function careTypeLabel(i18n: I18n, slug: string, names?: CareTypeNames): string {
  const ours = sharedCareTypeLabel(i18n, slug)
  return ours === slug ? (names?.[slug] ?? slug) : ours
}

/** "Matin, Soir" in the order of the contract, whatever order the offer lists them. */
export function shiftsText(i18n: I18n, list: readonly Shift[]): string {
  const order = Object.keys(shiftLabels) as Shift[]
  return order
    .filter((shift) => list.includes(shift))
    .map((shift) => i18n._(shiftLabels[shift]))
    .join(', ')
}
