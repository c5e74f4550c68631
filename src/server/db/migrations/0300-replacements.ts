import { type Kysely, sql } from 'kysely'

/**
 * The replacement marketplace: offers, applications and the history of changes to
 * published offers. The offer keeps a copy of its commune's position so that the search by
 * distance is one indexed query (bounding box on lat/lng, then the exact distance in SQL).
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('replacements')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('author_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('draft').check(sql`status in ('draft', 'published', 'filled', 'cancelled', 'expired')`),
    )
    .addColumn('urgency', 'text', (c) => c.notNull().defaultTo('normal').check(sql`urgency in ('normal', 'urgent', 'immediate')`))
    .addColumn('commune_insee', 'text')
    .addColumn('commune_name', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('department', 'text')
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('start_date', 'date')
    .addColumn('end_date', 'date')
    // Chosen days when the offer is not a plain range (start/end are then their first and last).
    .addColumn('days', sql`date[]`)
    .addColumn('shifts', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('care_types', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('patients_per_day', 'integer', (c) => c.check(sql`patients_per_day between 1 and 300`))
    .addColumn('retrocession_percent', 'integer', (c) => c.check(sql`retrocession_percent between 50 and 100`))
    .addColumn('housing_offered', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('vehicle_required', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('software', 'text')
    .addColumn('description', 'text')
    .addColumn('answer_window_ends_at', 'timestamptz')
    .addColumn('published_at', 'timestamptz')
    .addColumn('filled_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('cancel_reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Only a draft may be incomplete.
    .addCheckConstraint(
      'replacements_complete_unless_draft',
      sql`status = 'draft' or (commune_insee is not null and lat is not null and lng is not null and start_date is not null and end_date is not null and retrocession_percent is not null and cardinality(shifts) > 0)`,
    )
    .addCheckConstraint('replacements_dates_order', sql`end_date is null or start_date is null or end_date >= start_date`)
    .execute()

  // The search: published offers in a bounding box, then by dates.
  await sql`create index replacements_published_position_idx on replacements (lat, lng) where status = 'published'`.execute(db)
  await sql`create index replacements_published_dates_idx on replacements (end_date, start_date) where status = 'published'`.execute(
    db,
  )
  await sql`create index replacements_author_idx on replacements (author_user_id, status)`.execute(db)

  await db.schema
    .createTable('applications')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('replacement_id', 'integer', (c) => c.notNull().references('replacements.id').onDelete('cascade'))
    .addColumn('applicant_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'accepted', 'declined', 'withdrawn')`),
    )
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    // Days applied for (null: all), replaced by the days accepted when the holder splits.
    .addColumn('dates', sql`date[]`)
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // One application per nurse and offer: a second one is refused with a clear message.
    .addUniqueConstraint('applications_one_per_nurse', ['replacement_id', 'applicant_user_id'])
    .execute()
  await sql`create index applications_applicant_idx on applications (applicant_user_id, status)`.execute(db)

  await db.schema
    .createTable('replacement_changes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('replacement_id', 'integer', (c) => c.notNull().references('replacements.id').onDelete('cascade'))
    .addColumn('changes', 'jsonb', (c) => c.notNull())
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await sql`create index replacement_changes_replacement_idx on replacement_changes (replacement_id, changed_at)`.execute(db)
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('replacement_changes').execute()
  await db.schema.dropTable('applications').execute()
  await db.schema.dropTable('replacements').execute()
}
