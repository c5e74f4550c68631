import type { Context } from 'hono'
import { Hono } from 'hono'
import { type ImmediateConfirmationSaved, immediateConfirmationSchema } from '#shared/immediate-confirmation.ts'
import { inTransaction } from '../../db/transaction.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import { HttpError } from '../../http/http-error.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson } from '../../http/validate.ts'
import { type MessageCode, translate } from '../../i18n/messages.ts'
import { currentUser, requireUser } from '../../middleware/session.ts'
import { limits } from '../auth/auth-constants.ts'
import { logAuth, throttle } from '../auth/auth-http.ts'
import { nextEmailCodeAt } from '../auth/email-codes.ts'
import { otherRppsHolders } from '../nurses/rpps-holders.ts'
import { confirmationState, lockAccount, mailEmailCode } from './immediate-confirmation.ts'
import { deliverAlertsNow } from './replacements.events.ts'
import { confirmImmediateAccount } from './replacements.service.ts'

/**
 * The immediate flow's confirmation, on the page where the holder published (README.md here,
 * "Who"): the code mailed at publication (or asked for again, throttled) confirms the address,
 * an RPPS number with a good check digit completes it, and the held offer's alerts go at once.
 * A session is enough: this is what an unconfirmed account may do.
 */

async function savedAnswer(c: Context<AppEnv>, code: MessageCode, released: number | null) {
  const { db, clock } = c.get('deps')
  const body: ImmediateConfirmationSaved = {
    message: translate(c.get('locale'), code),
    confirmation: await confirmationState(db, currentUser(c).id, clock.now()),
    released_replacement_id: released,
  }
  return c.json(body)
}

export const immediateConfirmationRoutes = new Hono<AppEnv>()
  /** GET /api/replacements/immediate/confirmation: where the caller stands (address, RPPS, held offer, code). */
  .get('/replacements/immediate/confirmation', requireUser, async (c) => {
    const { db, clock } = c.get('deps')
    return c.json(await confirmationState(db, currentUser(c).id, clock.now()))
  })

  /**
   * POST /api/replacements/immediate/confirmation/code: another code (the last one stops
   * working), a minute after the last one at the soonest and a few an hour (429 with
   * Retry-After). 409 once the address is confirmed.
   */
  .post('/replacements/immediate/confirmation/code', requireUser, async (c) => {
    const user = currentUser(c)
    const { db, clock, mail, auth } = c.get('deps')
    const now = clock.now()
    if (user.email_verified_at !== null) throw new HttpError(409, 'verification.already_done')
    const next = await nextEmailCodeAt(db, user.id)
    if (next && next > now) {
      const seconds = Math.ceil((next.getTime() - now.getTime()) / 1000)
      throw new HttpError(429, 'email_code.too_soon', { headers: { 'Retry-After': String(seconds) } })
    }
    await throttle(c, limits.emailCodeSend, String(user.id))
    const sent = await inTransaction(db, async (trx) => {
      const account = await lockAccount(trx, user.id)
      if (account.email_verified_at !== null) return false
      await mailEmailCode(trx, { mail, auth }, account, now)
      return true
    })
    if (!sent) throw new HttpError(409, 'verification.already_done')
    logAuth(c, 'email_code.sent', { user_id: user.id })
    return savedAnswer(c, 'email_code.sent', null)
  })

  /**
   * POST /api/replacements/immediate/confirmation `{ code?, rpps? }`: the code confirms the
   * address (needed until it is confirmed, by this code or by the mailed link); the RPPS number
   * is saved with a good code, or once the address is confirmed (needed unless the account has a
   * valid one). When both are done, the held offer's alerts are queued in the same transaction
   * and delivered at once. A wrong, expired or used code counts against the code (and the hourly
   * allowance) and changes nothing else: 422 on `code`. A number another account gave: 422 on
   * `rpps`.
   */
  .post('/replacements/immediate/confirmation', requireUser, async (c) => {
    const user = currentUser(c)
    const locale = c.get('locale')
    const input = await validateJson(c, immediateConfirmationSchema)
    const { db, clock, auth } = c.get('deps')
    const now = clock.now()
    if (input.code !== undefined) await throttle(c, limits.emailCodeCheck, String(user.id))
    // Said before the code is spent; claimed again under the number's lock below.
    if (input.rpps !== undefined && (await otherRppsHolders(db, input.rpps, user.id)).length > 0)
      throw fieldErrors(locale, 'validation.failed', { rpps: 'rpps.taken' })

    const outcome = await inTransaction(db, (trx) =>
      confirmImmediateAccount(trx, auth.keys, { userId: user.id, code: input.code, rpps: input.rpps }, now),
    )

    for (const id of outcome.released) await deliverAlertsNow(c, id)
    if (input.code !== undefined) {
      const failed = outcome.problems.code !== undefined
      logAuth(c, failed ? 'email_code.failure' : 'email_code.success', {
        user_id: user.id,
        ...(failed ? { reason: outcome.problems.code } : {}),
      })
    }
    if (Object.keys(outcome.problems).length > 0) throw fieldErrors(locale, 'validation.failed', outcome.problems)
    const released = outcome.released[0] ?? null
    return savedAnswer(c, released === null ? 'immediate.confirmed_nothing_held' : 'immediate.confirmed', released)
  })
