import type { Logger } from 'pino'
import type { Db } from '../../db/connect.ts'
import type { Clock } from '../../http/types.ts'
import type { Job } from '../../jobs/runner.ts'
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

export interface PatientRequestPurgeJob extends Job {
  /** Purges what is due now; tests call this. */
  runOnce(): Promise<void>
}

/**
 * The retention of patients' requests, on the jobs runner (main.ts), one instance at a time; two at
 * once would be harmless anyway: the update only takes rows not yet purged, in one transaction.
 */
export function createPatientRequestPurgeJob(deps: PatientRequestPurgeDeps): PatientRequestPurgeJob {
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

  return {
    name: 'patient-request-purge',
    exclusive: true,
    everyMs: deps.intervalMs ?? DEFAULT_INTERVAL_MS,
    runOnce,
    async run() {
      await runOnce()
      return false
    },
  }
}
