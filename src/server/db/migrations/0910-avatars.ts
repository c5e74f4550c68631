import { type Kysely, sql } from 'kysely'

/**
 * Profile photos in the database, as message attachments are: app servers keep no files of their
 * own (docs/architecture.md#scale), so any instance serves any photo and a photo deleted on one
 * is gone on all. The name is the random part of the photo's address (`/images/avatars/<name>`);
 * a row goes with its account's erasure (anonymise-account.ts) or the photo's replacement.
 * Resized copies stay a per-instance disk cache (docs/decisions/007), checked against this table
 * before they are served.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('avatars')
    .addColumn('name', 'text', (c) => c.primaryKey().check(sql`name ~ '^[A-Za-z0-9_-]{22}\\.webp$'`))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull().check(sql`size > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create index avatars_user_idx on avatars (user_id)`.execute(db)
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('avatars').execute()
}
