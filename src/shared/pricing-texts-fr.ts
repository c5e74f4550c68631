import type { PricingTexts } from './pricing-html.ts'
import type { Entitlement, PlanInterval } from './subscriptions.ts'

const intervals: Record<PlanInterval, string> = { month: 'par mois', year: 'par an' }

// The same words as src/client/entities/subscription/labels.ts.
const entitlements: Record<Entitlement, string> = {
  multiple_offers: 'Publier plusieurs offres de remplacement en même temps',
  urgent_broadcast: 'Diffuser une offre urgente aux infirmiers disponibles autour de vous',
  cession_listings: 'Publier une annonce de cession de patientèle',
  instant_alerts: 'Recevoir les alertes de vos recherches dès qu’une annonce correspond',
}

/**
 * The plans' texts in French, the language pages are prerendered in, for the server, which writes
 * the plans into /pricing (src/server/modules/subscriptions/pricing-page.ts): the client's Lingui
 * French word for word (pricing-screen.test.tsx renders both and compares), so that hydration
 * finds the markup the client would render.
 */
export const pricingTextsFr: PricingTexts = {
  locale: 'fr',
  perInterval: (interval) => `TTC ${intervals[interval]}`,
  trial: (days) => `${days} jours d’essai gratuit, sans engagement.`,
  unlocks: (name) => `Ce que ${name} débloque`,
  entitlement: (entitlement) => entitlements[entitlement],
  register: 'Créer mon compte',
  choose: (name) => `Choisir ${name}`,
  mine: 'Voir mon abonnement',
  none: 'Aucun abonnement n’est proposé pour le moment.',
  vatNone: 'Prix nets, sans TVA : TVA non applicable, art. 293 B du CGI.',
  vatIncluded: (rate) => `Prix toutes taxes comprises (TTC), TVA à ${rate} % incluse.`,
  invoices: 'Chaque paiement donne lieu à une facture téléchargeable.',
}
