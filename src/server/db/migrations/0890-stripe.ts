import { type Kysely, sql } from 'kysely'

/**
 * Paying through Stripe (docs/architecture.md#stripe): each plan's Stripe price; each member's
 * Stripe customer, created once; every webhook event by its id, written in the transaction of its
 * effect, so that a retried delivery changes nothing (docs/security.md#payments); and, per Stripe
 * subscription, where the newest snapshot applied stood, so that an older event arriving late
 * never rolls the subscription back.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable('plans')
    // price_… of the recurring Stripe price sold for this plan; a plan without one is not sold by card.
    .addColumn('stripe_price_id', 'text', (c) => c.unique())
    .execute()

  await db.schema
    .createTable('stripe_customers')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('stripe_events')
    // evt_…: Stripe sends the same id on every retry of one event.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    // The event's own time at Stripe (its `created`), not when it reached us.
    .addColumn('created', 'timestamptz', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // What became of it: applied, or ignored (not ours, stale, a type we do not act on).
    .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('applied', 'ignored')`))
    .execute()
  await sql`create index stripe_events_received_idx on stripe_events (received_at)`.execute(db)

  await db.schema
    .createTable('stripe_subscription_states')
    .addColumn('stripe_subscription_id', 'text', (c) => c.primaryKey())
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
    // The newest snapshot applied: its event's time, its period's end and its status's rank
    // (stripe-ordering.ts); a snapshot that compares lower is older news.
    .addColumn('event_created', 'timestamptz', (c) => c.notNull())
    .addColumn('period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('stripe_subscription_states').execute()
  await db.schema.dropTable('stripe_events').execute()
  await db.schema.dropTable('stripe_customers').execute()
  await db.schema.alterTable('plans').dropColumn('stripe_price_id').execute()
}
