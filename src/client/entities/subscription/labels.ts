import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { numberFormat } from '#shared/intl.ts'
import type { Entitlement, PlanInterval, SubscriptionStatus } from '#shared/subscriptions.ts'

/** What each entitlement unlocks, in plain words (docs/product.md#subscriptions). */
export const entitlementLabels: Record<Entitlement, MessageDescriptor> = {
  multiple_offers: msg`Publier plusieurs offres de remplacement en même temps`,
  urgent_broadcast: msg`Diffuser une offre urgente aux infirmiers disponibles autour de vous`,
  cession_listings: msg`Publier une annonce de cession de patientèle`,
  instant_alerts: msg`Recevoir les alertes de vos recherches dès qu’une annonce correspond`,
}

export const intervalLabels: Record<PlanInterval, MessageDescriptor> = {
  month: msg`par mois`,
  year: msg`par an`,
}

export const statusLabels: Record<SubscriptionStatus, MessageDescriptor> = {
  pending: msg`En attente de paiement`,
  trialing: msg`Essai`,
  active: msg`Actif`,
  past_due: msg`Paiement en retard`,
  cancelled: msg`Annulé`,
  expired: msg`Expiré`,
}

/** A price in cents, as French money: « 49,00 € ». */
export function formatPrice(locale: string, cents: number, currency: string): string {
  return numberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100)
}
