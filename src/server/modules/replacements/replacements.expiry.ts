import type { Logger } from 'pino'
import { parisToday } from '#shared/dates.ts'
import type { Db } from '../../db/connect.ts'
import type { Clock } from '../../http/types.ts'
import { createPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job.ts'
import { expireReplacements } from './replacements.repository.ts'

/**
 * Every 10 minutes: an offer turns expired at most 10 minutes after midnight in Paris. Reads
 * never wait for it (they see a past offer as expired already); this writes it down, for the
 * admin's figures and for whatever reads the table directly.
 */
const DEFAULT_INTERVAL_MS = 10 * 60_000

export interface ReplacementExpiryDeps {
  db: Db
  logger: Logger
  clock: Clock
  intervalMs?: number
}

/** Its runOnce returns how many offers it expired (0 when it failed). */
export type ReplacementExpiryJob = PeriodicJob<number>

/**
 * On the jobs runner (main.ts), one instance at a time; two at once would be harmless anyway (one
 * idempotent update).
 */
export function createReplacementExpiryJob(deps: ReplacementExpiryDeps): ReplacementExpiryJob {
  return createPeriodicJob({
    name: 'replacement-expiry',
    everyMs: deps.intervalMs ?? DEFAULT_INTERVAL_MS,
    logger: deps.logger,
    // A database outage: the next run catches up, and reads never showed those offers as open.
    failure: 'replacement expiry failed, will retry',
    fallback: 0,
    async work() {
      const now = deps.clock.now()
      const expired = await expireReplacements(deps.db, parisToday(now), now)
      if (expired > 0) deps.logger.info({ expired }, 'replacement offers expired')
      return expired
    },
  })
}
