import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import { softDeleteSchema } from '#shared/profile.ts'
import { resolveSettings } from '#shared/settings.ts'
import type { Db } from '../../db/connect.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson } from '../../http/validate.ts'
import { translate } from '../../i18n/messages.ts'
import { issueCsrfToken } from '../../middleware/csrf.ts'
import { deleteAvatar } from '../images/avatar-storage.ts'
import { deleteFinishedMailsTo } from '../mail/mail.repository.ts'
import { clearSessionCookie } from '../sessions/session-cookie.ts'
import { confirmPassword } from './confirm-password.ts'
import { fieldError } from './field-error.ts'
import { me, ownUserOnly } from './own-user.ts'

/**
 * Erases what the account holds about the person (RGPD art. 17), in one transaction. The row
 * stays, anonymised and marked deleted, so that what others hold (an offer they answered, a
 * conversation) still points somewhere; its address is freed for a new sign-up. What the law
 * makes us keep (invoices, a later issue) is not touched here.
 */
async function anonymiseAccount(db: Db, userId: number, email: string, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({
      email: `deleted-${userId}-${randomBytes(6).toString('hex')}@deleted.invalid`,
      password_hash: null,
      email_verified_at: null,
      first_name: null,
      last_name: null,
      phone: null,
      roles: [],
      active_role: null,
      street: null,
      postal_code: null,
      commune_insee: null,
      commune_name: null,
      lat: null,
      lng: null,
      profil_url: null,
      bio: null,
      settings: '{}',
      notification_preferences: '{}',
      charter_accepted_at: null,
      charter_version: null,
      two_factor_secret: null,
      two_factor_confirmed_at: null,
      two_factor_last_step: null,
      deleted_at: now,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute()
  await db.deleteFrom('nurses').where('user_id', '=', userId).execute()
  await db.deleteFrom('user_availability').where('user_id', '=', userId).execute()
  // Sessions hold IP addresses and browsers; tokens and codes are keys to the account.
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute()
  await db.deleteFrom('one_time_tokens').where('user_id', '=', userId).execute()
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute()
  // What the address left elsewhere: the waiting list, contact messages, mails already sent.
  await db.deleteFrom('user_betas').where('email', '=', email).execute()
  await db.deleteFrom('contact_messages').where('email', '=', email).execute()
  await deleteFinishedMailsTo(db, email)
}

export const accountDeletionRoutes = new Hono<AppEnv>()
  /**
   * DELETE /api/users/{id}/soft-delete `{ password }` (or `{ email }` for an account that has no
   * password yet): closes the account. Photo file, sessions and tokens go; the person gets a last
   * mail saying so; this browser's cookie and storage are cleared.
   */
  .delete('/users/:id/soft-delete', ownUserOnly, async (c) => {
    const user = me(c)
    const locale = c.get('locale')
    const input = await validateJson(c, softDeleteSchema)
    if (user.has_password) {
      if (input.password === undefined) throw fieldError(locale, 'password', 'account.delete_password')
      await confirmPassword(c, user.id, input.password, 'password')
    } else if (input.email !== user.email) {
      throw fieldError(locale, 'email', 'account.delete_email')
    }

    const { db, clock, mail, storageDir } = c.get('deps')
    const now = clock.now()
    await db.transaction().execute(async (trx) => {
      await anonymiseAccount(trx, user.id, user.email, now)
      await mail.send(
        {
          to: user.email,
          template: 'account-deleted',
          data: { name: user.first_name },
          locale: resolveSettings(user.settings).locale,
        },
        trx,
      )
    })
    await deleteAvatar(storageDir, user.profil_url)
    c.get('logger').info({ event: 'account.deleted', user_id: user.id }, 'account')

    clearSessionCookie(c)
    issueCsrfToken(c, { rotate: true })
    c.header('Clear-Site-Data', '"cache", "storage"')
    return c.json({ message: translate(locale, 'account.deleted') })
  })
