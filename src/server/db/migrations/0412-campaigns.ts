import { type Kysely, sql } from 'kysely'

// Mail campaigns to a segment of members. Sending writes one outbox row per recipient
// and one campaign_recipients row, in one transaction; the recipient row's unique key makes a
// second send of the same campaign reach nobody twice, and its token is the unsubscribe link's.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('campaigns')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('segment', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft').check(sql`status in ('draft', 'sent')`))
    .addColumn('recipients_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('sent_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('campaigns_created_at_idx').on('campaigns').column('created_at').execute()

  await db.schema
    .createTable('campaign_recipients')
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mail_id', 'uuid')
    // SHA-256 of the unsubscribe link's token (base64url): the link works without a login.
    .addColumn('unsubscribe_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('unsubscribed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('campaign_recipients_pk', ['campaign_id', 'user_id'])
    .execute()
  await db.schema.createIndex('campaign_recipients_user_idx').on('campaign_recipients').column('user_id').execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('campaign_recipients').execute()
  await db.schema.dropTable('campaigns').execute()
}
