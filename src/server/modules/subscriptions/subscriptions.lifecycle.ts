import type { Logger } from 'pino'
import { GRACE_DAYS } from '#shared/subscriptions.ts'
import type { Db } from '../../db/connect.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { Clock } from '../../http/types.ts'
import { createPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job.ts'
import type { Mailer } from '../mail/mailer.ts'
import { addDays } from './periods.ts'
import type { SubscriptionDeps } from './subscriptions.deps.ts'
import { mailMember } from './subscriptions.service.ts'

/**
 * Every 10 minutes, the subscriptions' ends (docs/product.md#subscriptions):
 * - cancelled at the period's end, the period over: `cancelled`;
 * - past_due, the grace over: `expired`, the member mailed;
 * - manual (bank transfer), the period over with no transfer received: `past_due` with its grace
 *   (GRACE_DAYS), the member mailed (Stripe says so itself, through its webhooks);
 * - pending for more than PENDING_DAYS (a transfer never made, a Checkout left): `cancelled`.
 * Each step claims its rows with one update, so two runs at once change and mail each row once.
 */
const DEFAULT_INTERVAL_MS = 10 * 60_000
export const PENDING_DAYS = 30

export interface SubscriptionLifecycleDeps {
  db: Db
  env: SubscriptionDeps['env']
  mail: Mailer
  logger: Logger
  clock: Clock
  intervalMs?: number
}

export interface LifecycleCounts {
  cancelled: number
  expired: number
  past_due: number
  abandoned: number
}

export type SubscriptionLifecycleJob = PeriodicJob<LifecycleCounts>

export function createSubscriptionLifecycleJob(deps: SubscriptionLifecycleDeps): SubscriptionLifecycleJob {
  const fallback = { cancelled: 0, expired: 0, past_due: 0, abandoned: 0 }
  return createPeriodicJob({
    name: 'subscription-lifecycle',
    everyMs: deps.intervalMs ?? DEFAULT_INTERVAL_MS,
    logger: deps.logger,
    failure: 'subscription lifecycle failed, will retry',
    fallback,
    async work() {
      const now = deps.clock.now()
      const serviceDeps: SubscriptionDeps = { db: deps.db, env: deps.env, mail: deps.mail, clock: deps.clock }

      const cancelled = await inTransaction(deps.db, async (trx) => {
        const rows = await trx
          .updateTable('subscriptions')
          .set({ status: 'cancelled', ended_at: now, updated_at: now })
          .where('cancel_at_period_end', '=', true)
          .where('status', 'in', ['trialing', 'active', 'past_due'])
          .where('current_period_end', '<=', now)
          .returning('id')
          .execute()
        return rows.length
      })

      const expired = await inTransaction(deps.db, async (trx) => {
        const rows = await trx
          .updateTable('subscriptions')
          .set({ status: 'expired', ended_at: now, updated_at: now })
          .where('status', '=', 'past_due')
          .where('grace_ends_at', '<=', now)
          .returningAll()
          .execute()
        for (const row of rows) await mailMember(trx, serviceDeps, row, 'subscription-grace-ended')
        return rows.length
      })

      const pastDue = await inTransaction(deps.db, async (trx) => {
        const due = await trx
          .selectFrom('subscriptions')
          .select(['id', 'current_period_end'])
          .where('provider', '=', 'manual')
          .where('status', 'in', ['trialing', 'active'])
          .where('cancel_at_period_end', '=', false)
          .where('current_period_end', '<=', now)
          .forUpdate()
          .skipLocked()
          .execute()
        for (const { id, current_period_end } of due) {
          const row = await trx
            .updateTable('subscriptions')
            .set({ status: 'past_due', grace_ends_at: addDays(new Date(current_period_end ?? now), GRACE_DAYS), updated_at: now })
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow()
          await mailMember(trx, serviceDeps, row, 'subscription-payment-failed')
        }
        return due.length
      })

      const abandoned = await inTransaction(deps.db, async (trx) => {
        const rows = await trx
          .updateTable('subscriptions')
          .set({ status: 'cancelled', ended_at: now, cancelled_at: now, updated_at: now })
          .where('status', '=', 'pending')
          .where('created_at', '<=', addDays(now, -PENDING_DAYS))
          .returning('id')
          .execute()
        return rows.length
      })

      const counts = { cancelled, expired, past_due: pastDue, abandoned }
      if (cancelled + expired + pastDue + abandoned > 0) deps.logger.info(counts, 'subscriptions ended or past due')
      return counts
    },
  })
}
