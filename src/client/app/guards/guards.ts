import { paths } from '#shared/paths.ts'
import type { User } from '#shared/user.ts'
import { canUseUrgentHelp, isAdmin, isLoggedIn, isSubscribed, needsCharter } from '#shared/user-access.ts'

/**
 * The named guards of docs/product.md#guards, and `charter` (the members' charter accepted before the
 * dashboard). A route lists them in `handle.guards`.
 */
export const guardNames = [
  'guest',
  'auth',
  'verified',
  'unverified',
  'admin',
  'auth-help',
  'subscribed',
  'unsubscribed',
  'charter',
] as const
export type GuardName = (typeof guardNames)[number]

export type GuardOutcome = { kind: 'pass' } | { kind: 'redirect'; to: string } | { kind: 'forbidden' }
export interface GuardInput {
  user: User | null
  url: URL
}
export type Guard = (input: GuardInput) => GuardOutcome

export const pass: GuardOutcome = { kind: 'pass' }
const redirect = (to: string): GuardOutcome => ({ kind: 'redirect', to })

export const subscriptionsPath = `${paths.dashboard}/subscriptions`
export const createSubscriptionPath = `${paths.dashboard}/subscriptions/create`

/** The security section of the settings, where two-factor is turned on. */
export const twoFactorSetupPath = `${paths.settings}?section=security`

/** /login?redirect=<path and query>, so that logging in brings the user back. */
export function loginRedirect(url: URL): string {
  return `${paths.login}?redirect=${encodeURIComponent(url.pathname + url.search)}`
}

/** `/legal-chart?next=<path and query>`: the charter, then the page asked for. */
export function charterRedirect(url: URL): string {
  return `${paths.legalChart}?${new URLSearchParams({ next: url.pathname + url.search })}`
}

/** Any guard past `guest` needs a session: without one, go and log in first. */
function withSession(check: (user: User, url: URL) => GuardOutcome): Guard {
  return ({ user, url }) => (user ? check(user, url) : redirect(loginRedirect(url)))
}

export const guards: Record<GuardName, Guard> = {
  guest: ({ user }) => (isLoggedIn(user) ? redirect(paths.dashboard) : pass),
  auth: withSession(() => pass),
  verified: withSession((user) => (user.email_verified_at ? pass : redirect(paths.verifyEmail))),
  unverified: withSession((user) => (user.email_verified_at ? redirect(paths.dashboard) : pass)),
  // Admin accounts must have two-factor on (docs/security.md#two-factor): without it, setting it up comes first.
  admin: withSession((user) =>
    !isAdmin(user) ? { kind: 'forbidden' } : user.two_factor_enabled ? pass : redirect(twoFactorSetupPath),
  ),
  'auth-help': withSession((user) => (canUseUrgentHelp(user) ? pass : redirect(paths.dashboard))),
  // The query goes along: back from Stripe Checkout (?checkout=…) before the webhook, the
  // create page says the payment is being confirmed (and the other way, that it is done).
  subscribed: withSession((user, url) => (isSubscribed(user) ? pass : redirect(createSubscriptionPath + url.search))),
  unsubscribed: withSession((user, url) => (isSubscribed(user) ? redirect(subscriptionsPath + url.search) : pass)),
  // Whatever the way in (sign-in, a verification link, a bookmark, a mail's button), the dashboard
  // opens once the charter is accepted. An address not confirmed yet passes: the immediate flow's
  // page is its one exception, and everything else sends it to confirm first.
  charter: withSession((user, url) => (user.email_verified_at && needsCharter(user) ? redirect(charterRedirect(url)) : pass)),
}

export function isGuardName(name: string): name is GuardName {
  return Object.hasOwn(guards, name)
}
