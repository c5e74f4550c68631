import { type Kysely, sql } from 'kysely'

/**
 * The public nurse search and the patients' requests it sends.
 *
 * patient_requests: what a patient or a relative asks a nurse found by the search, followed up
 * by the admins. The contact details and the message are personal data kept for a
 * limited time (PATIENT_REQUEST_RETENTION_MONTHS): the purge empties them and sets purged_at,
 * keeping the rest (nurse, commune, care type, status, dates) for the figures.
 * patient_request_notes: the admins' follow-up notes, one row per note with its author and date
 * (a history, not one text field overwritten); deleted with the personal data.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('patient_requests')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    // The nurse contacted; the request stays (for the figures) if the account goes.
    .addColumn('nurse_id', 'integer', (c) => c.references('nurses.id').onDelete('set null'))
    .addColumn('name', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('commune_insee', 'text', (c) => c.notNull())
    .addColumn('commune_name', 'text', (c) => c.notNull())
    .addColumn('care_type', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('fr'))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('nouveau').check(sql`status in ('nouveau', 'transmis', 'pris_en_charge', 'clos')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('purged_at', 'timestamptz')
    // Until purged, a way to call the patient back exists; once purged, nothing personal is left.
    .addCheckConstraint(
      'patient_requests_personal_data',
      sql`(purged_at is null and name is not null and message is not null and (phone is not null or email is not null))
        or (purged_at is not null and name is null and phone is null and email is null and message is null)`,
    )
    .execute()
  await sql`create index patient_requests_created_idx on patient_requests (created_at desc, id desc)`.execute(db)
  await sql`create index patient_requests_status_idx on patient_requests (status, created_at desc)`.execute(db)
  await sql`create index patient_requests_nurse_idx on patient_requests (nurse_id)`.execute(db)
  // The purge looks for old rows still holding personal data.
  await sql`create index patient_requests_to_purge_idx on patient_requests (created_at) where purged_at is null`.execute(db)

  await db.schema
    .createTable('patient_request_notes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('patient_request_id', 'integer', (c) => c.notNull().references('patient_requests.id').onDelete('cascade'))
    .addColumn('author_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create index patient_request_notes_request_idx on patient_request_notes (patient_request_id, created_at)`.execute(db)

  // The search reads only the nurses the public may see, by the commune of their zone.
  await sql`
    create index nurses_public_search_idx on nurses (zone_commune_insee)
    where validated_at is not null and accepts_new_patients and zone_commune_insee is not null
  `.execute(db)
}

export async function down(db: Kysely<any>) {
  await sql`drop index if exists nurses_public_search_idx`.execute(db)
  await db.schema.dropTable('patient_request_notes').execute()
  await db.schema.dropTable('patient_requests').execute()
}
