import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PartnerListingKind, PartnerListingStatus } from '#shared/partner-listings.ts'

export const kindLabels: Record<PartnerListingKind, MessageDescriptor> = {
  association: msg`Association`,
  collaboration: msg`Collaboration`,
  cession: msg`Cession de patientèle`,
  recherche: msg`Recherche d’installation`,
}

export const statusLabels: Record<PartnerListingStatus, MessageDescriptor> = {
  draft: msg`Brouillon`,
  published: msg`Publiée`,
  filled: msg`Pourvue`,
  withdrawn: msg`Retirée`,
  expired: msg`Expirée`,
}

export const statusTones: Record<PartnerListingStatus, 'neutral' | 'success' | 'brand' | 'danger' | 'warning'> = {
  draft: 'neutral',
  published: 'success',
  filled: 'brand',
  withdrawn: 'danger',
  expired: 'warning',
}

/** A listing's history (partner_listing_history), in words. */
export const historyLabels: Record<string, MessageDescriptor> = {
  created: msg`Créée`,
  published: msg`Publiée`,
  edited: msg`Modifiée`,
  withdrawn: msg`Retirée par son auteur`,
  filled: msg`Marquée pourvue`,
  renewed: msg`Renouvelée`,
  renewal_mailed: msg`Rappel de renouvellement envoyé`,
  expired: msg`Expirée`,
  unpublished: msg`Retirée par l’équipe`,
}

/** "Camille Durand", or the e-mail when the account has no name. */
export function personName(person: { first_name: string | null; last_name: string | null; email?: string }): string {
  return [person.first_name, person.last_name].filter(Boolean).join(' ') || person.email || '—'
}
