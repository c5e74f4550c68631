import { type Kysely, sql } from 'kysely'

/**
 * Which nurse was alerted about which urgent or immediate offer: once per offer and
 * nurse, whatever retries or concurrent instances do, and the holder can see how many were told.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('urgent_alerts')
    .addColumn('replacement_id', 'integer', (c) => c.notNull().references('replacements.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('distance_km', 'double precision', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('urgent_alerts_pk', ['replacement_id', 'user_id'])
    .execute()
  await sql`create index urgent_alerts_user_idx on urgent_alerts (user_id)`.execute(db)
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('urgent_alerts').execute()
}
