import { type Kysely, sql } from 'kysely'

/**
 * Alerts written with the publication, delivered after it (docs/decisions/014):
 * - `alert_jobs`: one row per published offer, inserted in the publishing transaction and claimed
 *   by the alert worker (FOR UPDATE SKIP LOCKED, like the mail outbox), so that a crash or a lost
 *   connection after the commit delays the alerts and never loses them;
 * - `replacements.alerts_held`: the first, immediate offer of an account whose address is not
 *   confirmed is published with its alerts held until the address (a mailed code) and an RPPS
 *   number are confirmed; at most one such offer per account, whatever the concurrency;
 * - `email_codes`: that mailed code, one live code per account, stored as a keyed hash.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable('replacements')
    .addColumn('alerts_held', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute()
  await sql`create unique index replacements_one_held_offer_idx on replacements (author_user_id) where alerts_held`.execute(db)

  await db.schema
    .createTable('alert_jobs')
    .addColumn('replacement_id', 'integer', (c) => c.primaryKey().references('replacements.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('queued').check(sql`status in ('queued', 'running', 'done', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('done_at', 'timestamptz')
    .execute()
  await sql`create index alert_jobs_due_idx on alert_jobs (next_attempt_at) where status in ('queued', 'running')`.execute(db)

  await db.schema
    .createTable('email_codes')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('email_codes').execute()
  await db.schema.dropTable('alert_jobs').execute()
  await sql`drop index replacements_one_held_offer_idx`.execute(db)
  await db.schema.alterTable('replacements').dropColumn('alerts_held').execute()
}
