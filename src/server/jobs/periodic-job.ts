import type { Logger } from 'pino'
import type { Job } from './runner.ts'

/** A job of one pass, with `runOnce` for the tests, as createPeriodicJob makes it. */
export interface PeriodicJob<T> extends Job {
  /** One pass now; what `work` returned, or `fallback` when it failed. Tests call this. */
  runOnce(): Promise<T>
}

/**
 * A job that does what is due in one pass (never "more waiting"), one instance at a time, and
 * whose failure (a database outage) is logged and left to the next run, which catches up.
 */
export function createPeriodicJob<T>(options: {
  name: string
  everyMs: number
  logger: Pick<Logger, 'warn'>
  /** The warning logged when a pass fails. */
  failure: string
  fallback: T
  work: () => Promise<T>
}): PeriodicJob<T> {
  async function runOnce(): Promise<T> {
    try {
      return await options.work()
    } catch (error) {
      options.logger.warn({ err: error }, options.failure)
      return options.fallback
    }
  }

  return {
    name: options.name,
    exclusive: true,
    everyMs: options.everyMs,
    runOnce,
    async run() {
      await runOnce()
      return false
    },
  }
}
