import { type Kysely, sql } from 'kysely'

/**
 * The search without a commune lists open offers by start date: this index gives the first page
 * in order without sorting every published offer in France (100,000 in the benchmark).
 */
export async function up(db: Kysely<any>) {
  await sql`create index replacements_published_start_idx on replacements (start_date, id) where status = 'published'`.execute(db)
}

export async function down(db: Kysely<any>) {
  await sql`drop index replacements_published_start_idx`.execute(db)
}
