import type { Db } from '../../db/connect.ts'
import type { Locale } from '../../i18n/messages.ts'
import type { Mailer } from '../mail/mailer.ts'
import { SET_PASSWORD_LIFETIME_HOURS, VERIFY_LIFETIME_HOURS } from './auth-constants.ts'
import { issueToken } from './one-time-tokens.repository.ts'
import type { OneTimeTokenKind } from './one-time-tokens.table.ts'

const HOUR_MS = 3_600_000

export interface LinkMail {
  userId: number
  /** The address the link is for, and the mail goes to. */
  email: string
  name: string | null
  locale: Locale
  now: Date
  /** Voids the user's unused tokens of these kinds first (issueToken). */
  replaces?: OneTimeTokenKind[]
}

/**
 * A verification link (/auth/verify-email?token=…) mailed to the address, in the caller's
 * transaction: the token and the mail exist only if the change that asked for them commits.
 */
export async function mailVerifyLink(trx: Db, mail: Mailer, link: LinkMail): Promise<void> {
  const token = await issueToken(trx, {
    kind: 'verify',
    userId: link.userId,
    email: link.email,
    lifetimeMs: VERIFY_LIFETIME_HOURS * HOUR_MS,
    now: link.now,
    ...(link.replaces ? { replaces: link.replaces } : {}),
  })
  await mail.send(
    {
      to: link.email,
      template: 'verify-email',
      data: { name: link.name, url: mail.link(`/auth/verify-email?token=${token}`), expires_in_hours: VERIFY_LIFETIME_HOURS },
      locale: link.locale,
    },
    trx,
  )
}

/**
 * A link to choose a password (/password/new-password?token=…&email=…), which verifies the
 * address too: `set-password` after an immediate registration or an address change, the
 * `user-invitation` of an account an admin created.
 */
export async function mailSetPasswordLink(
  trx: Db,
  mail: Mailer,
  link: LinkMail & { template: 'set-password' | 'user-invitation' },
): Promise<void> {
  const token = await issueToken(trx, {
    kind: 'set-password',
    userId: link.userId,
    email: link.email,
    lifetimeMs: SET_PASSWORD_LIFETIME_HOURS * HOUR_MS,
    now: link.now,
  })
  const query = new URLSearchParams({ token, email: link.email })
  const data = {
    name: link.name,
    url: mail.link(`/password/new-password?${query}`),
    expires_in_hours: SET_PASSWORD_LIFETIME_HOURS,
  }
  await mail.send(
    link.template === 'set-password'
      ? { to: link.email, template: 'set-password', data, locale: link.locale }
      : { to: link.email, template: 'user-invitation', data, locale: link.locale },
    trx,
  )
}
