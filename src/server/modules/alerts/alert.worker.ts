import type { Logger } from 'pino'
import type { Db } from '../../db/connect.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { Clock } from '../../http/types.ts'
import type { Job } from '../../jobs/runner.ts'
import { type ClaimedAlertJob, claimAlertJobs, failAlertJob, finishAlertJob } from './alert-jobs.repository.ts'
import { alertOnPublishIn } from './on-publish.ts'

/**
 * Delivers the alerts that publishing an offer owes (alert_jobs, queued in the publishing
 * transaction): the request that published tries at once, right after its commit; whatever that
 * attempt could not do (the process died, the database went away) this worker does later. Any
 * number of instances may run one: they share the jobs through FOR UPDATE SKIP LOCKED, and a job
 * run twice tells nobody twice (who was told is recorded with the telling, on-publish.ts).
 */

/** Runs before a job is marked failed: about four hours of outage, with the backoff below. */
const ALERT_MAX_ATTEMPTS = 12
const FIRST_RETRY_MS = 30_000
const MAX_RETRY_MS = 30 * 60_000
/** How long a claimed job is this worker's: past it, another worker may take it again. */
export const ALERT_LEASE_MS = 2 * 60_000

/** After run n fails: 30 s, 1 min, 2, 4, 8, 16 min, then every 30 min. */
function alertRetryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1))
}

export interface AlertJobDeps {
  db: Db
  logger: Logger
  clock: Clock
}

export interface AlertWorkerDeps extends AlertJobDeps {
  /** Jobs taken per query. */
  batchSize?: number
  /** How often the jobs are looked at (the publishing request delivers its own at once). */
  pollMs?: number
}

/**
 * On the jobs runner (main.ts), in every instance at once: they share the jobs through
 * FOR UPDATE SKIP LOCKED and a lease, so no lock is needed (jobs/runner.ts).
 */
export interface AlertWorker extends Job {
  /** Runs what is due now, one batch; returns how many jobs it took. Tests call this. */
  runOnce(): Promise<number>
}

/**
 * One claimed job: the alerts and the job's end are written in one transaction, so a run that
 * fails anywhere leaves nothing half done; the failure is recorded for a retry (if the database
 * cannot even take that, the lease running out brings the job back).
 */
async function runJob(deps: AlertJobDeps, job: ClaimedAlertJob): Promise<boolean> {
  const { db, logger, clock } = deps
  try {
    const outcome = await inTransaction(db, async (trx) => {
      const told = await alertOnPublishIn(trx, job.replacement_id, clock.now())
      await finishAlertJob(trx, job.replacement_id, clock.now())
      return told
    })
    logger.info({ replacement_id: job.replacement_id, ...outcome }, 'alerts delivered')
    return true
  } catch (error) {
    const now = clock.now()
    const retryAt = job.attempts >= ALERT_MAX_ATTEMPTS ? null : new Date(now.getTime() + alertRetryDelayMs(job.attempts))
    const fields = { err: error, replacement_id: job.replacement_id, attempts: job.attempts, retry_at: retryAt }
    if (retryAt) logger.warn(fields, 'alerts not delivered, will retry')
    else logger.error(fields, 'alerts not delivered, giving up')
    await failAlertJob(db, job.replacement_id, { now, retryAt, error: errorText(error) }).catch(() => {})
    return false
  }
}

/**
 * Right after the transaction that queued an offer's job has committed: deliver it now, so that
 * the publisher's answer usually means "published and alerted". Never throws: a failure stays
 * with the job, which the worker runs again.
 */
export async function deliverAlertJobNow(deps: AlertJobDeps, replacementId: number): Promise<void> {
  try {
    const now = deps.clock.now()
    const [job] = await claimAlertJobs(deps.db, {
      now,
      leaseUntil: new Date(now.getTime() + ALERT_LEASE_MS),
      limit: 1,
      only: replacementId,
    })
    if (job) await runJob(deps, job)
  } catch (error) {
    deps.logger.warn({ err: error, replacement_id: replacementId }, 'alerts left to the worker')
  }
}

export function createAlertWorker(deps: AlertWorkerDeps): AlertWorker {
  const { db, clock } = deps
  const batchSize = deps.batchSize ?? 10
  const pollMs = deps.pollMs ?? 5000

  async function runOnce(): Promise<number> {
    const now = clock.now()
    const claimed = await claimAlertJobs(db, { now, leaseUntil: new Date(now.getTime() + ALERT_LEASE_MS), limit: batchSize })
    for (const job of claimed) await runJob(deps, job)
    return claimed.length
  }

  return {
    name: 'alerts',
    exclusive: false,
    everyMs: pollMs,
    runOnce,
    // A full batch means more may be waiting: go again at once.
    run: async () => (await runOnce()) === batchSize,
  }
}

/** The error's own words, short: enough for whoever reads the table. */
function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.slice(0, 500)
}
