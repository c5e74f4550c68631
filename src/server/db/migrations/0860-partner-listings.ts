import { type Kysely, sql } from 'kysely'

/**
 * Partner listings (docs/product.md#partner-listings): one table for the four kinds, each kind's
 * own columns null for the others (the shared schema refuses them); their responses, one per member
 * and listing; and each listing's history for the back office. The conversation a response opens
 * is a `partner_response` conversation (0800), whose column now points here, once per response.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('partner_listings')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('author_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('association', 'collaboration', 'cession', 'recherche')`))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('draft').check(sql`status in ('draft', 'published', 'filled', 'withdrawn', 'expired')`),
    )
    .addColumn('commune_insee', 'text')
    .addColumn('commune_name', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('department', 'text')
    .addColumn('lat', 'float8')
    .addColumn('lng', 'float8')
    .addColumn('radius_km', 'integer', (c) => c.check(sql`radius_km between 1 and 200`))
    .addColumn('start_date', 'date')
    .addColumn('premises', 'text', (c) => c.check(sql`premises in ('cabinet', 'shared', 'home_visits_only')`))
    .addColumn('software', 'text')
    .addColumn('vehicle_required', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('parking', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('description', 'text')
    // association
    .addColumn('share_percent', 'integer', (c) => c.check(sql`share_percent between 1 and 99`))
    .addColumn('price_eur', 'integer', (c) => c.check(sql`price_eur >= 0`))
    .addColumn('price_kind', 'text', (c) => c.check(sql`price_kind in ('shares', 'presentation_right')`))
    .addColumn('team_size', 'integer', (c) => c.check(sql`team_size between 1 and 50`))
    // collaboration
    .addColumn('redevance_percent', 'integer', (c) => c.check(sql`redevance_percent between 0 and 50`))
    .addColumn('redevance_covers', 'text')
    .addColumn('days_per_week', 'integer', (c) => c.check(sql`days_per_week between 1 and 7`))
    // cession
    .addColumn('fees_bracket', 'text', (c) =>
      c.check(sql`fees_bracket in ('lt_100k', '100k_150k', '150k_200k', '200k_300k', 'gt_300k')`),
    )
    .addColumn('patients_per_day', 'integer', (c) => c.check(sql`patients_per_day between 1 and 300`))
    .addColumn('rounds', 'integer', (c) => c.check(sql`rounds between 1 and 20`))
    .addColumn('premises_taken_over', 'boolean')
    .addColumn('reason', 'text')
    // recherche
    .addColumn('experience_years', 'integer', (c) => c.check(sql`experience_years between 0 and 50`))
    .addColumn('experience', 'text')
    .addColumn('published_at', 'timestamptz')
    // Publication (or the last renewal) + 90 days; the renewal mail goes out 7 days before.
    .addColumn('expires_at', 'timestamptz')
    .addColumn('renewal_mailed_at', 'timestamptz')
    .addColumn('filled_at', 'timestamptz')
    .addColumn('withdrawn_at', 'timestamptz')
    // Written by an admin who unpublished it (mailed to the author).
    .addColumn('withdrawn_reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint(
      'partner_listings_published_check',
      sql`status = 'draft' or (published_at is not null and expires_at is not null)`,
    )
    .execute()
  // The search: published listings in a bounding box, then the exact distance.
  await sql`create index partner_listings_published_position_idx on partner_listings (lat, lng) where status = 'published'`.execute(
    db,
  )
  await sql`create index partner_listings_published_recent_idx on partner_listings (published_at desc, id desc) where status = 'published'`.execute(
    db,
  )
  // The expiry and renewal job.
  await sql`create index partner_listings_published_expiry_idx on partner_listings (expires_at) where status = 'published'`.execute(
    db,
  )
  await sql`create index partner_listings_author_idx on partner_listings (author_user_id, created_at desc, id desc)`.execute(db)

  await db.schema
    .createTable('partner_responses')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('partner_listings.id').onDelete('cascade'))
    .addColumn('responder_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('new').check(sql`status in ('new', 'discussing', 'retained', 'declined')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    // One response per member and listing, even when two arrive at once.
    .addUniqueConstraint('partner_responses_one_per_member', ['listing_id', 'responder_user_id'])
    .execute()
  await sql`create index partner_responses_responder_idx on partner_responses (responder_user_id, created_at desc, id desc)`.execute(
    db,
  )

  await db.schema
    .createTable('partner_listing_history')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('partner_listings.id').onDelete('cascade'))
    // null: the platform (the expiry job).
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`action in ('created', 'edited', 'published', 'renewed', 'filled', 'withdrawn', 'unpublished', 'expired', 'renewal_mailed')`,
        ),
    )
    .addColumn('note', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute()
  await sql`create index partner_listing_history_listing_idx on partner_listing_history (listing_id, at, id)`.execute(db)

  // The conversation a response opens, once: opening twice, even concurrently, finds the same row.
  await sql`alter table conversations add constraint conversations_partner_response_fkey
    foreign key (partner_response_id) references partner_responses (id) on delete cascade`.execute(db)
  await sql`create unique index conversations_partner_response_key on conversations (partner_response_id) where kind = 'partner_response'`.execute(
    db,
  )
}

export async function down(db: Kysely<any>) {
  await sql`drop index if exists conversations_partner_response_key`.execute(db)
  await sql`alter table conversations drop constraint if exists conversations_partner_response_fkey`.execute(db)
  await db.schema.dropTable('partner_listing_history').execute()
  await db.schema.dropTable('partner_responses').execute()
  await db.schema.dropTable('partner_listings').execute()
}
