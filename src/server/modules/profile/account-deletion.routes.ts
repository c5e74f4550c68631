import { Hono } from 'hono'
import { softDeleteSchema } from '#shared/profile.ts'
import { resolveSettings } from '#shared/settings.ts'
import { inTransaction } from '../../db/transaction.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson } from '../../http/validate.ts'
import { translate } from '../../i18n/messages.ts'
import { issueCsrfToken } from '../../middleware/csrf.ts'
import { forgetAvatarCopies } from '../images/avatar-storage.ts'
import { clearSessionCookie } from '../sessions/session-cookie.ts'
import { endSubscriptionForAccountDeletion } from '../subscriptions/subscriptions.service.ts'
import { anonymiseAccount } from './anonymise-account.ts'
import { confirmPassword } from './confirm-password.ts'
import { me, ownUserOnly } from './own-user.ts'

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
      if (input.password === undefined) throw fieldErrors(locale, 'validation.failed', { password: 'account.delete_password' })
      await confirmPassword(c, user.id, input.password, 'password')
    } else if (input.email !== user.email) {
      throw fieldErrors(locale, 'validation.failed', { email: 'account.delete_email' })
    }

    const { db, env, clock, mail, storageDir, paymentProvider } = c.get('deps')
    // The provider first: nothing more may be charged for a closed account (a 503 keeps the account).
    await endSubscriptionForAccountDeletion({ db, env, mail, clock }, paymentProvider, user.id)
    const now = clock.now()
    await inTransaction(db, async (trx) => {
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
    await forgetAvatarCopies(storageDir, user.profil_url)
    c.get('logger').info({ event: 'account.deleted', user_id: user.id }, 'account')

    clearSessionCookie(c)
    issueCsrfToken(c, { rotate: true })
    c.header('Clear-Site-Data', '"cache", "storage"')
    return c.json({ message: translate(locale, 'account.deleted') })
  })
