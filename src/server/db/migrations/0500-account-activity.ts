import { type Kysely, sql } from 'kysely'

/**
 * When each account was last used, kept on the account (sessions are dropped a month after they
 * end), so that accounts left unused for three years can be warned, then erased, as the privacy
 * page promises. Filled for existing accounts from their sessions, or their creation.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable('users')
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('inactivity_warned_at', 'timestamptz')
    .execute()
  await sql`
    update users set last_seen_at = greatest(
      users.created_at,
      coalesce((select max(sessions.last_used_at) from sessions where sessions.user_id = users.id), users.created_at)
    )
  `.execute(db)
  await sql`create index users_last_seen_idx on users (last_seen_at) where deleted_at is null`.execute(db)
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable('users').dropColumn('inactivity_warned_at').dropColumn('last_seen_at').execute()
}
