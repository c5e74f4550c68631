import type { Logger } from 'pino'
import { parisToday } from '#shared/dates.ts'
import type { Db } from '../../db/connect.ts'
import type { Clock } from '../../http/types.ts'
import type { Job } from '../../jobs/runner.ts'
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

export interface ReplacementExpiryJob extends Job {
  /** Expires what is due now; returns how many offers. Tests call this. */
  runOnce(): Promise<number>
}

/**
 * On the jobs runner (main.ts), one instance at a time; two at once would be harmless anyway (one
 * idempotent update).
 */
export function createReplacementExpiryJob(deps: ReplacementExpiryDeps): ReplacementExpiryJob {
  async function runOnce(): Promise<number> {
    try {
      const now = deps.clock.now()
      const expired = await expireReplacements(deps.db, parisToday(now), now)
      if (expired > 0) deps.logger.info({ expired }, 'replacement offers expired')
      return expired
    } catch (error) {
      // A database outage: the next run catches up, and reads never showed those offers as open.
      deps.logger.warn({ err: error }, 'replacement expiry failed, will retry')
      return 0
    }
  }

  return {
    name: 'replacement-expiry',
    exclusive: true,
    everyMs: deps.intervalMs ?? DEFAULT_INTERVAL_MS,
    runOnce,
    async run() {
      await runOnce()
      return false
    },
  }
}
