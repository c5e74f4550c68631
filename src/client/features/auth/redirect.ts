import { CHARTER_VERSION } from '#shared/auth.ts'
import { paths } from '#shared/paths.ts'
import type { User } from '#shared/user.ts'
import { isAdmin } from '#shared/user-access.ts'

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
 * The `redirect` query parameter, kept only when it is a path of this site: "/dashboard?x=1"
 * passes; "https://evil.example", "//evil.example", "/\evil.example", "javascript:…" and
 * anything with control characters (which URL parsers silently drop) do not. Returns the path
 * with its query and hash, or null.
 */
export function safeRedirect(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null
  // One leading slash, then anything but a second slash or a backslash (both mean "another host").
  if (!/^\/(?![/\\])/.test(raw)) return null
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point.
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null
  let url: URL
  try {
    url = new URL(raw, probeOrigin)
  } catch {
    return null
  }
  if (url.origin !== probeOrigin) return null
  if (authPages.includes(url.pathname)) return null
  return url.pathname + url.search + url.hash
}

/** Whether the member still has to accept the current version of the charter. */
export function needsCharter(user: User): boolean {
  // Admins run the platform; the charter is the members' code of conduct.
  if (isAdmin(user)) return false
  return user.charter_version !== CHARTER_VERSION
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
