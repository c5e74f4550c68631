import { type Kysely, sql } from 'kysely'

/**
 * The in-app notification centre: one row per notification a user chose to see in the
 * app (their preferences decide; the mail goes through the outbox). `data` holds ids and short
 * labels of the event (src/shared/notifications.ts), never patient data.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull().check(sql`event ~ '^[a-z][a-z_]*$'`))
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  // The centre: a user's notifications, newest first.
  await sql`create index notifications_user_idx on notifications (user_id, created_at desc, id desc)`.execute(db)
  // The bell's count and the unread filter: only the unread rows are in this index.
  await sql`create index notifications_user_unread_idx on notifications (user_id, created_at desc, id desc) where read_at is null`.execute(
    db,
  )
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('notifications').execute()
}
