import { type Kysely, sql } from 'kysely'

// Fixed-window counters shared by every app instance (docs/architecture.md#scale: nothing shared lives in memory).
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('rate_limits_reset_at_idx').on('rate_limits').column('reset_at').execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('rate_limits').execute()
}
