import { type Kysely, sql } from 'kysely'

/**
 * Conversations between two members about a context: an
 * application (holder ↔ applicant), a partner listing's response (a later feature: the column
 * waits for it, unreferenced), or the team writing to a member (`user_b_id` null: the team is any
 * admin). Messages are plain text; each carries the client's uuid, unique per conversation, so a
 * replayed POST is stored once.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('conversations')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('application', 'partner_response', 'team')`))
    .addColumn('application_id', 'integer', (c) => c.references('applications.id').onDelete('cascade'))
    .addColumn('partner_response_id', 'integer')
    // For an application, user_a is the offer's holder and user_b the applicant; for the team,
    // user_a is the member and user_b is null.
    .addColumn('user_a_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_b_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('last_message_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'conversations_context_check',
      sql`(kind = 'application' and application_id is not null and user_b_id is not null)
        or (kind = 'partner_response' and user_b_id is not null)
        or (kind = 'team' and user_b_id is null and application_id is null)`,
    )
    .execute()
  // One conversation per application, one team conversation per member: opening twice, even
  // concurrently, finds the same row.
  await sql`create unique index conversations_application_key on conversations (application_id) where kind = 'application'`.execute(
    db,
  )
  await sql`create unique index conversations_team_key on conversations (user_a_id) where kind = 'team'`.execute(db)
  // A member's list, newest activity first, from either side.
  await sql`create index conversations_user_a_idx on conversations (user_a_id, (coalesce(last_message_at, created_at)) desc, id desc)`.execute(
    db,
  )
  await sql`create index conversations_user_b_idx on conversations (user_b_id, (coalesce(last_message_at, created_at)) desc, id desc) where user_b_id is not null`.execute(
    db,
  )
  await sql`create index conversations_team_idx on conversations ((coalesce(last_message_at, created_at)) desc, id desc) where kind = 'team'`.execute(
    db,
  )

  await db.schema
    .createTable('conversation_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('sender_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Written by an admin for the team: shown as the team's, never as that admin's.
    .addColumn('from_team', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('client_id', 'uuid', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Read by the other party (for the team: by any admin).
    .addColumn('read_at', 'timestamptz')
    // The body was erased with its author's account.
    .addColumn('erased_at', 'timestamptz')
    .addUniqueConstraint('conversation_messages_client_key', ['conversation_id', 'client_id'])
    .execute()
  // A conversation's messages, newest first (the page and its `before` cursor).
  await sql`create index conversation_messages_conversation_idx on conversation_messages (conversation_id, id desc)`.execute(db)
  // Unread counts: only unread rows are in it.
  await sql`create index conversation_messages_unread_idx on conversation_messages (conversation_id, id) where read_at is null`.execute(
    db,
  )
  await sql`create index conversation_messages_sender_idx on conversation_messages (sender_user_id)`.execute(db)

  // Blocking is between two people: a block covers every conversation they share.
  await db.schema
    .createTable('conversation_blocks')
    .addColumn('blocker_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('conversation_blocks_pkey', ['blocker_user_id', 'blocked_user_id'])
    .execute()
  await sql`create index conversation_blocks_blocked_idx on conversation_blocks (blocked_user_id, blocker_user_id)`.execute(db)

  await db.schema
    .createTable('message_reports')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('message_id', 'integer', (c) => c.notNull().references('conversation_messages.id').onDelete('cascade'))
    .addColumn('reporter_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'resolved', 'dismissed')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('closed_at', 'timestamptz')
    .addColumn('closed_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute()
  // One open report per reporter and message (a second, even concurrent, finds the first).
  await sql`create unique index message_reports_open_key on message_reports (message_id, reporter_user_id) where status = 'open'`.execute(
    db,
  )
  await sql`create index message_reports_status_idx on message_reports (status, created_at desc, id desc)`.execute(db)
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('message_reports').execute()
  await db.schema.dropTable('conversation_blocks').execute()
  await db.schema.dropTable('conversation_messages').execute()
  await db.schema.dropTable('conversations').execute()
}
