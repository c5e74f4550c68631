import { type Kysely, sql } from 'kysely'

/**
 * The replacement contract signed in the app (docs/decisions/019-contract-signature.md).
 *
 * `replacement_contracts`: one row per accepted application once a party completes or signs it:
 * what the parties completed (what the profiles lack), and, once both have signed, the signed PDF
 * (its bytes in the database like every file, docs/architecture.md#scale) and its SHA-256, which
 * the public verification page looks up.
 *
 * `contract_signatures`: each signature with its evidence (time, IP, user agent, how the account
 * confirmed, the exact text signed and its SHA-256, the drawn PNG or the typed name). A signature
 * whose text no longer matches is voided, never deleted; at most one valid signature per party.
 * The signer's name is kept in the row: the evidence outlives an account's erasure.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('replacement_contracts')
    .addColumn('application_id', 'integer', (c) => c.primaryKey().references('applications.id').onDelete('cascade'))
    .addColumn('completions', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('pdf', 'bytea')
    .addColumn('pdf_sha256', 'text', (c) => c.unique())
    .addColumn('pdf_created_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'replacement_contracts_pdf_complete',
      sql`(pdf is null) = (pdf_sha256 is null) and (pdf is null) = (pdf_created_at is null)`,
    )
    .execute()
  await sql`alter table replacement_contracts alter column pdf set storage external`.execute(db)

  await db.schema
    .createTable('contract_signatures')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('replacement_contracts.application_id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('holder', 'nurse')`))
    .addColumn('signer_name', 'text', (c) => c.notNull())
    .addColumn('signer_email', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('text_sha256', 'text', (c) => c.notNull().check(sql`text_sha256 ~ '^[0-9a-f]{64}$'`))
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('password', 'totp')`))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('image_png', 'bytea')
    .addColumn('typed_name', 'text')
    .addColumn('signed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('voided_at', 'timestamptz')
    .addCheckConstraint('contract_signatures_one_mark', sql`(image_png is null) <> (typed_name is null)`)
    .execute()
  await sql`create unique index contract_signatures_one_valid on contract_signatures (application_id, role) where voided_at is null`.execute(
    db,
  )
  await sql`create index contract_signatures_user_idx on contract_signatures (user_id)`.execute(db)
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('contract_signatures').execute()
  await db.schema.dropTable('replacement_contracts').execute()
}
