import { type Kysely, sql } from 'kysely'

/**
 * Realtime events (docs/architecture.md#realtime-events): one row per event and recipient, kept a
 * bounded time (24 h) for the streams that reconnect with Last-Event-ID, then pruned by a job.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('events')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  // A stream's replay: one user's events after an id.
  await db.schema.createIndex('events_user_id_idx').on('events').columns(['user_id', 'id']).execute()
  await db.schema.createIndex('events_created_at_idx').on('events').column('created_at').execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('events').execute()
}
