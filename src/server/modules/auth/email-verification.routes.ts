import { Hono } from 'hono'
import { emailVerifySchema, verificationNotificationSchema } from '#shared/auth.ts'
import { inTransaction } from '../../db/transaction.ts'
import { clientIp } from '../../http/client-ip.ts'
import { HttpError } from '../../http/http-error.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson } from '../../http/validate.ts'
import { translate } from '../../i18n/messages.ts'
import { rateLimit } from '../../middleware/rate-limit.ts'
import { findVerifiableUser, findVerifiableUserByEmail, markEmailVerified } from '../users/users.repository.ts'
import { limits } from './auth-constants.ts'
import { logAuth, throttle } from './auth-http.ts'
import { mailVerifyLink } from './link-mails.ts'
import { claimToken, findToken } from './one-time-tokens.repository.ts'

export const emailVerificationRoutes = new Hono<AppEnv>()
  /**
   * POST /api/email/verify `{ token }` (the page /auth/verify-email?token=… posts it). A token
   * that is not ours (tampered, made up) is 403; opening A's link while logged in as B is 403;
   * an expired one is 403 with a way out (ask for a new link); a used one changes nothing.
   */
  .post('/email/verify', rateLimit(limits.verifyEmail), async (c) => {
    const locale = c.get('locale')
    const input = await validateJson(c, emailVerifySchema)
    const { db, clock, mail } = c.get('deps')
    const now = clock.now()

    const token = await findToken(db, ['verify'], input.token)
    const user = token ? await findVerifiableUser(db, token.user_id) : undefined
    // A link for an address the account no longer has is as good as made up.
    if (!token || !user || token.email !== user.email) {
      logAuth(c, 'email_verification.failure', { reason: 'token' })
      throw new HttpError(403, 'verification.invalid')
    }
    const current = c.get('user')
    if (current && current.id !== user.id) {
      logAuth(c, 'email_verification.failure', { user_id: current.id, reason: 'other_account' })
      throw new HttpError(403, 'verification.other_account')
    }
    if (user.email_verified_at !== null) return c.json({ message: translate(locale, 'verification.already_done') })
    if (token.used_at !== null || new Date(token.expires_at) <= now) {
      logAuth(c, 'email_verification.failure', { user_id: user.id, reason: 'expired' })
      throw new HttpError(403, 'verification.expired')
    }

    const verified = await inTransaction(db, async (trx) => {
      if (!(await claimToken(trx, token.id, now))) return false
      await markEmailVerified(trx, user.id, now)
      await mail.send({ to: user.email, template: 'welcome', data: { name: user.first_name }, locale }, trx)
      return true
    })
    if (verified) logAuth(c, 'email_verification.success', { user_id: user.id })
    return c.json({ message: translate(locale, verified ? 'verification.done' : 'verification.already_done') })
  })

  /**
   * POST /api/email/verification-notification `{ email }`: a new link (the older ones stop
   * working). The same answer for an unknown or already verified address; throttled per address
   * and per client.
   */
  .post('/email/verification-notification', async (c) => {
    const locale = c.get('locale')
    const input = await validateJson(c, verificationNotificationSchema)
    await throttle(c, limits.verificationIp, clientIp(c))
    await throttle(c, limits.verificationEmail, input.email)
    const { db, clock, mail } = c.get('deps')
    const now = clock.now()

    const user = await findVerifiableUserByEmail(db, input.email)
    if (user && user.email_verified_at === null) {
      await inTransaction(db, (trx) =>
        mailVerifyLink(trx, mail, {
          userId: user.id,
          email: user.email,
          name: user.first_name,
          locale,
          now,
          replaces: ['verify'],
        }),
      )
      logAuth(c, 'email_verification.sent', { user_id: user.id })
    }
    return c.json({ message: translate(locale, 'verification.sent') })
  })
