import type { Invoice, MemberSubscription, Plan } from '#shared/subscriptions-api.ts'

/** Plans and subscriptions as GET /api/plans and GET /api/subscription answer them. */
export const remplacantPlan: Plan = {
  id: 1,
  slug: 'remplacant',
  name: 'Remplaçant',
  description: 'Pour suivre les offres au plus tôt.',
  features: ['Support prioritaire'],
  price_cents: 2500,
  currency: 'eur',
  interval: 'year',
  trial_days: 0,
  vat_rate_bps: 0,
  entitlements: ['instant_alerts'],
}

export const titulairePlan: Plan = {
  id: 2,
  slug: 'titulaire',
  name: 'Titulaire',
  description: 'Pour les cabinets qui cherchent souvent.',
  features: [],
  price_cents: 4900,
  currency: 'eur',
  interval: 'year',
  trial_days: 14,
  vat_rate_bps: 0,
  entitlements: ['multiple_offers', 'urgent_broadcast', 'cession_listings', 'instant_alerts'],
}

export function makeSubscription(overrides: Partial<MemberSubscription> = {}): MemberSubscription {
  return {
    id: 9,
    plan: titulairePlan,
    status: 'active',
    provider: 'stripe',
    current_period_start: '2026-03-01T00:00:00.000Z',
    current_period_end: '2027-03-01T00:00:00.000Z',
    grace_ends_at: null,
    cancel_at_period_end: false,
    next_plan: null,
    entitlements: titulairePlan.entitlements,
    transfer: null,
    created_at: '2026-03-01T00:00:00.000Z',
    ...overrides,
  }
}

export const invoice: Invoice = {
  id: 31,
  number: '2026-000007',
  issued_at: '2026-03-01T10:00:00.000Z',
  paid_at: '2026-03-01T10:00:00.000Z',
  total_ht_cents: 4083,
  total_vat_cents: 817,
  total_ttc_cents: 4900,
  currency: 'eur',
  label: 'Titulaire, du 1er mars 2026 au 1er mars 2027',
}
