import type { Kysely } from 'kysely'

// Answers of mutating calls by Idempotency-Key, so that an offline replay has one effect (R5).
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('content_type', 'text')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('idempotency_keys_created_at_idx').on('idempotency_keys').column('created_at').execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('idempotency_keys').execute()
}
