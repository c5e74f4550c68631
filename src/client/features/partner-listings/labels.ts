import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type {
  associationPriceKinds,
  feesBrackets,
  PartnerListingFields,
  PartnerListingKind,
  PartnerListingStatus,
  PartnerResponseStatus,
  PremisesKind,
} from '#shared/partner-listings.ts'

/** Words of the partner listings' screens (docs/product.md#partner-listings), as a nurse reads them. */

type Tone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger'

export const kindLabels: Record<PartnerListingKind, MessageDescriptor> = {
  association: msg`Association`,
  collaboration: msg`Collaboration`,
  cession: msg`Cession de patientèle`,
  recherche: msg`Recherche d’installation`,
}

export const kindHints: Record<PartnerListingKind, MessageDescriptor> = {
  association: msg`Faire entrer un associé dans votre cabinet.`,
  collaboration: msg`Un contrat de collaboration libérale, contre une redevance.`,
  cession: msg`Céder votre patientèle à un successeur.`,
  recherche: msg`Vous cherchez un cabinet à rejoindre.`,
}

export const statusLabels: Record<PartnerListingStatus, MessageDescriptor> = {
  draft: msg`Brouillon`,
  published: msg`Publiée`,
  filled: msg`Pourvue`,
  withdrawn: msg`Retirée`,
  expired: msg`Expirée`,
}

export const statusTones: Record<PartnerListingStatus, Tone> = {
  draft: 'neutral',
  published: 'success',
  filled: 'brand',
  withdrawn: 'neutral',
  expired: 'warning',
}

export const responseStatusLabels: Record<PartnerResponseStatus, MessageDescriptor> = {
  new: msg`Nouvelle`,
  discussing: msg`En discussion`,
  retained: msg`Retenue`,
  declined: msg`Déclinée`,
}

export const responseStatusTones: Record<PartnerResponseStatus, Tone> = {
  new: 'brand',
  discussing: 'warning',
  retained: 'success',
  declined: 'neutral',
}

export const premisesLabels: Record<PremisesKind, MessageDescriptor> = {
  cabinet: msg`Cabinet`,
  shared: msg`Cabinet partagé`,
  home_visits_only: msg`Soins à domicile uniquement`,
}

export const priceKindLabels: Record<(typeof associationPriceKinds)[number], MessageDescriptor> = {
  shares: msg`Parts de la société`,
  presentation_right: msg`Droit de présentation`,
}

export const feesBracketLabels: Record<(typeof feesBrackets)[number], MessageDescriptor> = {
  lt_100k: msg`Moins de 100 000 €`,
  '100k_150k': msg`De 100 000 à 150 000 €`,
  '150k_200k': msg`De 150 000 à 200 000 €`,
  '200k_300k': msg`De 200 000 à 300 000 €`,
  gt_300k: msg`Plus de 300 000 €`,
}

/** Each field's label, shared by the form and the listing's page. */
export const fieldLabels: Record<keyof PartnerListingFields, MessageDescriptor> = {
  commune_insee: msg`Commune`,
  radius_km: msg`Rayon (km)`,
  start_date: msg`Date de début`,
  premises: msg`Local`,
  software: msg`Logiciel`,
  vehicle_required: msg`Véhicule nécessaire`,
  parking: msg`Stationnement`,
  description: msg`Description`,
  share_percent: msg`Part de la société proposée (%)`,
  price_eur: msg`Prix indicatif (€)`,
  price_kind: msg`Ce que couvre le prix`,
  team_size: msg`Taille de l’équipe`,
  redevance_percent: msg`Redevance (% des honoraires)`,
  redevance_covers: msg`Ce que couvre la redevance`,
  days_per_week: msg`Jours par semaine`,
  fees_bracket: msg`Honoraires annuels`,
  patients_per_day: msg`Patients par jour`,
  rounds: msg`Tournées par jour`,
  premises_taken_over: msg`Local repris`,
  reason: msg`Motif et calendrier de la cession`,
  experience_years: msg`Années d’expérience`,
  experience: msg`Votre expérience`,
}
