import type { Logger } from 'pino'
import type { Db } from '../../db/connect.ts'
import type { Clock } from '../../http/types.ts'
import { createPeriodicJob } from '../../jobs/periodic-job.ts'
import { pruneEvents } from './events.repository.ts'

/** Events past their 24 h (events.repository.ts): a stream resumes within that, or refetches. */
export function createEventPruneJob(deps: { db: Db; clock: Clock; logger: Logger }) {
  return createPeriodicJob({
    name: 'events-prune',
    everyMs: 15 * 60_000,
    logger: deps.logger,
    failure: 'old events could not be pruned',
    fallback: 0,
    work: async () => {
      const count = await pruneEvents(deps.db, deps.clock.now())
      if (count > 0) deps.logger.info({ count }, 'old events pruned')
      return count
    },
  })
}
