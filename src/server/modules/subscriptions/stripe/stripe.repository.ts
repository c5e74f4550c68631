import { type Kysely, sql, type Transaction } from 'kysely'
import type { Database } from '../../../db/database.ts'
import type { SnapshotPosition } from './stripe-ordering.ts'

type Queryable = Kysely<Database> | Transaction<Database>

/** The member's Stripe customer, if one was made. */
export async function findCustomerId(db: Queryable, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('stripe_customers').select('customer_id').where('user_id', '=', userId).executeTakeFirst()
  return row?.customer_id
}

/** Keeps the member's customer; when two requests made one each, the first kept wins and is answered. */
export async function saveCustomerId(db: Queryable, userId: number, customerId: string): Promise<string> {
  await db
    .insertInto('stripe_customers')
    .values({ user_id: userId, customer_id: customerId })
    .onConflict((oc) => oc.doNothing())
    .execute()
  return (await findCustomerId(db, userId)) ?? customerId
}

/** The plan's Stripe price (plans.stripe_price_id, a column of migration 0890). */
export async function stripePriceOf(db: Queryable, planId: number): Promise<string | null> {
  const { rows } = await sql<{ stripe_price_id: string | null }>`select stripe_price_id from plans where id = ${planId}`.execute(
    db,
  )
  return rows[0]?.stripe_price_id ?? null
}

/** Whether the member ever had a subscription that started: one trial per member. */
export async function hadStartedSubscription(db: Queryable, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .where('current_period_start', 'is not', null)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Claims a webhook event by its id, first thing in the transaction of its effect: false when it
 * was already applied. A second delivery running at the same time waits here on the primary key
 * until the first commits, then finds it (or, if the first rolled back, applies it).
 */
export async function claimEvent(
  trx: Transaction<Database>,
  event: { id: string; type: string; created: Date },
): Promise<boolean> {
  const row = await trx
    .insertInto('stripe_events')
    .values({ id: event.id, type: event.type, created: event.created, outcome: 'applied' })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Stripe retries a webhook for three days at most: a month later an event's id guards against
 * nothing. The subscriptions' newest snapshots (stripe_subscription_states) are what orders
 * late events, not this ledger.
 */
const EVENT_KEEP_DAYS = 30

export async function deleteOldEvents(db: Kysely<Database>, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - EVENT_KEEP_DAYS * 86_400_000)
  const result = await db.deleteFrom('stripe_events').where('received_at', '<', cutoff).executeTakeFirst()
  return Number(result.numDeletedRows)
}

export async function markEventIgnored(trx: Transaction<Database>, eventId: string): Promise<void> {
  await trx.updateTable('stripe_events').set({ outcome: 'ignored' }).where('id', '=', eventId).execute()
}

/** Where the newest snapshot of this Stripe subscription stood, locked until the commit. */
export async function lockSnapshotPosition(
  trx: Transaction<Database>,
  stripeSubscriptionId: string,
): Promise<SnapshotPosition | undefined> {
  const row = await trx
    .selectFrom('stripe_subscription_states')
    .select(['event_created', 'period_end', 'status'])
    .where('stripe_subscription_id', '=', stripeSubscriptionId)
    .forUpdate()
    .executeTakeFirst()
  return row && { eventCreated: new Date(row.event_created), periodEnd: new Date(row.period_end), status: row.status }
}

export async function saveSnapshotPosition(
  trx: Transaction<Database>,
  input: { stripeSubscriptionId: string; subscriptionId: number; position: SnapshotPosition; now: Date },
): Promise<void> {
  const values = {
    event_created: input.position.eventCreated,
    period_end: input.position.periodEnd,
    status: input.position.status,
    updated_at: input.now,
  }
  await trx
    .insertInto('stripe_subscription_states')
    .values({ stripe_subscription_id: input.stripeSubscriptionId, subscription_id: input.subscriptionId, ...values })
    .onConflict((oc) => oc.column('stripe_subscription_id').doUpdateSet(values))
    .execute()
}
