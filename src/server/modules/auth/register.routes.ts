import { Hono } from 'hono'
import { registerImmediateSchema, registerSchema, userBetaSchema } from '#shared/auth.ts'
import { inTransaction } from '../../db/transaction.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson } from '../../http/validate.ts'
import { translate } from '../../i18n/messages.ts'
import { rateLimit } from '../../middleware/rate-limit.ts'
import { findCommuneForAddress } from '../communes/communes.repository.ts'
import { insertNurse } from '../nurses/nurses.repository.ts'
import { openSession, sendSessionCookies } from '../sessions/start-session.ts'
import { findUserIdByEmail, insertUserIfNew, saveWaitingListEntry } from '../users/users.repository.ts'
import { limits } from './auth-constants.ts'
import { logAuth } from './auth-http.ts'
import { mailSetPasswordLink, mailVerifyLink } from './link-mails.ts'
import { assertPasswordAllowed } from './password-policy.ts'

export const registerRoutes = new Hono<AppEnv>()
  /**
   * POST /api/register. Answers 201 with the same message whether the address is new or not (no
   * enumeration, docs/security.md#passwords-registration-login), after the same work (a password hash, an insert attempt, a mail):
   * a new address gets its verification link, a known one a mail telling its owner. Nobody is
   * logged in here: that would tell the two cases apart. The user, their nurse row, the token and
   * the mail commit together or not at all (R1).
   */
  .post('/register', rateLimit(limits.register), async (c) => {
    const locale = c.get('locale')
    const input = await validateJson(c, registerSchema)
    assertPasswordAllowed(input.password, input, locale)
    const { db, clock, mail, auth } = c.get('deps')
    const now = clock.now()
    const passwordHash = await auth.passwords.hash(input.password)

    const created = await inTransaction(db, async (trx) => {
      const user = await insertUserIfNew(trx, {
        email: input.email,
        password_hash: passwordHash,
        first_name: input.first_name,
        last_name: input.last_name,
        phone: input.phone,
        roles: input.roles,
        active_role: input.roles[0] ?? null,
        settings: JSON.stringify({ locale }),
      })
      if (!user) {
        const existing = await findUserIdByEmail(trx, input.email)
        // A soft-deleted account keeps its address, and gets no mail.
        if (existing && existing.deleted_at === null) {
          await mail.send({ to: input.email, template: 'account-exists', data: { name: existing.first_name }, locale }, trx)
        }
        return undefined
      }
      await insertNurse(trx, user.id)
      await mailVerifyLink(trx, mail, { userId: user.id, email: input.email, name: input.first_name, locale, now })
      return user
    })

    logAuth(c, created ? 'register.created' : 'register.existing_email', { user_id: created?.id, email: input.email })
    return c.json({ message: translate(locale, 'register.done') }, 201)
  })

  /**
   * POST /api/register-immediate: the shortest path for an urgent need. Logs the new user in at
   * once (`{ token }` and the cookie) and mails a link to choose a password, which also verifies
   * the address. An address that has an account is refused (it cannot be logged into without its
   * password): this call tells whether an address is registered, so it shares the register
   * throttle, and the decision record says why it is accepted.
   */
  .post('/register-immediate', rateLimit(limits.register), async (c) => {
    const locale = c.get('locale')
    const input = await validateJson(c, registerImmediateSchema)
    const { db, clock, mail } = c.get('deps')
    const now = clock.now()
    const commune = await findCommuneForAddress(db, input.commune_insee)
    if (!commune) {
      throw fieldErrors(locale, 'validation.failed', { commune_insee: 'commune.unknown' })
    }

    const result = await inTransaction(db, async (trx) => {
      const user = await insertUserIfNew(trx, {
        email: input.email,
        password_hash: null,
        first_name: input.first_name,
        last_name: input.last_name,
        phone: input.phone,
        roles: [input.role],
        active_role: input.role,
        postal_code: commune.postal_code,
        commune_insee: commune.insee,
        commune_name: commune.name,
        lat: commune.lat,
        lng: commune.lng,
        settings: JSON.stringify({ locale }),
      })
      if (!user) return undefined
      await insertNurse(trx, user.id, { zone_commune_insee: commune.insee, zone_commune_name: commune.name })
      await mailSetPasswordLink(trx, mail, {
        template: 'set-password',
        userId: user.id,
        email: input.email,
        name: input.first_name,
        locale,
        now,
      })
      const sessionToken = await openSession(c, user.id, trx)
      return { userId: user.id, token: sessionToken }
    })

    if (!result) {
      logAuth(c, 'register_immediate.existing_email', { email: input.email })
      throw fieldErrors(locale, 'register.email_taken', { email: 'register.email_taken' })
    }
    sendSessionCookies(c, result.token)
    logAuth(c, 'register_immediate.created', { user_id: result.userId })
    return c.json({ token: result.token, message: translate(locale, 'register_immediate.done') }, 201)
  })

  /** POST /api/user-betas: the waiting list, one row per address however often it is sent. */
  .post('/user-betas', rateLimit(limits.userBetas), async (c) => {
    const locale = c.get('locale')
    const input = await validateJson(c, userBetaSchema)
    const { db, clock } = c.get('deps')
    await saveWaitingListEntry(db, { email: input.email, role: input.role, commune: input.commune, locale }, clock.now())
    return c.json({ message: translate(locale, 'user_beta.done') }, 201)
  })
