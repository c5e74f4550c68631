import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { type MouseEvent, type ReactNode, useEffect, useState, useSyncExternalStore } from 'react'
import { useNavigate } from 'react-router'
import { useCurrentUser } from '#client/entities/session/api/current-user.ts'
import { entitlementLabels, intervalLabels } from '#client/entities/subscription/labels.ts'
import { prerenderLocale, shouldHydrate } from '#client/prerender/hydration.ts'
import { LoadFailed, Loading } from '#client/ui/load-states.tsx'
import { PRICING_PLANS_ATTRIBUTE, type PricingTexts, type PricingViewer, renderPricingPlansHtml } from '#shared/pricing-html.ts'
import type { Plan } from '#shared/subscriptions-api.ts'
import { isSubscribed } from '#shared/user-access.ts'
import { css } from '#styled/css'
import { plansQuery } from '../api/subscriptions-api.ts'

/** The texts of the plans' HTML in the reader's language (the server holds the French ones). */
export function usePricingTexts(): PricingTexts {
  const { t, i18n } = useLingui()
  return {
    locale: i18n.locale,
    perInterval: (planInterval) => {
      const interval = i18n._(intervalLabels[planInterval])
      return t`TTC ${interval}`
    },
    trial: (days) => t`${days} jours d’essai gratuit, sans engagement.`,
    unlocks: (name) => t`Ce que ${name} débloque`,
    entitlement: (entitlement) => i18n._(entitlementLabels[entitlement]),
    register: t`Créer mon compte`,
    choose: (name) => t`Choisir ${name}`,
    mine: t`Voir mon abonnement`,
    none: t`Aucun abonnement n’est proposé pour le moment.`,
    vatNone: t`Prix nets, sans TVA : TVA non applicable, art. 293 B du CGI.`,
    vatIncluded: (rate) => t`Prix toutes taxes comprises (TTC), TVA à ${rate} % incluse.`,
    invoices: t`Chaque paiement donne lieu à une facture téléchargeable.`,
  }
}

/**
 * The look of the plans' HTML (src/shared/pricing-html.ts, `pp-…` classes), as one wrapper class:
 * the cards and buttons of the dashboard's UI (the card and button recipes), side by side from
 * tablets up, stacked on phones.
 */
const plansStyles = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  '& .pp-grid': { display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(auto-fit, minmax(16rem, 1fr))' }, gap: '6' },
  '& .pp-card': {
    display: 'flex',
    flexDirection: 'column',
    bg: 'bg.surface',
    color: 'fg.default',
    borderWidth: 'thin',
    borderColor: 'border.default',
    borderRadius: 'lg',
    overflow: 'hidden',
  },
  '& .pp-header': { display: 'flex', flexDirection: 'column', gap: '1', px: { base: '4', md: '6' }, pt: { base: '4', md: '6' } },
  '& .pp-title': { textStyle: 'h3' },
  '& .pp-description': { textStyle: 'small', color: 'fg.muted' },
  '& .pp-body': { display: 'flex', flexDirection: 'column', gap: '4', px: { base: '4', md: '6' }, py: '4', flex: '1' },
  '& .pp-price': { textStyle: 'h2', fontWeight: 'bold' },
  '& .pp-trial': { textStyle: 'small' },
  '& .pp-list': { display: 'flex', flexDirection: 'column', gap: '2', pl: '5', listStyleType: 'disc' },
  '& .pp-footer': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: '3',
    px: { base: '4', md: '6' },
    pb: { base: '4', md: '6' },
  },
  '& .pp-button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: '10',
    minWidth: '10',
    px: '4',
    fontSize: 'md',
    fontWeight: 'semibold',
    lineHeight: 'none',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    borderRadius: 'md',
    borderWidth: 'thin',
    borderColor: 'transparent',
    bg: 'bg.brand',
    color: 'fg.onBrand',
    transitionProperty: 'background-color',
    transitionDuration: 'fast',
    _hover: { bg: 'bg.brandHover' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focus', outlineOffset: '2px' },
  },
  '& .pp-note': { mt: '4', textStyle: 'small', color: 'fg.muted' },
})

/** What the HTML the page was loaded with already says (read once, before React replaces it). */
type DocumentState = { kind: 'plans'; html: string } | { kind: 'default' } | null

let fromLoad: DocumentState | undefined
let loadConsumed = false

/**
 * The first render in the browser finds the page as the server sent it, the plans on sale written
 * in (src/server/modules/subscriptions/pricing-page.ts), fresh (the page is never cached): it is
 * used as it is, with no request, and hydration finds the very markup it renders. Only HTML this
 * render hydrates counts (an English reader's page is rendered anew). Later visits inside the app
 * ask the API. Read once and kept until the first commit, so that StrictMode's second call agrees.
 */
function readDocument(locale: string): DocumentState {
  if (typeof document === 'undefined') return { kind: 'default' }
  if (loadConsumed) return null
  if (fromLoad === undefined) {
    const root = document.getElementById('root')
    const plans = root?.querySelector(`[${PRICING_PLANS_ATTRIBUTE}]`)
    if (!root || !shouldHydrate(root, window.location.pathname, locale, window.history.state)) fromLoad = null
    else if (plans) fromLoad = { kind: 'plans', html: plans.innerHTML }
    else if (root.querySelector('[data-pricing-default]')) fromLoad = { kind: 'default' }
    else fromLoad = null
  }
  return fromLoad
}

const noSubscription = () => () => {}

/** False while prerendering and hydrating, true afterwards (and at once when rendering anew). */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

function renderSafely(plans: readonly Plan[], texts: PricingTexts, viewer: PricingViewer): string | null {
  try {
    return renderPricingPlansHtml(plans, texts, viewer)
  } catch (error) {
    // An answer of an unexpected shape: the page's own state is better than a broken page.
    console.error('Plans could not be rendered', error)
    return null
  }
}

/**
 * The plans on sale, what each unlocks, its button and the VAT mention: the HTML the server wrote
 * into the page, or — drawn by the client — the same renderer over GET /api/plans. Between the two
 * markers the server looks for, the prerendered page has only a notice (no plans at build time).
 */
export function PricingPlans() {
  const { t, i18n } = useLingui()
  const texts = usePricingTexts()
  const [fromDocument] = useState(() => readDocument(i18n.locale))
  useEffect(() => {
    loadConsumed = true
  }, [])
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const user = useCurrentUser()
  const viewer: PricingViewer = !user ? 'guest' : isSubscribed(user) ? 'subscribed' : 'member'

  // The HTML served is a guest's, in French: a member's buttons and another language need the
  // plans themselves, and so does a page served as built (offline, the service worker's precached
  // copy). Asked once hydrated only, so that hydration finds the markup it renders.
  const wantsPlans = fromDocument?.kind !== 'plans' || viewer !== 'guest' || i18n.locale !== prerenderLocale
  const plans = useQuery({ ...plansQuery, enabled: hydrated && wantsPlans })
  const rendered = hydrated && wantsPlans && plans.data ? renderSafely(plans.data, texts, viewer) : null
  const html = rendered ?? (fromDocument?.kind === 'plans' ? fromDocument.html : null)

  // Links inside the plans are plain HTML: those to our own pages navigate inside the app.
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const href = (event.target as Element).closest?.('a')?.getAttribute('href')
    if (!href?.startsWith('/') || href.startsWith('//')) return
    event.preventDefault()
    void navigate(href)
  }

  let fallback: ReactNode
  if (hydrated && plans.isError && !plans.data)
    fallback = <LoadFailed onRetry={() => void plans.refetch()}>{t`Les abonnements n’ont pas pu être chargés.`}</LoadFailed>
  else if (fromDocument === null)
    fallback = <Loading label={t`Chargement des abonnements`}>{t`Chargement des abonnements…`}</Loading>
  else
    fallback = (
      <p>{t`Les abonnements et leurs prix n’ont pas pu être chargés. Rechargez la page une fois connecté à Internet.`}</p>
    )

  return (
    // The click handler only catches clicks on the links inside, which are keyboard reachable.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    // biome-ignore lint/a11y/useKeyWithClickEvents: links answer Enter with a click event
    <div className={plansStyles} onClick={followInternalLink}>
      {html !== null ? (
        // The shared renderer escapes every text: this HTML holds no markup an admin typed. It is
        // also the very HTML the server wrote into the page (hydration).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
        <div {...{ [PRICING_PLANS_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
      ) : (
        <>
          <span hidden data-pricing-default="start" />
          {fallback}
          <span hidden data-pricing-default="end" />
        </>
      )}
    </div>
  )
}

/** Tests start each case as a fresh page load. */
export function resetPricingDocumentRead() {
  fromLoad = undefined
  loadConsumed = false
}
