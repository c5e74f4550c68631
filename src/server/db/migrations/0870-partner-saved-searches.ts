import { type Kysely, sql } from 'kysely'

/**
 * Saved searches of partner listings (docs/product.md#partner-listings): a saved search now has a
 * `subject`, the offers' (`replacements`, every search saved before) or the listings'
 * (`partner_listings`), whose filters are partnerListingSearchSchema's without paging, kept in
 * the same `filters` column with the searched commune's position copied beside them.
 *
 * partner_listing_search_matches remembers which listing already alerted which search, as
 * saved_search_matches does for offers: once per listing and search, even when publication is
 * retried or two instances run it at once (the primary key decides).
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable('saved_searches')
    .addColumn('subject', 'text', (c) =>
      c.notNull().defaultTo('replacements').check(sql`subject in ('replacements', 'partner_listings')`),
    )
    .execute()
  // Matching a new listing: the listings' searches with alerts on, by position (a bounding box first).
  await sql`drop index saved_searches_alert_position_idx`.execute(db)
  await sql`create index saved_searches_alert_position_idx on saved_searches (subject, lat, lng) where alert`.execute(db)

  await db.schema
    .createTable('partner_listing_search_matches')
    .addColumn('saved_search_id', 'integer', (c) => c.notNull().references('saved_searches.id').onDelete('cascade'))
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('partner_listings.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('partner_listing_search_matches_pk', ['saved_search_id', 'listing_id'])
    .execute()
  await sql`create index partner_listing_search_matches_listing_idx on partner_listing_search_matches (listing_id)`.execute(db)
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('partner_listing_search_matches').execute()
  await sql`drop index saved_searches_alert_position_idx`.execute(db)
  await sql`create index saved_searches_alert_position_idx on saved_searches (lat, lng) where alert`.execute(db)
  await db.schema.alterTable('saved_searches').dropColumn('subject').execute()
}
