import { Hono } from 'hono'
import { type LoginResult, loginSchema, verifyTwoFactorSchema } from '#shared/auth.ts'
import { inTransaction } from '../../db/transaction.ts'
import { clientIp } from '../../http/client-ip.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import { HttpError } from '../../http/http-error.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson } from '../../http/validate.ts'
import type { Locale } from '../../i18n/messages.ts'
import { issueCsrfToken } from '../../middleware/csrf.ts'
import { rateLimit } from '../../middleware/rate-limit.ts'
import { clearSessionCookie } from '../sessions/session-cookie.ts'
import { revokeSession } from '../sessions/sessions.repository.ts'
import { openSession, sendSessionCookies, startSession } from '../sessions/start-session.ts'
import { verifySecondFactor } from '../two-factor/two-factor.repository.ts'
import { findAccountState, findLoginUser, updatePasswordHash } from '../users/users.repository.ts'
import { LOGIN_CHALLENGE_LIFETIME_MINUTES, LOGIN_CHALLENGE_MAX_ATTEMPTS, limits } from './auth-constants.ts'
import { logAuth, throttle } from './auth-http.ts'
import { issueToken, lockLoginChallenge, markTokenUsed, setTokenAttempts } from './one-time-tokens.repository.ts'

function badCredentials(locale: Locale): HttpError {
  return fieldErrors(locale, 'auth.failed', { email: 'auth.failed' })
}

export const loginRoutes = new Hono<AppEnv>()
  /**
   * POST /api/login → `{ token }` and the session cookie, or `{ hash }` when two-factor is on (no
   * token, no cookie: the password alone opens nothing). Unknown address, no password yet, wrong
   * password: one answer, after one argon2 verification each (no enumeration, docs/security.md#passwords-registration-login).
   */
  .post('/login', async (c) => {
    const locale = c.get('locale')
    const input = await validateJson(c, loginSchema)
    // Before any hashing: a throttled guess costs us nothing.
    await throttle(c, limits.loginIp, clientIp(c))
    await throttle(c, limits.loginEmailIp, `${input.email}|${clientIp(c)}`)
    const { db, clock, auth } = c.get('deps')

    const user = await findLoginUser(db, input.email)
    const check = await auth.passwords.verify(user?.password_hash ?? null, input.password)
    if (!user || !check.ok) {
      logAuth(c, 'login.failure', { user_id: user?.id, email: input.email, reason: user ? 'password' : 'unknown_email' })
      throw badCredentials(locale)
    }
    if (user.status === 'suspended') {
      logAuth(c, 'login.failure', { user_id: user.id, reason: 'suspended' })
      throw new HttpError(403, 'auth.suspended')
    }
    if (check.needsRehash) {
      await updatePasswordHash(db, user.id, await auth.passwords.hash(input.password), clock.now())
      logAuth(c, 'password.rehashed', { user_id: user.id })
    }

    if (user.two_factor_confirmed_at !== null) {
      const hash = await issueToken(db, {
        kind: 'login-challenge',
        userId: user.id,
        email: user.email,
        lifetimeMs: LOGIN_CHALLENGE_LIFETIME_MINUTES * 60_000,
        now: clock.now(),
      })
      logAuth(c, 'login.challenge', { user_id: user.id })
      return c.json({ hash } satisfies LoginResult)
    }
    const token = await startSession(c, user.id)
    logAuth(c, 'login.success', { user_id: user.id })
    return c.json({ token } satisfies LoginResult)
  })

  /**
   * POST /api/verify-2fa `{ hash, code }`: the second step. The challenge is locked for the whole
   * check, so two requests with good codes get exactly one token; each wrong code counts, and the
   * challenge dies after LOGIN_CHALLENGE_MAX_ATTEMPTS.
   */
  .post('/verify-2fa', rateLimit(limits.verifyTwoFactorIp), async (c) => {
    const locale = c.get('locale')
    const input = await validateJson(c, verifyTwoFactorSchema)
    const { db, clock, auth } = c.get('deps')
    const now = clock.now()

    const outcome = await inTransaction(db, async (trx) => {
      const challenge = await lockLoginChallenge(trx, input.hash)
      if (
        !challenge ||
        challenge.used_at !== null ||
        new Date(challenge.expires_at) <= now ||
        challenge.attempts >= LOGIN_CHALLENGE_MAX_ATTEMPTS
      ) {
        return { kind: 'invalid' as const }
      }
      const user = await findAccountState(trx, challenge.user_id)
      if (!user || user.deleted_at !== null || user.status === 'suspended') return { kind: 'invalid' as const }
      // Counted per account too: many challenges from many addresses add up to no more guesses.
      await throttle(c, limits.verifyTwoFactorUser, String(challenge.user_id), trx)
      await setTokenAttempts(trx, challenge.id, challenge.attempts + 1)
      const factor = await verifySecondFactor(trx, auth.keys, challenge.user_id, input.code, now)
      if (!factor) return { kind: 'wrong' as const, userId: challenge.user_id }
      await markTokenUsed(trx, challenge.id, now)
      const token = await openSession(c, challenge.user_id, trx)
      return { kind: 'ok' as const, userId: challenge.user_id, token, factor }
    })

    if (outcome.kind === 'invalid') {
      logAuth(c, 'two_factor.failure', { reason: 'challenge' })
      throw new HttpError(422, 'two_factor.challenge_invalid')
    }
    if (outcome.kind === 'wrong') {
      logAuth(c, 'two_factor.failure', { user_id: outcome.userId, reason: 'code' })
      throw fieldErrors(locale, 'two_factor.code_invalid', { code: 'two_factor.code_invalid' })
    }
    sendSessionCookies(c, outcome.token)
    logAuth(c, 'login.success', { user_id: outcome.userId, second_factor: outcome.factor })
    return c.json({ token: outcome.token } satisfies LoginResult)
  })

  /**
   * POST /api/logout: revokes the session server-side, drops the cookie, rotates the CSRF token
   * and asks the browser to clear this site's caches and storage (docs/security.md#the-pwa-on-a-shared-phone
   * shared phone"). Answers 204 even without a session: the goal, being logged out, is reached.
   */
  .post('/logout', async (c) => {
    const { db, clock } = c.get('deps')
    const user = c.get('user')
    const session = c.get('session')
    if (user && session) {
      await revokeSession(db, user.id, session.id, clock.now())
      logAuth(c, 'logout', { user_id: user.id })
    }
    clearSessionCookie(c)
    issueCsrfToken(c, { rotate: true })
    c.header('Clear-Site-Data', '"cache", "storage"')
    return c.body(null, 204)
  })
