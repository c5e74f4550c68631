import { type Kysely, sql } from 'kysely'

/**
 * Saved searches: the filters of a search (replacementSearchSchema's, without paging),
 * kept with a name, that alert their owner when a matching offer is published. The searched
 * commune's position is copied beside the filters (as offers copy theirs), so that matching a new
 * offer against every saved search is one SQL query.
 *
 * saved_search_matches remembers which offer already alerted which search: once per offer and
 * search, even when publication is retried or two instances run the alert at once.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('saved_searches')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 80`))
    .addColumn('filters', 'jsonb', (c) => c.notNull())
    .addColumn('commune_insee', 'text')
    .addColumn('commune_name', 'text')
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('radius_km', 'integer', (c) => c.notNull().check(sql`radius_km between 1 and 200`))
    .addColumn('alert', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_alerted_at', 'timestamptz')
    .addCheckConstraint('saved_searches_position', sql`(commune_insee is null) = (lat is null) and (lat is null) = (lng is null)`)
    .execute()
  await sql`create index saved_searches_user_idx on saved_searches (user_id, created_at, id)`.execute(db)
  // Matching a new offer: the searches with alerts on, by position (a bounding box first).
  await sql`create index saved_searches_alert_position_idx on saved_searches (lat, lng) where alert`.execute(db)

  await db.schema
    .createTable('saved_search_matches')
    .addColumn('saved_search_id', 'integer', (c) => c.notNull().references('saved_searches.id').onDelete('cascade'))
    .addColumn('replacement_id', 'integer', (c) => c.notNull().references('replacements.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('saved_search_matches_pk', ['saved_search_id', 'replacement_id'])
    .execute()
  await sql`create index saved_search_matches_replacement_idx on saved_search_matches (replacement_id)`.execute(db)
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('saved_search_matches').execute()
  await db.schema.dropTable('saved_searches').execute()
}
