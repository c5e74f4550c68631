import type { Kysely, Transaction, Updateable } from 'kysely'
import { liveSubscriptionStatuses } from '#shared/subscriptions.ts'
import type { Database } from '../../db/database.ts'
import type { SubscriptionRow } from './provider.ts'
import type { SubscriptionsTable } from './subscriptions.table.ts'

type Queryable = Kysely<Database> | Transaction<Database>

/** The member's live subscription (at most one: subscriptions_one_live_idx), `for update` in a transaction when asked. */
export function findLiveSubscription(db: Queryable, userId: number, lock = false): Promise<SubscriptionRow | undefined> {
  let query = db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', [...liveSubscriptionStatuses])
  if (lock) query = query.forUpdate()
  return query.executeTakeFirst()
}

export function findSubscription(db: Queryable, id: number, lock = false): Promise<SubscriptionRow | undefined> {
  let query = db.selectFrom('subscriptions').selectAll().where('id', '=', id)
  if (lock) query = query.forUpdate()
  return query.executeTakeFirst()
}

export function updateSubscription(
  db: Queryable,
  id: number,
  values: Omit<Updateable<SubscriptionsTable>, 'id' | 'updated_at'>,
  now: Date,
): Promise<SubscriptionRow> {
  return db
    .updateTable('subscriptions')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** Who a subscription belongs to, for its mails and invoices. */
export function findSubscriber(db: Queryable, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'street', 'postal_code', 'commune_name', 'settings', 'deleted_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
}
export type Subscriber = Awaited<ReturnType<typeof findSubscriber>>

export function subscriberName(subscriber: Pick<Subscriber, 'first_name' | 'last_name'>): string | null {
  return [subscriber.first_name, subscriber.last_name].filter((part) => part?.trim()).join(' ') || null
}
