import { type Kysely, sql } from 'kysely'

// The nurse search finds the communes around a point by a box on their coordinates.
// The communes loader rebuilds every index of the table it finds in the catalogue after a load,
// this one included.
export async function up(db: Kysely<any>) {
  await sql`create index communes_position_idx on communes (lat, lng)`.execute(db)
}

export async function down(db: Kysely<any>) {
  await sql`drop index if exists communes_position_idx`.execute(db)
}
