import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ApplicationStatus, ReplacementStatus, Urgency } from '#shared/replacements.ts'

export const statusLabels: Record<ReplacementStatus, MessageDescriptor> = {
  draft: msg`Brouillon`,
  published: msg`Publiée`,
  filled: msg`Pourvue`,
  cancelled: msg`Annulée`,
  expired: msg`Expirée`,
}

export const statusTones: Record<ReplacementStatus, 'neutral' | 'success' | 'brand' | 'danger' | 'warning'> = {
  draft: 'neutral',
  published: 'success',
  filled: 'brand',
  cancelled: 'danger',
  expired: 'warning',
}

export const urgencyLabels: Record<Urgency, MessageDescriptor> = {
  normal: msg`Normale`,
  urgent: msg`Urgent`,
  immediate: msg`Immédiat`,
}

export const applicationStatusLabels: Record<ApplicationStatus, MessageDescriptor> = {
  pending: msg`En attente`,
  accepted: msg`Acceptée`,
  declined: msg`Refusée`,
  withdrawn: msg`Retirée`,
}

/** The audit actions of an offer's page, in words. */
export const actionLabels: Record<string, MessageDescriptor> = {
  'replacement.unpublish': msg`Offre retirée par l’équipe`,
}

/** "Camille Durand", or the e-mail when the account has no name. */
export function personName(person: { first_name: string | null; last_name: string | null; email: string }): string {
  return [person.first_name, person.last_name].filter(Boolean).join(' ') || person.email
}
