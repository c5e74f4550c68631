import type { Transaction } from 'kysely'
import { parisToday } from '#shared/dates.ts'
import type { ImmediateConfirmation } from '#shared/immediate-confirmation.ts'
import { isValidRpps } from '#shared/rpps.ts'
import { resolveSettings } from '#shared/settings.ts'
import type { Db } from '../../db/connect.ts'
import type { Database } from '../../db/database.ts'
import type { RequestDeps } from '../../http/types.ts'
import type { Locale } from '../../i18n/messages.ts'
import { queueAlertJob } from '../alerts/alert-jobs.repository.ts'
import { EMAIL_CODE_LIFETIME_MINUTES } from '../auth/auth-constants.ts'
import { type IssuedEmailCode, issueEmailCode, liveEmailCode, nextEmailCodeAt } from '../auth/email-codes.ts'
import { findRppsOfUser } from '../nurses/nurses.repository.ts'
import { answerWindowEnd } from './offer-rules.ts'
import {
  findHeldOpenOffer,
  hasAnyOffer,
  insertReplacement,
  lockHeldOffers,
  type OfferValues,
  releaseHeldOffer,
} from './replacements.repository.ts'

/**
 * The immediate flow's exception and its confirmation (README.md here, "Who"): an account whose
 * address is not confirmed may publish one immediate offer, with its alerts held; the mailed
 * code and an RPPS number release them.
 */

export interface LockedAccount {
  id: number
  email: string
  first_name: string | null
  email_verified_at: Date | null
  settings: unknown
}

/**
 * The caller's user row, locked until the transaction ends: the "one held offer" rule and the
 * confirmation of one account run one at a time (two other accounts never wait for each other).
 */
export async function lockAccount(trx: Transaction<Database>, userId: number): Promise<LockedAccount> {
  return trx
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'email_verified_at', 'settings'])
    .where('id', '=', userId)
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow()
}

/**
 * An unconfirmed account's first offer, published with its alerts held, and the code that will
 * release them, mailed in the same transaction. Undefined when the account has any offer already
 * (checked under the account's lock, so 20 parallel tries publish one; the partial unique index
 * replacements_one_held_offer_idx backs it).
 */
export async function publishHeldOffer(
  trx: Transaction<Database>,
  deps: Pick<RequestDeps, 'auth' | 'mail'>,
  account: LockedAccount,
  offer: { values: OfferValues; publication: { published_at: Date; answer_window_ends_at: Date | null }; now: Date },
): Promise<number | undefined> {
  if (await hasAnyOffer(trx, account.id)) return undefined
  const id = await insertReplacement(trx, account.id, offer.values, offer.publication, offer.now, { alertsHeld: true })
  await mailEmailCode(trx, deps, account, offer.now)
  return id
}

/** A new code for the account (the last one stops working), mailed in the caller's transaction. */
export async function mailEmailCode(
  trx: Transaction<Database>,
  deps: Pick<RequestDeps, 'auth' | 'mail'>,
  account: LockedAccount,
  now: Date,
): Promise<IssuedEmailCode> {
  const issued = await issueEmailCode(trx, deps.auth.keys, { userId: account.id, email: account.email, now })
  const locale: Locale = resolveSettings(account.settings).locale
  await deps.mail.send(
    {
      to: account.email,
      template: 'email-code',
      data: { name: account.first_name, code: issued.code, expires_in_minutes: EMAIL_CODE_LIFETIME_MINUTES },
      locale,
    },
    trx,
  )
  return issued
}

/**
 * Once the address and the RPPS number are confirmed: the account's held offers alert as any
 * other, their jobs queued in this transaction (the caller delivers them after the commit). The
 * answer window opens again from now, so the nurses told have all of it. Returns the offers
 * whose alerts were queued.
 */
export async function releaseHeldAlerts(trx: Transaction<Database>, userId: number, now: Date): Promise<number[]> {
  const held = await lockHeldOffers(trx, userId)
  const released: number[] = []
  for (const offer of held) {
    const open = offer.status === 'published'
    const window = open ? answerWindowEnd(offer.urgency, now) : null
    const later = window && (!offer.answer_window_ends_at || new Date(offer.answer_window_ends_at) < window)
    await releaseHeldOffer(trx, offer.id, later ? window : null, now)
    // A held offer cancelled meanwhile (by the team) owes nobody anything.
    if (!open) continue
    await queueAlertJob(trx, offer.id, now)
    released.push(offer.id)
  }
  return released
}

/** The RPPS number on the account when it is a valid one. */
export async function validRppsOf(db: Db, userId: number): Promise<string | null> {
  const rpps = await findRppsOfUser(db, userId)
  return rpps && isValidRpps(rpps) ? rpps : null
}

/** GET /api/replacements/immediate/confirmation's answer. */
export async function confirmationState(db: Db, userId: number, now: Date): Promise<ImmediateConfirmation> {
  const [user, rpps, held, code, next] = await Promise.all([
    db.selectFrom('users').select(['email', 'email_verified_at']).where('id', '=', userId).executeTakeFirstOrThrow(),
    validRppsOf(db, userId),
    findHeldOpenOffer(db, userId, parisToday(now)),
    liveEmailCode(db, userId, now),
    nextEmailCodeAt(db, userId),
  ])
  const confirmed = user.email_verified_at !== null
  return {
    email: user.email,
    email_confirmed: confirmed,
    rpps,
    held_replacement_id: held?.id ?? null,
    code_expires_at: !confirmed && code ? code.expiresAt.toISOString() : null,
    resend_available_at: !confirmed && next && next > now ? next.toISOString() : null,
  }
}
