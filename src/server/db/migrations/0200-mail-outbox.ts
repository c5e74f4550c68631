import { type Kysely, sql } from 'kysely'

// The mail outbox (docs/architecture.md#workers-and-jobs, docs/security.md R1): written in the same transaction as what caused the
// mail, sent later by a worker that claims due rows with FOR UPDATE SKIP LOCKED.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('queued', 'sending', 'sent', 'failed', 'captured')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute()
  // The worker's question: which unfinished rows are due? Only those rows are indexed.
  await sql`create index mail_outbox_due_idx on mail_outbox (next_attempt_at) where status in ('queued', 'sending')`.execute(db)
  // The admin's list (newest first) and a user's own mails (export, deletion).
  await db.schema.createIndex('mail_outbox_created_at_idx').on('mail_outbox').column('created_at').execute()
  await sql`create index mail_outbox_to_idx on mail_outbox (lower("to"))`.execute(db)
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('mail_outbox').execute()
}
