import { type Kysely, sql } from 'kysely'

// A replacement nurse's availability (PUT /api/users/{id}/update-status): one row per user who
// set it; no row means available. `until` is the first day they are available again.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('user_availability')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('available', 'unavailable')`))
    .addColumn('until', 'date')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('user_availability').execute()
}
