import type { Logger } from 'pino'
import type { Db } from '../../db/connect.ts'
import type { Clock } from '../../http/types.ts'
import { createPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job.ts'
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

export type PatientRequestPurgeJob = PeriodicJob<void>

/**
 * The retention of patients' requests, on the jobs runner (main.ts), one instance at a time; two at
 * once would be harmless anyway: the update only takes rows not yet purged, in one transaction.
 */
export function createPatientRequestPurgeJob(deps: PatientRequestPurgeDeps): PatientRequestPurgeJob {
  return createPeriodicJob({
    name: 'patient-request-purge',
    everyMs: deps.intervalMs ?? DEFAULT_INTERVAL_MS,
    logger: deps.logger,
    // A database outage: the next run catches up.
    failure: 'patient requests purge failed, will retry',
    fallback: undefined,
    async work() {
      const result = await purgePatientRequests(deps.db, deps.clock.now(), deps.retentionMonths)
      if (result.requests > 0 || result.mails > 0) {
        deps.logger.info({ ...result, retentionMonths: deps.retentionMonths }, 'patient requests purged')
      }
    },
  })
}
