import { type Kysely, sql } from 'kysely'

/**
 * The nurse search joins the communes around the point to the listed nurses by their zone's
 * INSEE code. Without an index on that code it read every listed nurse (at 100,000 nurses, some
 * 60,000 rows on every page of the table) to keep the few hundred around the point; with this
 * one, a step down the index per commune around it. The columns the search filters on are in the
 * index, so the nurses out of reach cost no visit to the table. Each nurse in reach is then
 * checked to be on an active account: in the index of those accounts alone, not on the users'
 * table (around a city, thousands of them).
 */
export async function up(db: Kysely<any>) {
  await sql`
    create index nurses_listed_zone_idx on nurses (zone_commune_insee)
    include (radius_km, care_types, id, user_id, zone_commune_name)
    where validated_at is not null and accepts_new_patients
  `.execute(db)
  await sql`create index users_active_idx on users (id) where status = 'active' and deleted_at is null`.execute(db)
}

export async function down(db: Kysely<any>) {
  await sql`drop index if exists users_active_idx`.execute(db)
  await sql`drop index if exists nurses_listed_zone_idx`.execute(db)
}
