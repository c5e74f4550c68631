import { type Kysely, sql } from 'kysely'

// The CRM of the users back office: each account's place in the pipeline, the day of
// the next action, tags, and notes by the team. An account with no row is in the first stage.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('user_crm')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('stage', 'text', (c) =>
      c.notNull().defaultTo('new').check(sql`stage in ('new', 'to_contact', 'contacted', 'followed_up', 'subscribed', 'lost')`),
    )
    .addColumn('next_action_on', 'date')
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('user_crm_stage_idx').on('user_crm').column('stage').execute()
  await sql`create index user_crm_tags_idx on user_crm using gin (tags)`.execute(db)

  await db.schema
    .createTable('crm_notes')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('author_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create index crm_notes_user_idx on crm_notes (user_id, created_at desc)`.execute(db)
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('crm_notes').execute()
  await db.schema.dropTable('user_crm').execute()
}
