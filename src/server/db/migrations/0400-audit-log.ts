import { type Kysely, sql } from 'kysely'

// The admin audit log: who did what to which row, when, and the row before and after.
// Rows are never updated; an actor's account going away keeps the entry (actor set to null).
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action ~ '^[a-z][a-z0-9_-]*(\\.[a-z][a-z0-9_-]*)+$'`))
    .addColumn('subject_type', 'text', (c) => c.notNull().check(sql`subject_type ~ '^[a-z][a-z0-9_]*$'`))
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  // The history of one row (a user's page, an offer's page), newest first.
  await sql`create index audit_log_subject_idx on audit_log (subject_type, subject_id, created_at desc, id desc)`.execute(db)
  await sql`create index audit_log_actor_idx on audit_log (actor_user_id, created_at desc)`.execute(db)
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('audit_log').execute()
}
