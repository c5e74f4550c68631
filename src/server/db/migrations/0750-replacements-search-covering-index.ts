import { type Kysely, sql } from 'kysely'

/**
 * The search around a commune reads every open offer in the bounding box, then keeps those that
 * match the dates, the distance and the filters. With the filtered columns in the position index,
 * that is an index-only scan: at a million offers, a 30 km box around Paris holds some 76,000 of
 * them, each on its own page of the table (the heap), which is what the search spent its time on.
 * Same name and key as before: the other readers of the index keep it.
 */
export async function up(db: Kysely<any>) {
  await sql`drop index replacements_published_position_idx`.execute(db)
  await sql`create index replacements_published_position_idx on replacements (lat, lng)
    include (id, end_date, start_date, days, shifts, care_types, urgency, retrocession_percent, housing_offered)
    where status = 'published'`.execute(db)
}

export async function down(db: Kysely<any>) {
  await sql`drop index replacements_published_position_idx`.execute(db)
  await sql`create index replacements_published_position_idx on replacements (lat, lng) where status = 'published'`.execute(db)
}
