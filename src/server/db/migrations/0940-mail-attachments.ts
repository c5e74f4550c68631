import { type Kysely, sql } from 'kysely'

/**
 * A mail's attachments, by reference (`[{ kind, id }]`, mail/mail-attachments.ts): the worker
 * reads the file where it lives (a signed contract's PDF) when it sends, so the outbox never holds
 * a copy of the bytes, and a file erased meanwhile is not sent.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('attachments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable('mail_outbox').dropColumn('attachments').execute()
}
