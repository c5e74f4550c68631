import type { Db } from '../../db/connect.ts'

/**
 * The alert jobs' rows (alerts.table.ts): queued by the transaction that publishes an offer (or
 * releases its held alerts), claimed by the alert worker as the mail outbox's rows are.
 */

/** Call in the publishing transaction: the offer's alerts are owed exactly when it commits. */
export async function queueAlertJob(db: Db, replacementId: number, now: Date): Promise<void> {
  await db
    .insertInto('alert_jobs')
    .values({ replacement_id: replacementId, status: 'queued', next_attempt_at: now, created_at: now, updated_at: now })
    // An offer is published once; a second queueing (a retried transaction) changes nothing.
    .onConflict((oc) => oc.column('replacement_id').doNothing())
    .execute()
}

export interface ClaimedAlertJob {
  replacement_id: number
  attempts: number
}

/**
 * Takes due jobs for this worker, atomically: one UPDATE over a sub-select that locks the rows it
 * picks and skips those another worker holds (FOR UPDATE SKIP LOCKED). A taken job is `running`
 * until `leaseUntil`; a worker that died meanwhile leaves it due again after that. `only` takes
 * one offer's job (the publishing request delivers its own at once).
 */
export async function claimAlertJobs(
  db: Db,
  options: { now: Date; leaseUntil: Date; limit: number; only?: number },
): Promise<ClaimedAlertJob[]> {
  const { now, leaseUntil, limit, only } = options
  return db
    .updateTable('alert_jobs')
    .set((eb) => ({ status: 'running', attempts: eb('attempts', '+', 1), next_attempt_at: leaseUntil, updated_at: now }))
    .where('replacement_id', 'in', (eb) => {
      let due = eb
        .selectFrom('alert_jobs')
        .select('replacement_id')
        .where('status', 'in', ['queued', 'running'])
        .where('next_attempt_at', '<=', now)
      if (only !== undefined) due = due.where('replacement_id', '=', only)
      return due.orderBy('next_attempt_at').limit(limit).forUpdate().skipLocked()
    })
    .returning(['replacement_id', 'attempts'])
    .execute()
}

/** The job is done; call in the transaction that wrote its alerts, so both commit together. */
export async function finishAlertJob(db: Db, replacementId: number, now: Date): Promise<void> {
  await db
    .updateTable('alert_jobs')
    .set({ status: 'done', done_at: now, last_error: null, updated_at: now })
    .where('replacement_id', '=', replacementId)
    .where('status', '=', 'running')
    .execute()
}

/** A failed run: due again at `retryAt`, or `failed` for good when there is none. */
export async function failAlertJob(
  db: Db,
  replacementId: number,
  outcome: { now: Date; retryAt: Date | null; error: string },
): Promise<void> {
  await db
    .updateTable('alert_jobs')
    .set({
      status: outcome.retryAt ? 'queued' : 'failed',
      ...(outcome.retryAt ? { next_attempt_at: outcome.retryAt } : {}),
      last_error: outcome.error,
      updated_at: outcome.now,
    })
    .where('replacement_id', '=', replacementId)
    .where('status', '=', 'running')
    .execute()
}
