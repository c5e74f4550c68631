import { Hono } from 'hono'
import { updateAddressSchema, updateInformationSchema, updatePasswordSchema, updateStatusSchema } from '#shared/profile.ts'
import { resolveSettings } from '#shared/settings.ts'
import { inTransaction } from '../../db/transaction.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson } from '../../http/validate.ts'
import { translate } from '../../i18n/messages.ts'
import { idempotency } from '../../middleware/idempotency.ts'
import { rateLimit } from '../../middleware/rate-limit.ts'
import { voidTokens } from '../auth/one-time-tokens.repository.ts'
import { assertPasswordAllowed } from '../auth/password-policy.ts'
import { findCommuneForAddress } from '../communes/communes.repository.ts'
import { revokeUserSessions } from '../sessions/sessions.repository.ts'
import { updateMemberAtProvider } from '../subscriptions/subscriptions.service.ts'
import { updatePasswordHash, updateUser } from '../users/users.repository.ts'
import type { UserUpdate } from '../users/users.table.ts'
import { confirmPassword } from './confirm-password.ts'
import { mailEmailChange } from './email-change-mails.ts'
import { freshUserJson, me, ownUserOnly } from './own-user.ts'
import { emailTakenByOther, findAvailability, isUniqueViolation, parisToday, saveAvailability } from './profile.repository.ts'

const byUser = (name: string, limit: number, windowSeconds: number) =>
  rateLimit({ name, limit, windowSeconds, subject: (c) => String(c.get('user')?.id ?? 'anonymous') })
const replayable = (scope: string) => idempotency({ scope, subject: (c) => String(c.get('user')?.id ?? '') })

export const profileRoutes = new Hono<AppEnv>()
  /**
   * PUT /api/users/{id}/update-information: names, phone (stored E.164), bio, e-mail. A new e-mail
   * needs the current password, must be free, and must be verified again: the account is
   * unverified until the link mailed to the new address is opened, older links die, and the old
   * address is told.
   */
  .put(
    '/users/:id/update-information',
    ownUserOnly,
    replayable('update-information'),
    byUser('update-information', 30, 900),
    async (c) => {
      const user = me(c)
      const locale = c.get('locale')
      const input = await validateJson(c, updateInformationSchema)
      const { db, clock, mail } = c.get('deps')
      const now = clock.now()

      const update: UserUpdate = {}
      if (input.first_name !== undefined) update.first_name = input.first_name
      if (input.last_name !== undefined) update.last_name = input.last_name
      if (input.phone !== undefined) update.phone = input.phone
      if (input.bio !== undefined) update.bio = input.bio
      const newEmail = input.email !== undefined && input.email !== user.email ? input.email : undefined
      if (newEmail) {
        if (user.has_password) {
          if (input.current_password === undefined)
            throw fieldErrors(locale, 'validation.failed', { current_password: 'current_password.required' })
          await confirmPassword(c, user.id, input.current_password, 'current_password')
        }
        if (await emailTakenByOther(db, newEmail, user.id))
          throw fieldErrors(locale, 'validation.failed', { email: 'email.taken' })
        update.email = newEmail
        update.email_verified_at = null
      }

      try {
        await inTransaction(db, async (trx) => {
          await updateUser(trx, user.id, update, now)
          if (newEmail)
            await mailEmailChange(trx, mail, {
              userId: user.id,
              name: update.first_name ?? user.first_name,
              oldEmail: user.email,
              newEmail,
              hasPassword: user.has_password,
              settings: user.settings,
              now,
            })
        })
      } catch (error) {
        // Two accounts switching to one address at the same moment: the unique index decides.
        if (isUniqueViolation(error)) throw fieldErrors(locale, 'validation.failed', { email: 'email.taken' })
        throw error
      }
      if (newEmail) c.get('logger').info({ event: 'account.email_changed', user_id: user.id }, 'account')
      const renamed =
        (update.first_name !== undefined && update.first_name !== user.first_name) ||
        (update.last_name !== undefined && update.last_name !== user.last_name)
      if (newEmail || renamed)
        // The details just saved, as they now are: no need to read them back.
        await updateMemberAtProvider(c.get('logger'), c.get('deps').paymentProvider, {
          id: user.id,
          email: newEmail ?? user.email,
          first_name: update.first_name === undefined ? user.first_name : update.first_name,
          last_name: update.last_name === undefined ? user.last_name : update.last_name,
        })
      return c.json({
        message: translate(locale, newEmail ? 'profile.saved_verify_email' : 'profile.saved'),
        user: await freshUserJson(c, user.id),
      })
    },
  )

  /**
   * PUT /api/users/{id}/update-address: the street as typed, the commune from the communes table
   * (its INSEE code, with one of its own postal codes): its name and position are filled from there.
   */
  .put('/users/:id/update-address', ownUserOnly, replayable('update-address'), byUser('update-address', 30, 900), async (c) => {
    const user = me(c)
    const locale = c.get('locale')
    const input = await validateJson(c, updateAddressSchema)
    const { db, clock } = c.get('deps')
    const commune = await findCommuneForAddress(db, input.commune_insee, input.postal_code)
    if (!commune) {
      const exists = await findCommuneForAddress(db, input.commune_insee)
      throw exists
        ? fieldErrors(locale, 'validation.failed', { postal_code: 'commune.postal_code_mismatch' })
        : fieldErrors(locale, 'validation.failed', { commune_insee: 'commune.unknown' })
    }
    await updateUser(
      db,
      user.id,
      {
        ...(input.street !== undefined ? { street: input.street } : {}),
        postal_code: commune.postal_code,
        commune_insee: commune.insee,
        commune_name: commune.name,
        lat: commune.lat,
        lng: commune.lng,
      },
      clock.now(),
    )
    return c.json({ message: translate(locale, 'address.saved'), user: await freshUserJson(c, user.id) })
  })

  /**
   * PUT /api/users/{id}/update-password: the current password, then a new one under the same
   * rules as at registration. Every other session ends and reset links die; the user is told by
   * mail. The session in use stays.
   */
  .put('/users/:id/update-password', ownUserOnly, async (c) => {
    const user = me(c)
    const locale = c.get('locale')
    const input = await validateJson(c, updatePasswordSchema)
    if (!user.has_password) throw fieldErrors(locale, 'validation.failed', { current_password: 'password.none_yet' })
    await confirmPassword(c, user.id, input.current_password, 'current_password')
    assertPasswordAllowed(input.password, user, locale)
    const { db, clock, mail, auth } = c.get('deps')
    const now = clock.now()
    const hash = await auth.passwords.hash(input.password)
    const revoked = await inTransaction(db, async (trx) => {
      await updatePasswordHash(trx, user.id, hash, now)
      await voidTokens(trx, user.id, ['reset'], now)
      const count = await revokeUserSessions(trx, user.id, now, c.get('session')?.id)
      await mail.send(
        {
          to: user.email,
          template: 'password-changed',
          data: { name: user.first_name, at: now.toISOString() },
          locale: resolveSettings(user.settings).locale,
        },
        trx,
      )
      return count
    })
    c.get('logger').info({ event: 'auth.password_changed', user_id: user.id, sessions_revoked: revoked }, 'auth')
    return c.json({ message: translate(locale, 'password.updated') })
  })

  /** PUT /api/users/{id}/update-status `{ status, until? }`: the user's own availability. */
  .put('/users/:id/update-status', ownUserOnly, replayable('update-status'), byUser('update-status', 60, 900), async (c) => {
    const user = me(c)
    const locale = c.get('locale')
    const input = await validateJson(c, updateStatusSchema)
    const { db, clock } = c.get('deps')
    const now = clock.now()
    const until = input.status === 'unavailable' ? (input.until ?? null) : null
    if (until !== null && until <= parisToday(now))
      throw fieldErrors(locale, 'validation.failed', { until: 'availability.until_past' })
    await saveAvailability(db, user.id, { status: input.status, until }, now)
    return c.json({ message: translate(locale, 'availability.saved'), availability: await findAvailability(db, user.id, now) })
  })

  /** GET /api/users/{id}/status: the user's own availability as it stands today. */
  .get('/users/:id/status', ownUserOnly, async (c) => {
    const { db, clock } = c.get('deps')
    return c.json({ availability: await findAvailability(db, me(c).id, clock.now()) })
  })
