import type { Selectable } from 'kysely'
import { type Entitlement, isEntitledSubscription } from '#shared/subscriptions.ts'
import type { Invoice, MemberSubscription, Plan } from '#shared/subscriptions-api.ts'
import type { UserSubscription } from '#shared/user-subscription.ts'
import type { Env } from '../../env.ts'
import { chargesVat } from './invoice-seller.ts'
import type { PlanRow, SubscriptionRow } from './provider.ts'
import type { InvoicesTable } from './subscriptions.table.ts'

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString())

export function planJson(plan: PlanRow, env: Env): Plan {
  return {
    id: plan.id,
    slug: plan.slug,
    name: plan.name,
    description: plan.description,
    features: plan.features,
    price_cents: plan.price_cents,
    currency: plan.currency,
    interval: plan.interval,
    trial_days: plan.trial_days,
    entitlements: plan.entitlements,
    // What the price includes: nothing when the seller charges no VAT (art. 293 B du CGI).
    vat_rate_bps: chargesVat(env) ? plan.vat_rate_bps : 0,
  }
}

/** What the subscription unlocks now: its plan's entitlements while it gives the service, else none. */
export function activeEntitlements(subscription: SubscriptionRow, plan: PlanRow, now: Date): Entitlement[] {
  return isEntitledSubscription(subscription, now) ? plan.entitlements : []
}

/** `subscription` of GET /api/user. */
export function userSubscriptionJson(subscription: SubscriptionRow, plan: PlanRow, now: Date): UserSubscription {
  return {
    plan: { id: plan.id, slug: plan.slug, name: plan.name },
    status: subscription.status,
    current_period_end: iso(subscription.current_period_end),
    grace_ends_at: iso(subscription.grace_ends_at),
    cancel_at_period_end: subscription.cancel_at_period_end,
    entitlements: activeEntitlements(subscription, plan, now),
  }
}

/** GET /api/subscription: the member's view, with the transfer to make for a manual one. */
export function subscriptionJson(
  subscription: SubscriptionRow,
  plan: PlanRow,
  nextPlan: PlanRow | undefined,
  env: Env,
  now: Date,
): MemberSubscription {
  return {
    id: subscription.id,
    plan: planJson(plan, env),
    status: subscription.status,
    provider: subscription.provider === 'stripe' || subscription.provider === 'manual' ? subscription.provider : null,
    current_period_start: iso(subscription.current_period_start),
    current_period_end: iso(subscription.current_period_end),
    grace_ends_at: iso(subscription.grace_ends_at),
    cancel_at_period_end: subscription.cancel_at_period_end,
    next_plan: nextPlan ? { id: nextPlan.id, slug: nextPlan.slug, name: nextPlan.name } : null,
    entitlements: activeEntitlements(subscription, plan, now),
    transfer:
      subscription.provider === 'manual' && subscription.manual_reference
        ? {
            reference: subscription.manual_reference,
            amount_cents: (nextPlan ?? plan).price_cents,
            currency: plan.currency,
            beneficiary: env.TRANSFER_BENEFICIARY ?? env.INVOICE_SELLER_NAME ?? env.VITE_LEGAL_PUBLISHER ?? null,
            iban: env.TRANSFER_IBAN ?? null,
            bic: env.TRANSFER_BIC ?? null,
          }
        : null,
    created_at: new Date(subscription.created_at).toISOString(),
  }
}

export function invoiceJson(invoice: Selectable<InvoicesTable>): Invoice {
  return {
    id: invoice.id,
    number: invoice.number,
    issued_at: new Date(invoice.issued_at).toISOString(),
    paid_at: new Date(invoice.paid_at).toISOString(),
    total_ht_cents: invoice.total_ht_cents,
    total_vat_cents: invoice.total_vat_cents,
    total_ttc_cents: invoice.total_ttc_cents,
    currency: invoice.currency,
    label: invoice.lines[0]?.label ?? invoice.number,
  }
}
