import { type Kysely, sql } from 'kysely'

/**
 * Web Push (docs/architecture.md#web-push): the members' subscribed devices, and the push outbox,
 * written in the transaction of the event that caused the push and sent by a worker, like the mail
 * outbox. A device (its push endpoint) belongs to one account: the last one that subscribed it.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('device_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').column('user_id').execute()

  // A sent or abandoned push is deleted: the table holds only what is still to send.
  await db.schema
    .createTable('push_outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('push_subscriptions.id').onDelete('cascade'))
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('urgency', 'text', (c) => c.notNull().check(sql`urgency in ('normal', 'high')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    // When the row is due; once claimed, the end of the worker's lease on it.
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('push_outbox_due_idx').on('push_outbox').column('next_attempt_at').execute()
  await db.schema.createIndex('push_outbox_subscription_idx').on('push_outbox').column('subscription_id').execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('push_outbox').execute()
  await db.schema.dropTable('push_subscriptions').execute()
}
