import { type Kysely, sql } from 'kysely'

// Accounts. Secrets never leave the server: the password hash, the two-factor secret
// (encrypted with a key derived from APP_KEY) and the last TOTP step accepted (no replay).
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('email', 'text', (c) => c.notNull().check(sql`email = lower(btrim(email))`))
    .addColumn('password_hash', 'text')
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('account_type', 'text', (c) =>
      c.notNull().defaultTo('user').check(sql`account_type in ('user', 'administrator', 'developer')`),
    )
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'active', 'suspended')`))
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('phone', 'text')
    .addColumn('roles', sql`text[]`, (c) =>
      c.notNull().defaultTo(sql`'{}'::text[]`).check(sql`roles <@ array['titulaire', 'remplacant']::text[]`),
    )
    .addColumn('active_role', 'text', (c) => c.check(sql`active_role is null or active_role = any(roles)`))
    .addColumn('street', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('commune_insee', 'text')
    .addColumn('commune_name', 'text')
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('profil_url', 'text')
    .addColumn('bio', 'text')
    .addColumn('settings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('notification_preferences', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('charter_accepted_at', 'timestamptz')
    .addColumn('charter_version', 'text')
    .addColumn('two_factor_secret', 'text')
    .addColumn('two_factor_confirmed_at', 'timestamptz')
    .addColumn('two_factor_last_step', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .execute()
  // One account per address whatever its casing (docs/security.md#passwords-registration-login), soft-deleted ones included.
  await sql`create unique index users_email_unique on users (lower(email))`.execute(db)

  await db.schema
    .createTable('user_betas')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('email', 'text', (c) => c.notNull().check(sql`email = lower(btrim(email))`))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('commune', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('fr'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create unique index user_betas_email_unique on user_betas (lower(email))`.execute(db)
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('user_betas').execute()
  await db.schema.dropTable('users').execute()
}
