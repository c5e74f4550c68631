import { type Kysely, sql } from 'kysely'

/**
 * An invitation opens a conversation between the holder and the nurse she invited
 * (docs/product.md#availability): kind `invitation`, keyed by the invitation. When the nurse
 * applies to the offer, that same conversation becomes her application's (kind `application`,
 * `invitation_id` kept): the two go on talking in one thread. A later invitation to the same
 * offer takes over the earlier one's conversation (`invitation_id` moves), so one nurse and one
 * offer never make two threads before she applies.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable('conversations')
    .addColumn('invitation_id', 'integer', (c) => c.references('invitations.id').onDelete('cascade'))
    .execute()
  await db.schema.alterTable('conversations').dropConstraint('conversations_kind_check').execute()
  await db.schema
    .alterTable('conversations')
    .addCheckConstraint('conversations_kind_check', sql`kind in ('application', 'invitation', 'partner_response', 'team')`)
    .execute()
  await db.schema.alterTable('conversations').dropConstraint('conversations_context_check').execute()
  await db.schema
    .alterTable('conversations')
    .addCheckConstraint(
      'conversations_context_check',
      sql`(kind = 'application' and application_id is not null and user_b_id is not null)
        or (kind = 'invitation' and invitation_id is not null and application_id is null and user_b_id is not null)
        or (kind = 'partner_response' and user_b_id is not null)
        or (kind = 'team' and user_b_id is null and application_id is null)`,
    )
    .execute()
  await sql`create unique index conversations_invitation_key on conversations (invitation_id) where kind = 'invitation'`.execute(
    db,
  )
}

export async function down(db: Kysely<any>) {
  await sql`delete from conversations where kind = 'invitation'`.execute(db)
  await sql`drop index conversations_invitation_key`.execute(db)
  await db.schema.alterTable('conversations').dropConstraint('conversations_kind_check').execute()
  await db.schema
    .alterTable('conversations')
    .addCheckConstraint('conversations_kind_check', sql`kind in ('application', 'partner_response', 'team')`)
    .execute()
  await db.schema.alterTable('conversations').dropConstraint('conversations_context_check').execute()
  await db.schema
    .alterTable('conversations')
    .addCheckConstraint(
      'conversations_context_check',
      sql`(kind = 'application' and application_id is not null and user_b_id is not null)
        or (kind = 'partner_response' and user_b_id is not null)
        or (kind = 'team' and user_b_id is null and application_id is null)`,
    )
    .execute()
  await db.schema.alterTable('conversations').dropColumn('invitation_id').execute()
}
