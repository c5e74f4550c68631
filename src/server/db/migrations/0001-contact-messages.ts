import { type Kysely, sql } from 'kysely'

// Migrations are frozen in time: they take Kysely<any> and never import the live table types.
export async function up(db: Kysely<any>) {
  await sql`create extension if not exists pg_trgm`.execute(db)
  await sql`create extension if not exists unaccent`.execute(db)
  await sql`create extension if not exists cube`.execute(db)
  await sql`create extension if not exists earthdistance`.execute(db)
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('fr'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('contact_messages').execute()
}
