import type { Transaction } from 'kysely'
import type { Logger } from 'pino'
import type { Db } from '../../db/connect.ts'
import type { Database } from '../../db/database.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { Clock } from '../../http/types.ts'
import type { Locale } from '../../i18n/messages.ts'
import type { Job } from '../../jobs/runner.ts'
import type { Mailer } from '../mail/mailer.ts'
import { findLoginUser } from '../users/users.repository.ts'
import { RESET_LIFETIME_MINUTES } from './auth-constants.ts'
import { issueToken } from './one-time-tokens.repository.ts'
import { sha256 } from './tokens.ts'

/**
 * "Forgot password" off the request path. POST /api/forgot-password only queues the address it
 * was given (one insert, whether or not an account has it) and answers; this worker looks the
 * address up and, for an account, issues the link and queues its mail in one transaction. So the
 * request does the same work for every address: neither its answer nor its duration says which
 * ones have an account. Any number of instances may run one (FOR UPDATE SKIP LOCKED).
 */

/** Tries before a request is dropped (the database failing each time); logged as an error then. */
export const PASSWORD_RESET_MAX_ATTEMPTS = 5
const RETRY_MS = 30_000

/** The request's half: the address, as validated, waits for the worker. */
export async function queuePasswordReset(db: Db, request: { email: string; locale: Locale; now: Date }): Promise<void> {
  await db
    .insertInto('password_reset_requests')
    .values({ email: request.email, locale: request.locale, next_attempt_at: request.now, created_at: request.now })
    .execute()
}

export interface PasswordResetWorkerDeps {
  db: Db
  mail: Mailer
  logger: Logger
  clock: Clock
  /** Requests handled per run. */
  batchSize?: number
  /** How often the queue is looked at: a person waits about this long on top of the mail. */
  pollMs?: number
}

/**
 * On the jobs runner (main.ts), in every instance at once: each request is claimed with
 * FOR UPDATE SKIP LOCKED, so no lock is needed (jobs/runner.ts).
 */
export interface PasswordResetWorker extends Job {
  /** Handles what is due now, one batch; returns how many requests it took. Tests call this. */
  runOnce(): Promise<number>
}

type Outcome = { kind: 'none' } | { kind: 'handled'; userId: number | undefined; email: string } | { kind: 'stale' }

export function createPasswordResetWorker(deps: PasswordResetWorkerDeps): PasswordResetWorker {
  const { db, mail, logger, clock } = deps
  const batchSize = deps.batchSize ?? 10
  const pollMs = deps.pollMs ?? 1000
  // The request the current transaction holds: if it fails, this one is tried again later.
  let current: { id: string; attempts: number } | undefined

  /** One due request, locked, handled and deleted in one transaction: it is mailed at most once. */
  async function handleNext(trx: Transaction<Database>): Promise<Outcome> {
    const now = clock.now()
    const request = await trx
      .selectFrom('password_reset_requests')
      .select(['id', 'email', 'locale', 'attempts', 'created_at'])
      .where('next_attempt_at', '<=', now)
      .orderBy('created_at')
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst()
    if (!request) return { kind: 'none' }
    current = request
    await trx.deleteFrom('password_reset_requests').where('id', '=', request.id).execute()
    // A link asked for longer ago than a link lives (the database was away) would surprise more than help.
    if (now.getTime() - new Date(request.created_at).getTime() > RESET_LIFETIME_MINUTES * 60_000) return { kind: 'stale' }
    const user = await findLoginUser(trx, request.email)
    if (user) {
      const token = await issueToken(trx, {
        kind: 'reset',
        userId: user.id,
        email: user.email,
        lifetimeMs: RESET_LIFETIME_MINUTES * 60_000,
        now,
        replaces: ['reset'],
      })
      const query = new URLSearchParams({ email: user.email })
      await mail.send(
        {
          to: user.email,
          template: 'reset-password',
          data: {
            name: user.first_name,
            url: mail.link(`/password/reset/${token}?${query}`),
            expires_in_minutes: RESET_LIFETIME_MINUTES,
          },
          locale: request.locale === 'en' ? 'en' : 'fr',
        },
        trx,
      )
    }
    return { kind: 'handled', userId: user?.id, email: request.email }
  }

  /** After a failed try (rolled back): the request waits, and is dropped past the last try. */
  async function postpone(failed: { id: string; attempts: number }, error: unknown): Promise<void> {
    if (failed.attempts + 1 >= PASSWORD_RESET_MAX_ATTEMPTS) {
      logger.error({ err: error, request_id: failed.id }, 'password reset request dropped after repeated failures')
      await db.deleteFrom('password_reset_requests').where('id', '=', failed.id).execute()
      return
    }
    logger.warn({ err: error, request_id: failed.id }, 'password reset request failed, will retry')
    await db
      .updateTable('password_reset_requests')
      .set({ attempts: failed.attempts + 1, next_attempt_at: new Date(clock.now().getTime() + RETRY_MS) })
      .where('id', '=', failed.id)
      .execute()
  }

  async function runOnce(): Promise<number> {
    let taken = 0
    while (taken < batchSize) {
      let outcome: Outcome
      current = undefined
      try {
        outcome = await inTransaction(db, handleNext)
      } catch (error) {
        // Nothing claimed: the queue itself is unavailable, the loop tries again later.
        if (!current) throw error
        await postpone(current, error)
        taken++
        continue
      }
      if (outcome.kind === 'none') break
      taken++
      if (outcome.kind === 'stale') logger.warn('password reset request older than a link lives, dropped')
      else if (outcome.userId === undefined)
        logger.info({ event: 'auth.password_reset.unknown_address', email_hash: sha256(outcome.email).slice(0, 16) }, 'auth')
      else logger.info({ event: 'auth.password_reset.link_sent', user_id: outcome.userId }, 'auth')
    }
    return taken
  }

  return {
    name: 'password-reset',
    exclusive: false,
    everyMs: pollMs,
    runOnce,
    // A full batch means more may be waiting: go again at once.
    run: async () => (await runOnce()) === batchSize,
  }
}
