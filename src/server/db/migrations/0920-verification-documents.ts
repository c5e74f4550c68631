import { type Kysely, sql } from 'kysely'

/**
 * A nurse's verification documents (docs/product.md#verification-documents) and, apart, their
 * bytes. A document's file lives behind a storage (docs/decisions/018): by default the
 * `document_blobs` table, as avatars and message attachments are, so any instance serves any file;
 * on disk under DATA_DIR or in an S3-compatible bucket when configured. The row names the file by
 * a random key; a key whose row went (erasure, retention) waits in `document_blob_trash` until the
 * documents job has deleted it from a storage outside the database.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('verification_documents')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('diploma', 'ordre_attestation', 'insurance', 'replacement_authorisation')`),
    )
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'approved', 'rejected', 'expired', 'replaced')`),
    )
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull().check(sql`content_type in ('image/webp', 'application/pdf')`))
    .addColumn('size', 'integer', (c) => c.notNull().check(sql`size > 0`))
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique().check(sql`storage_key ~ '^[A-Za-z0-9_-]{22}$'`))
    .addColumn('expires_on', 'date')
    .addColumn('rejection_reason', 'text')
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('reminded_30_at', 'timestamptz')
    .addColumn('reminded_7_at', 'timestamptz')
    .addColumn('retain_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create index verification_documents_user_idx on verification_documents (user_id, kind)`.execute(db)
  // The admins' queue, oldest first.
  await sql`create index verification_documents_pending_idx on verification_documents (created_at) where status = 'pending'`.execute(
    db,
  )
  // The reminders and the expiry.
  await sql`create index verification_documents_expiry_idx on verification_documents (expires_on) where status = 'approved' and expires_on is not null`.execute(
    db,
  )
  await sql`create index verification_documents_retention_idx on verification_documents (retain_until) where retain_until is not null`.execute(
    db,
  )

  await db.schema
    .createTable('document_blobs')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  // PDFs and WebP are compressed already: TOAST stores them out of line without trying again.
  await sql`alter table document_blobs alter column bytes set storage external`.execute(db)

  await db.schema
    .createTable('document_blob_trash')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('document_blob_trash').execute()
  await db.schema.dropTable('document_blobs').execute()
  await db.schema.dropTable('verification_documents').execute()
}
