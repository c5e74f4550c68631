import { paths } from '#shared/paths.ts'
import type { User } from '#shared/user.ts'
import { needsCharter } from '#shared/user-access.ts'

// The rule lives with the user's others (the dashboard's guard and the server apply it too).
export { needsCharter }

/** Any origin stands in for ours: only whether the origin changes matters. */
const probeOrigin = 'https://releve.invalid'

// Pages a redirect never returns to: signing in again, or a step of signing in.
const authPages: readonly string[] = [
  paths.login,
  paths.register,
  paths.registerBeta,
  paths.registerImmediate,
  paths.twoFactorChallenge,
  paths.resetPassword,
  paths.newPassword,
]

/**
 * The `redirect` (or `next`) query parameter, kept only when it is a path of this site:
 * "/dashboard?x=1" passes; "https://evil.example", "//evil.example", "/\evil.example",
 * "javascript:…" and anything with control characters (which URL parsers silently drop) do not.
 * The answer is what the router will be given, so that is what is judged, after parsing: dot
 * segments turn "/.//evil.example" or "/a/..//evil.example" into "//evil.example", another host.
 * Returns the path with its query and hash, or null.
 */
export function safeRedirect(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point.
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null
  if (!raw.startsWith('/')) return null
  const url = parse(raw)
  if (!url || url.origin !== probeOrigin || !isOwnPathname(url.pathname)) return null
  const path = url.pathname + url.search + url.hash
  // Read once more, the answer must be itself: a path that changes when parsed again could
  // change into another host wherever it is parsed next.
  const again = parse(path)
  if (!again || again.origin !== probeOrigin || again.pathname + again.search + again.hash !== path) return null
  if (authPages.includes(url.pathname)) return null
  return path
}

function parse(raw: string): URL | null {
  try {
    return new URL(raw, probeOrigin)
  } catch {
    return null
  }
}

/**
 * One leading slash and no second one or backslash after it (both name a host), and none of
 * them, nor dots, percent-encoded: the router decodes paths, and no path of the app holds them.
 */
function isOwnPathname(pathname: string): boolean {
  if (!/^\/(?![/\\])/.test(pathname)) return false
  return !/%(?:2f|5c|2e|25|[01][0-9a-f]|7f)/i.test(pathname)
}

/** `/legal-chart?next=/dashboard/x`: the charter, then where the user was going. */
export function charterPath(next: string | null): string {
  return next ? `${paths.legalChart}?${new URLSearchParams({ next })}` : paths.legalChart
}

/**
 * Where a user goes once signed in (password, two-factor or e-mail link): the charter first when
 * it was never accepted in this version, then the page asked for, else the dashboard. A user
 * whose address is not verified goes on too: the dashboard's guard sends them to the
 * verification page, and a verification link (/auth/verify-email?token=…) passes through.
 */
export function nextPathAfterSignIn(user: User | null, redirect: string | null): string {
  const next = safeRedirect(redirect)
  if (!user) return paths.login
  if (user.email_verified_at && needsCharter(user)) return charterPath(next)
  return next ?? paths.dashboard
}

/** `/login?redirect=…` for a page that needs a session again (expired challenge, reset done). */
export function loginPath(redirect: string | null): string {
  const next = safeRedirect(redirect)
  return next ? `${paths.login}?${new URLSearchParams({ redirect: next })}` : paths.login
}
