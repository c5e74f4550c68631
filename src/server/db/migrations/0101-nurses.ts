import { type Kysely, sql } from 'kysely'

// The professional side of a user (docs/product.md#glossary): one row per user who registered as a nurse.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('nurses')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('rpps', 'text', (c) => c.check(sql`rpps ~ '^[0-9]{11}$'`))
    .addColumn('diploma_year', 'integer')
    .addColumn('care_types', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('zone_commune_insee', 'text')
    .addColumn('zone_commune_name', 'text')
    .addColumn('radius_km', 'integer', (c) => c.notNull().defaultTo(20).check(sql`radius_km between 1 and 200`))
    .addColumn('replacement_authorisation_expires_on', 'date')
    .addColumn('accepts_new_patients', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('urgent_help_opt_in', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('validated_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  // Admins look a number up to validate a nurse (and spot one claimed twice).
  await db.schema.createIndex('nurses_rpps_idx').on('nurses').column('rpps').execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('nurses').execute()
}
