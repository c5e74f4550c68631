import { type Kysely, sql } from 'kysely'

/**
 * A nurse's private iCal feed: the URL carries a random secret, stored here only as
 * its SHA-256. One feed per user; regenerating replaces the hash (the old URL stops working),
 * revoking deletes the row.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_fetched_at', 'timestamptz')
    .execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('calendar_feeds').execute()
}
