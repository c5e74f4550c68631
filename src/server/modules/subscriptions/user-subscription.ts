import { liveSubscriptionStatuses } from '#shared/subscriptions.ts'
import type { UserSubscription } from '#shared/user-subscription.ts'
import type { Db } from '../../db/connect.ts'
import { findPlan } from './plans.repository.ts'
import { userSubscriptionJson } from './subscription-json.ts'

/** `subscription` of GET /api/user: the member's live subscription (pending included), or null. */
export async function findUserSubscription(db: Db, userId: number, now: Date): Promise<UserSubscription | null> {
  const row = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', [...liveSubscriptionStatuses])
    .executeTakeFirst()
  if (!row) return null
  const plan = await findPlan(db, row.plan_id)
  return plan ? userSubscriptionJson(row, plan, now) : null
}
