import { type Kysely, sql } from 'kysely'

/**
 * The search without a commune (all of France) with dates: its page walks start-date order and
 * skips the offers that end before the window, and its exact count reads every offer that matches,
 * 60,000 to 130,000 of them at a million offers for a window of one to four weeks. Both checked
 * the chosen days and the filters in the table, one page of it (the heap) per offer: seconds.
 * With the columns the search's conditions read in the indexes, both are index-only scans. The
 * start-date index keeps its name and key (the page's order) and gains them; the count takes
 * whichever range is narrower: the offers that start before the window's end (that index, near
 * windows) or those that end after its start (the new one, later windows).
 * replacements_published_dates_idx stays as it is: without the included columns its keys are
 * deduplicated (5 MB against 85 MB at a million offers), which the count without dates and the
 * expiry job read faster.
 * Built inside the migration's transaction, like every migration here: writes to replacements wait
 * while they build (some twenty seconds at a million offers).
 */
export async function up(db: Kysely<any>) {
  await sql`drop index replacements_published_start_idx`.execute(db)
  await sql`create index replacements_published_start_idx on replacements (start_date, id)
    include (end_date, days, shifts, care_types, urgency, retrocession_percent, housing_offered)
    where status = 'published'`.execute(db)
  await sql`create index replacements_published_count_idx on replacements (end_date, start_date)
    include (days, shifts, care_types, urgency, retrocession_percent, housing_offered)
    where status = 'published'`.execute(db)
}

export async function down(db: Kysely<any>) {
  await sql`drop index replacements_published_count_idx`.execute(db)
  await sql`drop index replacements_published_start_idx`.execute(db)
  await sql`create index replacements_published_start_idx on replacements (start_date, id) where status = 'published'`.execute(db)
}
