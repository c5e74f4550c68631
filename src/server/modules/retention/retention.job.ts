import type { Logger } from 'pino'
import { resolveSettings } from '#shared/settings.ts'
import type { Db } from '../../db/connect.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { Clock } from '../../http/types.ts'
import type { Job } from '../../jobs/runner.ts'
import { forgetAvatarCopies } from '../images/avatar-storage.ts'
import type { Mailer } from '../mail/mailer.ts'
import { anonymiseAccount } from '../profile/anonymise-account.ts'
import { hasEntitledSubscription } from '../subscriptions/subscribed.ts'

/**
 * The retention periods the privacy page announces (/privacy-security "Combien de temps"), kept
 * by the server itself rather than by someone remembering to: unused accounts are warned, then
 * erased; contact messages go after a year; replacement contracts five years after the
 * replacement. (Patient requests have their own period, in
 * modules/patient-requests; sessions and tokens are swept by their own modules.)
 */
export const INACTIVE_ACCOUNT_DAYS = 3 * 365
/** The warning comes this long before the erasure. */
export const INACTIVITY_NOTICE_DAYS = 30
export const CONTACT_MESSAGE_DAYS = 365
/**
 * A replacement contract (its completions, signatures with their evidence, signed PDF) is kept five
 * years after the replacement's last day: the limitation period of a claim under it (Code civil,
 * art. 2224); docs/decisions/019-contract-signature.md#retention.
 */
export const CONTRACT_YEARS = 5
/** Accounts handled per run: a backlog is worked through run after run, never in one long transaction. */
const BATCH = 100
const DAY_MS = 86_400_000

export interface RetentionDeps {
  db: Db
  mail: Mailer
  clock: Clock
  storageDir: string
  logger?: Pick<Logger, 'info' | 'error'>
}

export interface RetentionReport {
  contactMessagesDeleted: number
  contractsDeleted: number
  accountsWarned: number
  accountsErased: number
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS)

export async function runRetention(deps: RetentionDeps): Promise<RetentionReport> {
  const now = deps.clock.now()
  const contact = await deps.db
    .deleteFrom('contact_messages')
    .where('created_at', '<', daysBefore(now, CONTACT_MESSAGE_DAYS))
    .executeTakeFirst()
  const report = {
    contactMessagesDeleted: Number(contact.numDeletedRows),
    contractsDeleted: await deleteOldContracts(deps.db, now),
    accountsWarned: await warnUnusedAccounts(deps, now),
    accountsErased: await eraseUnusedAccounts(deps, now),
  }
  deps.logger?.info({ event: 'retention.run', ...report }, 'retention')
  return report
}

/** Contracts whose replacement ended more than the retention period ago, with their signatures (cascade). */
async function deleteOldContracts(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now)
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - CONTRACT_YEARS)
  const deleted = await db
    .deleteFrom('replacement_contracts')
    .where('application_id', 'in', (eb) =>
      eb
        .selectFrom('applications')
        .innerJoin('replacements', 'replacements.id', 'applications.replacement_id')
        .select('applications.id')
        .where('replacements.end_date', '<', cutoff.toISOString().slice(0, 10)),
    )
    .executeTakeFirst()
  return Number(deleted.numDeletedRows)
}

/**
 * Accounts unused for three years less the notice get one mail. The rows are claimed with
 * SKIP LOCKED and marked in the same transaction as the mail is queued: two instances running
 * the job at once never warn anyone twice. Staff accounts are managed by hand.
 */
async function warnUnusedAccounts(deps: RetentionDeps, now: Date): Promise<number> {
  return inTransaction(deps.db, async (trx) => {
    const due = await trx
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'settings', 'last_seen_at'])
      .where('deleted_at', 'is', null)
      .where('account_type', '=', 'user')
      .where('inactivity_warned_at', 'is', null)
      .where('last_seen_at', '<', daysBefore(now, INACTIVE_ACCOUNT_DAYS - INACTIVITY_NOTICE_DAYS))
      .orderBy('id')
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .execute()
    for (const user of due) {
      await trx.updateTable('users').set({ inactivity_warned_at: now }).where('id', '=', user.id).execute()
      // The later of the two: three years of disuse, and a full notice period from this mail.
      const eraseAt = Math.max(
        new Date(user.last_seen_at).getTime() + INACTIVE_ACCOUNT_DAYS * DAY_MS,
        now.getTime() + INACTIVITY_NOTICE_DAYS * DAY_MS,
      )
      await deps.mail.send(
        {
          to: user.email,
          template: 'inactive-account',
          data: { name: user.first_name, stage: 'warning', erase_on: new Date(eraseAt).toISOString().slice(0, 10) },
          locale: resolveSettings(user.settings).locale,
        },
        trx,
      )
    }
    return due.length
  })
}

/** Accounts still unused three years on, warned at least the notice period ago, are erased. */
async function eraseUnusedAccounts(deps: RetentionDeps, now: Date): Promise<number> {
  const erased = await inTransaction(deps.db, async (trx) => {
    const due = await trx
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'settings', 'profil_url'])
      .where('deleted_at', 'is', null)
      .where('account_type', '=', 'user')
      .where('last_seen_at', '<', daysBefore(now, INACTIVE_ACCOUNT_DAYS))
      .where('inactivity_warned_at', '<=', daysBefore(now, INACTIVITY_NOTICE_DAYS))
      // A member still paying is not "unused": erasing her would leave a subscription charged.
      .where((eb) => eb.not(hasEntitledSubscription(eb.ref('users.id'), now)))
      .orderBy('id')
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .execute()
    for (const user of due) {
      await anonymiseAccount(trx, user.id, user.email, now)
      await deps.mail.send(
        {
          to: user.email,
          template: 'inactive-account',
          data: { name: user.first_name, stage: 'erased', erase_on: now.toISOString().slice(0, 10) },
          locale: resolveSettings(user.settings).locale,
        },
        trx,
      )
    }
    return due
  })
  // Resized copies go once the photo's row is gone for good (a rolled-back erasure keeps them).
  for (const user of erased) await forgetAvatarCopies(deps.storageDir, user.profil_url)
  return erased.length
}

/** The retention rules a minute after start (serving comes first), then every six hours. */
export function retentionJob(deps: RetentionDeps): Job {
  return {
    name: 'retention',
    exclusive: true,
    firstRunAfterMs: 60_000,
    everyMs: 6 * 3600_000,
    async run() {
      await runRetention(deps)
      return false
    },
  }
}
