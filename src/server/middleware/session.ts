import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { needsCharter } from '#shared/user-access.ts'
import { HttpError } from '../http/http-error.ts'
import type { AppEnv } from '../http/types.ts'
import { TOKEN_PATTERN } from '../modules/auth/tokens.ts'
import { readSessionCookie } from '../modules/sessions/session-cookie.ts'
import { findLiveSessionUser, revokeUserSessions, touchSession } from '../modules/sessions/sessions.repository.ts'
import type { AuthUser } from '../modules/users/users.repository.ts'

/**
 * Finds who is calling: `Authorization: Bearer <token>` (API clients) or the session cookie (the
 * web app), and sets `user` and `session` in the context (null for anonymous calls). A request
 * that carries a Bearer header is judged by it alone: the CSRF check let it through because it
 * has one, so a cookie sent beside it must not count. A malformed, unknown, expired or revoked
 * token is anonymous; routes that need a user answer 401 through requireUser.
 *
 * Runs after csrfProtection (app.ts): a forged request is refused before any session is read.
 */
export const session = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null)
  c.set('session', null)
  const token = readToken(c)
  if (token !== undefined && TOKEN_PATTERN.test(token)) {
    const { db, clock } = c.get('deps')
    const now = clock.now()
    const found = await findLiveSessionUser(db, token, now)
    if (found) {
      const { session, user } = found
      if (user.status === 'suspended') {
        // Suspending an account ends all of its sessions (docs/security.md#sessions-and-tokens), whichever path suspended it.
        await revokeUserSessions(db, user.id, now)
        c.get('logger').info({ event: 'auth.session.refused', user_id: user.id, reason: 'suspended' }, 'auth')
      } else {
        await touchSession(db, session, now)
        c.set('user', user)
        c.set('session', { id: session.id, created_at: session.created_at })
      }
    }
  }
  await next()
})

function readToken(c: Context<AppEnv>): string | undefined {
  // Another scheme (Basic, from a password-protected staging proxy) leaves the cookie in charge.
  const bearer = /^Bearer\s+(.*)$/i.exec(c.req.header('authorization') ?? '')
  if (bearer) return bearer[1]?.trim() ?? ''
  return readSessionCookie(c)
}

/** The caller, or 401. For handlers behind requireUser this never throws. */
export function currentUser(c: Context<AppEnv>): AuthUser {
  const user = c.get('user')
  if (!user) throw new HttpError(401, 'http.unauthenticated')
  return user
}

export function isAdminUser(user: AuthUser): boolean {
  return user.account_type === 'administrator' || user.account_type === 'developer'
}

/** 401 for anonymous calls. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  currentUser(c)
  await next()
})

/** 401 anonymous, 403 until the e-mail address is verified (docs/product.md#session: not "logged in" before). */
export const requireVerified = createMiddleware<AppEnv>(async (c, next) => {
  if (currentUser(c).email_verified_at === null) throw new HttpError(403, 'email.unverified')
  await next()
})

/**
 * 403 `charter.required` until the member has accepted the current charter (admins need not):
 * the marketplace's changes wait for it, as the dashboard's screens do, whatever client calls.
 * An address not confirmed yet is the verification checks' business (the immediate flow's one
 * exception publishes before either).
 */
export const requireCharter = createMiddleware<AppEnv>(async (c, next) => {
  const user = currentUser(c)
  if (user.email_verified_at !== null && needsCharter(user)) throw new HttpError(403, 'charter.required')
  await next()
})

/**
 * 401 anonymous, 403 non-admins, and 403 `two_factor.setup_required` for an admin without
 * two-factor: admin power is never one stolen password away.
 */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const user = currentUser(c)
  if (!isAdminUser(user)) throw new HttpError(403, 'http.forbidden')
  if (user.email_verified_at === null) throw new HttpError(403, 'email.unverified')
  if (user.two_factor_confirmed_at === null) throw new HttpError(403, 'two_factor.setup_required')
  await next()
})
