import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely'
import { entitledSubscriptionStatuses } from '#shared/subscriptions.ts'

/**
 * Whether the account `userId` (a column reference, `users.id`) holds a subscription that gives
 * the service now, by src/shared/subscriptions.ts's isEntitledSubscription written in SQL: an
 * entitled status and the later of the paid period's end and the grace's not passed (the
 * database's clock, as the list's other date filters, unless `at` says when). For the back
 * office's filters and campaign segments, and the retention job (a paying member is never erased).
 */
export function hasEntitledSubscription(userId: Expression<number>, at?: Date): RawBuilder<SqlBool> {
  const statuses = sql.join(entitledSubscriptionStatuses.map((status) => sql`${status}`))
  return sql<SqlBool>`exists (
    select 1 from subscriptions
    where subscriptions.user_id = ${userId}
      and subscriptions.status in (${statuses})
      and greatest(subscriptions.current_period_end, subscriptions.grace_ends_at) > ${at ?? sql`now()`}
  )`
}
