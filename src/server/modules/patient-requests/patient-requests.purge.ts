import type { Logger } from 'pino'
import type { Db } from '../../db/connect.ts'
import type { Clock } from '../../http/types.ts'
import { purgePatientRequests } from './patient-requests.repository.ts'

/** Hourly: a request's data outlives its retention by an hour at most, for one cheap indexed update. */
const DEFAULT_INTERVAL_MS = 60 * 60_000

export interface PatientRequestPurgeDeps {
  db: Db
  logger: Logger
  clock: Clock
  /** PATIENT_REQUEST_RETENTION_MONTHS. */
  retentionMonths: number
  intervalMs?: number
}

export interface PatientRequestPurgeJob {
  /** Purges what is due now; tests call this. */
  runOnce(): Promise<void>
  /** Runs now, then every interval, until stop(). */
  start(): void
  stop(): Promise<void>
}

/**
 * The retention of patients' requests, run by every server instance (main.ts). Several instances
 * purging at once is harmless: the update only takes rows not yet purged, in one transaction.
 */
export function createPatientRequestPurgeJob(deps: PatientRequestPurgeDeps): PatientRequestPurgeJob {
  const intervalMs = deps.intervalMs ?? DEFAULT_INTERVAL_MS
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined

  async function runOnce(): Promise<void> {
    try {
      const result = await purgePatientRequests(deps.db, deps.clock.now(), deps.retentionMonths)
      if (result.requests > 0 || result.mails > 0) {
        deps.logger.info({ ...result, retentionMonths: deps.retentionMonths }, 'patient requests purged')
      }
    } catch (error) {
      // A database outage: the next run catches up.
      deps.logger.warn({ err: error }, 'patient requests purge failed, will retry')
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
      // Never what keeps the process alive.
      timer.unref()
    },
    async stop() {
      clearInterval(timer)
      timer = undefined
      await running
    },
  }
}
