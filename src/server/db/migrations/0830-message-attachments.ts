import { type Kysely, sql } from 'kysely'

/**
 * A message's attachment (an image re-encoded to WebP, or a checked PDF), its bytes in the
 * database: app servers keep no files of their own (docs/architecture.md#scale), so any instance
 * serves any download. One per message, gone with it; the name, size and pixels are what the
 * thread shows without reading the bytes.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('message_attachments')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('message_id', 'integer', (c) => c.notNull().unique().references('conversation_messages.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('image', 'pdf')`))
    .addColumn('content_type', 'text', (c) => c.notNull().check(sql`content_type in ('image/webp', 'application/pdf')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull().check(sql`size > 0`))
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  // WebP and PDF are compressed already: TOAST stores them out of line without trying again.
  await sql`alter table message_attachments alter column bytes set storage external`.execute(db)
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('message_attachments').execute()
}
