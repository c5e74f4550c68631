// No Zod here (types only from the schemas): /pricing is a public page, and Zod stays out of its bundle.
import { escapeHtml } from './home-sections-html.ts'
import { numberFormat } from './intl.ts'
import { paths } from './paths.ts'
import type { Entitlement, PlanInterval } from './subscriptions.ts'
import type { Plan } from './subscriptions-api.ts'

/**
 * The plans of /pricing as HTML, the one renderer of both sides (docs/decisions/010): the server
 * writes it into the prerendered page at request time, so the page shows the plans on sale now
 * (an admin's new price at the next request, no rebuild), for crawlers and without JavaScript
 * too; the client shows the same string, so hydration finds the very markup it renders. Its
 * classes (`pp-…`) are styled by the page's wrapper (features/subscriptions/components/pricing-plans.tsx).
 *
 * Every text is escaped. The texts come from the caller: the client's Lingui catalog, or the
 * server's French (the prerendered language), which a test holds equal to the catalog's.
 */

/** Who reads the page: a guest signs up, a member takes a plan, a subscriber sees theirs. */
export type PricingViewer = 'guest' | 'member' | 'subscribed'

export interface PricingTexts {
  /** The locale prices and rates are formatted in. */
  locale: string
  /** After the price: « TTC par mois ». */
  perInterval: (interval: PlanInterval) => string
  trial: (days: number) => string
  /** The name of the list of what a plan unlocks, for screen readers. */
  unlocks: (planName: string) => string
  entitlement: (entitlement: Entitlement) => string
  register: string
  choose: (planName: string) => string
  mine: string
  none: string
  /** No VAT charged (art. 293 B du CGI). */
  vatNone: string
  /** VAT included at the given rate(s), already formatted (« 20 »). */
  vatIncluded: (rate: string) => string
  invoices: string
}

/** The attribute that marks the plans' container in the page (server and client agree on it). */
export const PRICING_PLANS_ATTRIBUTE = 'data-pricing-plans'

export function renderPricingPlansHtml(plans: readonly Plan[], texts: PricingTexts, viewer: PricingViewer = 'guest'): string {
  const cards =
    plans.length === 0
      ? `<p class="pp-none">${escapeHtml(texts.none)}</p>`
      : `<div class="pp-grid">${plans.map((plan) => card(plan, texts, viewer)).join('')}</div>`
  return `${cards}<p class="pp-note">${escapeHtml(vatMention(plans, texts))} ${escapeHtml(texts.invoices)}</p>`
}

function card(plan: Plan, texts: PricingTexts, viewer: PricingViewer): string {
  const headingId = `plan-${plan.slug}`
  const price = numberFormat(texts.locale, { style: 'currency', currency: plan.currency.toUpperCase() }).format(
    plan.price_cents / 100,
  )
  const description = plan.description ? `<p class="pp-description">${escapeHtml(plan.description)}</p>` : ''
  const trial = plan.trial_days > 0 ? `<p class="pp-trial">${escapeHtml(texts.trial(plan.trial_days))}</p>` : ''
  const items = [...plan.entitlements.map((entitlement) => texts.entitlement(entitlement)), ...plan.features]
    .map((item) => `<li>${escapeHtml(item)}</li>`)
    .join('')
  return (
    `<article class="pp-card" aria-labelledby="${escapeHtml(headingId)}" data-plan="${escapeHtml(plan.slug)}">` +
    `<div class="pp-header"><h3 id="${escapeHtml(headingId)}" class="pp-title">${escapeHtml(plan.name)}</h3>${description}</div>` +
    `<div class="pp-body"><p><span class="pp-price">${escapeHtml(price)}</span> <span>${escapeHtml(texts.perInterval(plan.interval))}</span></p>` +
    `${trial}<ul class="pp-list" aria-label="${escapeHtml(texts.unlocks(plan.name))}">${items}</ul></div>` +
    `<div class="pp-footer">${action(plan, texts, viewer)}</div></article>`
  )
}

/** The plan's button: sign up, take it out, or see one's own subscription. */
function action(plan: Plan, texts: PricingTexts, viewer: PricingViewer): string {
  const [href, label] =
    viewer === 'guest'
      ? [paths.register, texts.register]
      : viewer === 'subscribed'
        ? [paths.subscriptions, texts.mine]
        : [`${paths.subscriptionsCreate}?${new URLSearchParams({ plan: plan.slug })}`, texts.choose(plan.name)]
  return `<a class="pp-button" href="${escapeHtml(href)}">${escapeHtml(label)}</a>`
}

/**
 * What the prices include, as French law asks it said: the VAT rate in a TTC price, or, for a
 * seller under the franchise en base, that no VAT applies (art. 293 B du CGI).
 */
function vatMention(plans: readonly Plan[], texts: PricingTexts): string {
  const rates = [...new Set(plans.map((plan) => plan.vat_rate_bps).filter((rate) => rate > 0))]
  if (rates.length === 0) return texts.vatNone
  const format = numberFormat(texts.locale, { maximumFractionDigits: 2 })
  return texts.vatIncluded(rates.map((bps) => format.format(bps / 100)).join(' / '))
}
