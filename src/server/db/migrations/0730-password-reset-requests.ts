import { type Kysely, sql } from 'kysely'

/**
 * "Forgot password" requests, queued by the request and handled by a worker (the address looked
 * up, a link issued and mailed): the request does the same work for an address with an account
 * and one without, so neither its answer nor its duration tells them apart. A row lives until the
 * worker handles it, a few seconds.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('password_reset_requests')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('password_reset_requests_due_idx').on('password_reset_requests').column('next_attempt_at').execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('password_reset_requests').execute()
}
