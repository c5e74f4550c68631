import { resolveSettings } from '#shared/settings.ts'
import type { Db } from '../../db/connect.ts'
import { SET_PASSWORD_LIFETIME_HOURS, VERIFY_LIFETIME_HOURS } from '../auth/auth-constants.ts'
import { issueToken, voidTokens } from '../auth/one-time-tokens.repository.ts'
import type { Mailer } from '../mail/mailer.ts'
import { maskEmail } from './profile.repository.ts'

const HOUR_MS = 3_600_000

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
  if (change.hasPassword) {
    const token = await issueToken(trx, {
      kind: 'verify',
      userId,
      email: newEmail,
      lifetimeMs: VERIFY_LIFETIME_HOURS * HOUR_MS,
      now,
    })
    await mail.send(
      {
        to: newEmail,
        template: 'verify-email',
        data: { name, url: mail.link(`/auth/verify-email?token=${token}`), expires_in_hours: VERIFY_LIFETIME_HOURS },
        locale,
      },
      trx,
    )
  } else {
    const token = await issueToken(trx, {
      kind: 'set-password',
      userId,
      email: newEmail,
      lifetimeMs: SET_PASSWORD_LIFETIME_HOURS * HOUR_MS,
      now,
    })
    const query = new URLSearchParams({ token, email: newEmail })
    await mail.send(
      {
        to: newEmail,
        template: 'set-password',
        data: { name, url: mail.link(`/password/new-password?${query}`), expires_in_hours: SET_PASSWORD_LIFETIME_HOURS },
        locale,
      },
      trx,
    )
  }
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
