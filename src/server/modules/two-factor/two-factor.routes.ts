import type { Context } from 'hono'
import { Hono } from 'hono'
import QRCode from 'qrcode'
import { type TwoFactorSetup, twoFactorConfirmSchema, twoFactorToggleSchema } from '#shared/auth.ts'
import { inTransaction } from '../../db/transaction.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import { HttpError } from '../../http/http-error.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson } from '../../http/validate.ts'
import { translate } from '../../i18n/messages.ts'
import { currentUser, isAdminUser, requireUser } from '../../middleware/session.ts'
import { limits } from '../auth/auth-constants.ts'
import { logAuth, throttle } from '../auth/auth-http.ts'
import { findPasswordHash } from '../profile/profile.repository.ts'
import { revokeUserSessions } from '../sessions/sessions.repository.ts'
import type { AuthUser } from '../users/users.repository.ts'
import { generateRecoveryCodes } from './recovery-codes.ts'
import { generateTotpSecret, matchTotp, otpauthUrl } from './totp.ts'
import {
  claimTotpStep,
  confirmTwoFactor,
  disableTwoFactor,
  loadTwoFactor,
  replaceRecoveryCodes,
  setPendingSecret,
} from './two-factor.repository.ts'

/**
 * "Sudo" for two-factor changes: the password again, when the account has one (docs/security.md#two-factor:
 * disabling and regenerating need it; enabling too, or a stolen session could lock the owner out
 * with a second factor they do not have). An account without a password yet (immediate
 * registration) passes: it has nothing else to prove.
 */
async function confirmPassword(c: Context<AppEnv>, user: AuthUser, password: string | undefined) {
  if (!user.has_password) return
  if (password === undefined)
    throw fieldErrors(c.get('locale'), 'two_factor.password_required', { password: 'two_factor.password_required' })
  const { db, auth } = c.get('deps')
  const check = await auth.passwords.verify(await findPasswordHash(db, user.id), password)
  if (!check.ok) {
    logAuth(c, 'two_factor.password_failure', { user_id: user.id })
    throw fieldErrors(c.get('locale'), 'password.incorrect', { password: 'password.incorrect' })
  }
}

export const twoFactorRoutes = new Hono<AppEnv>()
  /**
   * POST /api/users/2fa/toggle `{ password }`. Off (or not yet confirmed): starts enabling with a
   * new secret, its otpauth URL and a QR code; two-factor is on only once /2fa/verify confirms a
   * code. On: disables it (admins may not), ends the other sessions and tells the user by mail.
   */
  .post('/users/2fa/toggle', requireUser, async (c) => {
    const locale = c.get('locale')
    const user = currentUser(c)
    const input = await validateJson(c, twoFactorToggleSchema)
    await throttle(c, limits.twoFactorSettings, String(user.id))
    const { db, clock, auth, mail } = c.get('deps')
    const now = clock.now()
    const state = await loadTwoFactor(db, auth.keys, user.id)

    if (state.confirmed) {
      if (isAdminUser(user)) throw new HttpError(403, 'two_factor.admin_required')
      await confirmPassword(c, user, input.password)
      await inTransaction(db, async (trx) => {
        await disableTwoFactor(trx, user.id, now)
        await revokeUserSessions(trx, user.id, now, c.get('session')?.id)
        await mail.send(
          { to: user.email, template: 'two-factor-disabled', data: { name: user.first_name, at: now.toISOString() }, locale },
          trx,
        )
      })
      logAuth(c, 'two_factor.disabled', { user_id: user.id })
      return c.json({ enabled: false, message: translate(locale, 'two_factor.disabled') })
    }

    await confirmPassword(c, user, input.password)
    const secret = generateTotpSecret()
    await setPendingSecret(db, auth.keys, user.id, secret, now)
    const url = otpauthUrl(secret, user.email)
    const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 })
    logAuth(c, 'two_factor.setup_started', { user_id: user.id })
    const setup: TwoFactorSetup = {
      enabled: false,
      secret,
      otpauth_url: url,
      qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    }
    return c.json(setup)
  })

  /**
   * POST /api/users/2fa/verify `{ code, password? }`. While enabling: a code of the new secret
   * turns two-factor on, ends the other sessions and returns 10 recovery codes, shown once. Once
   * on: with the password and a current code, a new set of recovery codes replaces the old one
   * (which stops working) and the user is told by mail.
   */
  .post('/users/2fa/verify', requireUser, async (c) => {
    const locale = c.get('locale')
    const user = currentUser(c)
    const input = await validateJson(c, twoFactorConfirmSchema)
    await throttle(c, limits.twoFactorSettings, String(user.id))
    const { db, clock, auth, mail } = c.get('deps')
    const now = clock.now()
    const state = await loadTwoFactor(db, auth.keys, user.id)
    if (!state.secret) throw new HttpError(422, 'two_factor.not_pending')
    if (state.confirmed) await confirmPassword(c, user, input.password)

    const step = matchTotp(state.secret, input.code, now, state.lastStep)
    if (step === null) {
      logAuth(c, 'two_factor.confirm_failure', { user_id: user.id })
      throw fieldErrors(c.get('locale'), 'two_factor.code_invalid', { code: 'two_factor.code_invalid' })
    }
    const codes = generateRecoveryCodes()
    const ok = await inTransaction(db, async (trx) => {
      if (!(await claimTotpStep(trx, user.id, step))) return false
      if (!state.confirmed) {
        await confirmTwoFactor(trx, user.id, step, now)
        await revokeUserSessions(trx, user.id, now, c.get('session')?.id)
      } else {
        await mail.send(
          {
            to: user.email,
            template: 'recovery-codes-regenerated',
            data: { name: user.first_name, at: now.toISOString() },
            locale,
          },
          trx,
        )
      }
      await replaceRecoveryCodes(trx, auth.keys, user.id, codes, now)
      return true
    })
    if (!ok) throw fieldErrors(c.get('locale'), 'two_factor.code_invalid', { code: 'two_factor.code_invalid' })
    logAuth(c, state.confirmed ? 'two_factor.codes_regenerated' : 'two_factor.enabled', { user_id: user.id })
    return c.json({
      enabled: true,
      recovery_codes: codes,
      message: translate(locale, state.confirmed ? 'two_factor.codes_regenerated' : 'two_factor.enabled'),
    })
  })
