import type { Logger } from 'pino'
import type { Db } from '../../db/connect.ts'
import type { Clock } from '../../http/types.ts'
import type { Job } from '../../jobs/runner.ts'
import { deleteExpiredTokens } from '../auth/one-time-tokens.repository.ts'
import { deleteExpiredIdempotencyKeys } from '../idempotency/idempotency.repository.ts'
import { deleteElapsedRateLimits } from '../rate-limits/rate-limits.repository.ts'
import { deleteEndedSessions } from '../sessions/sessions.repository.ts'
import { deleteOldEvents } from '../subscriptions/stripe/stripe.repository.ts'

/**
 * Rows that only age and that nothing reads once past their date (each query already ignores
 * them): ended sessions, expired one-time tokens, elapsed rate-limit windows, idempotency keys
 * past their keeping period, Stripe's webhook events past its retries. Hourly, one instance at a time; each module says what "past" means.
 */
const INTERVAL_MS = 60 * 60_000

export interface ExpiredRowsDeps {
  db: Db
  clock: Clock
  logger: Pick<Logger, 'info'>
}

export async function deleteExpiredRows(deps: ExpiredRowsDeps) {
  const now = deps.clock.now()
  const deleted = {
    sessions: await deleteEndedSessions(deps.db, now),
    tokens: await deleteExpiredTokens(deps.db, now),
    rateLimits: await deleteElapsedRateLimits(deps.db, now),
    idempotencyKeys: await deleteExpiredIdempotencyKeys(deps.db, now),
    stripeEvents: await deleteOldEvents(deps.db, now),
  }
  if (Object.values(deleted).some((count) => count > 0)) deps.logger.info(deleted, 'expired rows deleted')
  return deleted
}

export function expiredRowsJob(deps: ExpiredRowsDeps): Job {
  return {
    name: 'expired-rows',
    exclusive: true,
    everyMs: INTERVAL_MS,
    async run() {
      await deleteExpiredRows(deps)
      return false
    },
  }
}
