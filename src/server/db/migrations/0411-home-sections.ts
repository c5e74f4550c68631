import { type Kysely, sql } from 'kysely'

// The sections of the public home page. `body` is the kind's structured content,
// validated by the shared schema (src/shared/home-sections.ts) before it is written.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('home_sections')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('hero', 'how_it_works', 'audiences', 'testimonials', 'faq', 'partners')`),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create index home_sections_published_idx on home_sections (position, id) where published`.execute(db)
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('home_sections').execute()
}
