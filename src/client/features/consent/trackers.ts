import type { PublicConfig } from '#shared/public-config.ts'
import type { ConsentChoices, ConsentPurpose } from './consent-record.ts'
import { trackerSafeUrl } from './tracker-safe-url.ts'

/**
 * Loads the configured analytics script and social pixel, each only for a purpose the visitor
 * accepted. Nothing here runs before consent: no script tag, no request.
 */
const loaded = new Set<ConsentPurpose>()

export function loadConsentedTrackers(config: PublicConfig, choices: ConsentChoices): void {
  if (choices.analytics && config.analytics_script_url) inject('analytics', config.analytics_script_url)
  if (choices.social && config.social_pixel_url) inject('social', config.social_pixel_url)
}

/** A loaded script cannot be unloaded: withdrawing consent for it needs a fresh page. */
export function hasLoadedTrackerRefusedBy(choices: ConsentChoices): boolean {
  return [...loaded].some((purpose) => !choices[purpose])
}

function inject(purpose: ConsentPurpose, src: string): void {
  if (loaded.has(purpose)) return
  const url = new URL(src, window.location.href)
  // Configuration comes from our server, but a typo must not load a script over plain HTTP.
  if (url.protocol !== 'https:' && url.hostname !== 'localhost') return
  loaded.add(purpose)
  const script = document.createElement('script')
  script.src = url.href
  script.async = true
  script.referrerPolicy = 'no-referrer'
  script.dataset.consentPurpose = purpose
  document.head.append(script)
}

/**
 * Page views are pushed by the app, with an address stripped of ids and tokens: the configured
 * analytics integration listens to `releve:pageview` (manual page views) rather than reading
 * location itself.
 */
export function reportPageView(href: string): void {
  if (!loaded.has('analytics')) return
  window.dispatchEvent(new CustomEvent('releve:pageview', { detail: { url: trackerSafeUrl(href) } }))
}
