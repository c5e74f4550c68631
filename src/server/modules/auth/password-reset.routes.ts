import { Hono } from 'hono'
import { forgotPasswordSchema, resetPasswordSchema } from '#shared/auth.ts'
import { inTransaction } from '../../db/transaction.ts'
import { clientIp } from '../../http/client-ip.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import type { HttpError } from '../../http/http-error.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson } from '../../http/validate.ts'
import { type Locale, translate } from '../../i18n/messages.ts'
import { rateLimit } from '../../middleware/rate-limit.ts'
import { revokeUserSessions } from '../sessions/sessions.repository.ts'
import { findLoginUser, resetPassword } from '../users/users.repository.ts'
import { limits } from './auth-constants.ts'
import { logAuth, throttle } from './auth-http.ts'
import { claimToken, findToken, voidTokens } from './one-time-tokens.repository.ts'
import { assertPasswordAllowed } from './password-policy.ts'
import { queuePasswordReset } from './password-reset.worker.ts'

function invalidLink(locale: Locale): HttpError {
  return fieldErrors(locale, 'password_reset.invalid', { token: 'password_reset.invalid' })
}

export const passwordResetRoutes = new Hono<AppEnv>()
  /**
   * POST /api/forgot-password `{ email }`: the same answer, after the same work, whether the
   * address has an account or not — the address is queued and the worker (password-reset.worker.ts)
   * issues and mails the link. A new link voids the older ones; the link's host is APP_URL, never
   * the request's Host.
   */
  .post('/forgot-password', async (c) => {
    const locale = c.get('locale')
    const input = await validateJson(c, forgotPasswordSchema)
    await throttle(c, limits.forgotPasswordIp, clientIp(c))
    await throttle(c, limits.forgotPasswordEmail, input.email)
    const { db, clock } = c.get('deps')
    await queuePasswordReset(db, { email: input.email, locale, now: clock.now() })
    logAuth(c, 'password_reset.requested', { email: input.email })
    return c.json({ message: translate(locale, 'password_reset.sent') })
  })

  /**
   * POST /api/reset-password `{ token, email, password, password_confirmation }`, also used to
   * choose a first password from the link mailed after an immediate registration. Single use
   * (two concurrent submissions: one success), for the address it was sent to, within its
   * lifetime. It ends every session and logs nobody in: the user logs in next, through two-factor
   * if it is on (a reset never bypasses it). The link proves the mailbox: the address counts as
   * verified.
   */
  .post('/reset-password', rateLimit(limits.resetPassword), async (c) => {
    const locale = c.get('locale')
    // The page that sent this had the token in its URL: nothing here may leak it further.
    c.header('Referrer-Policy', 'no-referrer')
    const input = await validateJson(c, resetPasswordSchema)
    const { db, clock, mail, auth } = c.get('deps')
    const now = clock.now()

    const token = await findToken(db, ['reset', 'set-password'], input.token)
    const user = token ? await findLoginUser(db, input.email) : undefined
    if (
      !token ||
      !user ||
      token.user_id !== user.id ||
      token.email !== user.email ||
      token.used_at !== null ||
      new Date(token.expires_at) <= now
    ) {
      logAuth(c, 'password_reset.failure', { user_id: user?.id, email: input.email, reason: 'token' })
      throw invalidLink(locale)
    }
    assertPasswordAllowed(input.password, user, locale)
    const passwordHash = await auth.passwords.hash(input.password)

    const done = await inTransaction(db, async (trx) => {
      if (!(await claimToken(trx, token.id, now))) return false
      await resetPassword(trx, user.id, passwordHash, now)
      await voidTokens(trx, user.id, ['reset', 'set-password', 'login-challenge'], now)
      await revokeUserSessions(trx, user.id, now)
      await mail.send(
        { to: user.email, template: 'password-changed', data: { name: user.first_name, at: now.toISOString() }, locale },
        trx,
      )
      return true
    })
    if (!done) {
      logAuth(c, 'password_reset.failure', { user_id: user.id, reason: 'already_used' })
      throw invalidLink(locale)
    }
    logAuth(c, 'password_reset.success', { user_id: user.id, kind: token.kind })
    return c.json({ message: translate(locale, 'password_reset.done') })
  })
