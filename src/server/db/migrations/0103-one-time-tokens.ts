import { type Kysely, sql } from 'kysely'

// Secrets that work once: e-mail verification, password reset, first password after an immediate
// registration, and the two-factor login challenge (the `hash` of POST /api/login). Stored as
// SHA-256; `email` is the address the token was issued for, so an e-mail change voids it.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('one_time_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('verify', 'reset', 'set-password', 'login-challenge')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('one_time_tokens_user_kind_idx').on('one_time_tokens').columns(['user_id', 'kind']).execute()
  await db.schema.createIndex('one_time_tokens_expires_at_idx').on('one_time_tokens').column('expires_at').execute()

  await db.schema
    .createTable('two_factor_recovery_codes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addUniqueConstraint('two_factor_recovery_codes_user_code', ['user_id', 'code_hash'])
    .execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('two_factor_recovery_codes').execute()
  await db.schema.dropTable('one_time_tokens').execute()
}
