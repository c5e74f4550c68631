import { type Kysely, sql } from 'kysely'

// The nurse search looks around a point as far as the largest radius of a listed nurse: one step
// down this index.
export async function up(db: Kysely<any>) {
  await sql`
    create index nurses_listed_radius_idx on nurses (radius_km)
    where validated_at is not null and accepts_new_patients
  `.execute(db)
}

export async function down(db: Kysely<any>) {
  await sql`drop index if exists nurses_listed_radius_idx`.execute(db)
}
