import { resolveSettings } from '#shared/settings.ts'
import type { Db } from '../../db/connect.ts'
import { mailSetPasswordLink, mailVerifyLink } from '../auth/link-mails.ts'
import { voidTokens } from '../auth/one-time-tokens.repository.ts'
import type { Mailer } from '../mail/mailer.ts'
import { maskEmail } from './profile.repository.ts'

export interface EmailChange {
  userId: number
  name: string | null
  oldEmail: string
  newEmail: string
  /** No password yet (immediate registration): the set-password link verifies the address too. */
  hasPassword: boolean
  /** The account's settings, for the language of the mails. */
  settings: unknown
  now: Date
}

/**
 * An account's address changed (by its owner or an admin), in the saving transaction: every link
 * sent to the old address dies with it (docs/security.md#reset-and-verification-links: reset
 * tokens too), the new one is verified again, and the old one is told.
 */
export async function mailEmailChange(trx: Db, mail: Mailer, change: EmailChange): Promise<void> {
  const { userId, name, oldEmail, newEmail, now } = change
  const locale = resolveSettings(change.settings).locale
  await voidTokens(trx, userId, ['verify', 'reset', 'set-password'], now)
  const link = { userId, email: newEmail, name, locale, now }
  if (change.hasPassword) await mailVerifyLink(trx, mail, link)
  else await mailSetPasswordLink(trx, mail, { ...link, template: 'set-password' })
  await mail.send(
    {
      to: oldEmail,
      template: 'email-changed',
      data: { name, new_email_masked: maskEmail(newEmail), at: now.toISOString() },
      locale,
    },
    trx,
  )
}
