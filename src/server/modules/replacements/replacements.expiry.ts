import type { Logger } from 'pino'
import { parisToday } from '#shared/dates.ts'
import type { Db } from '../../db/connect.ts'
import type { Clock } from '../../http/types.ts'
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

export interface ReplacementExpiryJob {
  /** Expires what is due now; returns how many offers. Tests call this. */
  runOnce(): Promise<number>
  /** Runs now, then every interval, until stop(). */
  start(): void
  stop(): Promise<void>
}

/** Run by every server instance (main.ts); several at once is harmless (one idempotent update). */
export function createReplacementExpiryJob(deps: ReplacementExpiryDeps): ReplacementExpiryJob {
  const intervalMs = deps.intervalMs ?? DEFAULT_INTERVAL_MS
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> | undefined

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

  function tick() {
    running = runOnce().finally(() => {
      running = undefined
    })
  }

  return {
    runOnce,
    start() {
      if (timer) return
      tick()
      timer = setInterval(() => {
        if (!running) tick()
      }, intervalMs)
      timer.unref()
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = undefined
      await running
    },
  }
}
