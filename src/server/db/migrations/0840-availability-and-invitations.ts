import { type Kysely, sql } from 'kysely'

/**
 * A replacement nurse's availability (docs/product.md#availability): one row of settings per nurse
 * who saved it (zone, care types, conditions, shown or paused) and her periods; and the holders'
 * invitations to an offer. The older `user_availability` (0202, "available until") stays as it is:
 * it is the profile's on/off switch for the urgent alerts.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('availabilities')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('visible', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('zone_commune_insee', 'text', (c) => c.notNull())
    .addColumn('zone_commune_name', 'text', (c) => c.notNull())
    .addColumn('radius_km', 'integer', (c) => c.notNull().check(sql`radius_km between 1 and 200`))
    .addColumn('care_types', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('min_retrocession_percent', 'integer', (c) => c.check(sql`min_retrocession_percent between 50 and 100`))
    .addColumn('has_vehicle', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('note', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('availability_periods')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('availabilities.user_id').onDelete('cascade'))
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date', (c) => c.notNull())
    // Chosen days (start and end are then their first and last); null: every day of the range.
    .addColumn('days', sql`date[]`)
    .addColumn('shifts', sql`text[]`, (c) => c.notNull())
    .addCheckConstraint('availability_periods_order_check', sql`end_date >= start_date`)
    .execute()
  // The search reads the periods still running of the nurses found.
  await db.schema
    .createIndex('availability_periods_user_end_idx')
    .on('availability_periods')
    .columns(['user_id', 'end_date'])
    .execute()

  await db.schema
    .createTable('invitations')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('replacement_id', 'integer', (c) => c.notNull().references('replacements.id').onDelete('cascade'))
    .addColumn('holder_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('nurse_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'applied', 'declined', 'ended')`))
    .addColumn('application_id', 'integer', (c) => c.references('applications.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('answered_at', 'timestamptz')
    .execute()
  // One pending invitation per nurse and offer: inviting twice, even concurrently, finds the first.
  await sql`create unique index invitations_one_pending_idx on invitations (replacement_id, nurse_user_id) where status = 'pending'`.execute(
    db,
  )
  await sql`create index invitations_nurse_idx on invitations (nurse_user_id, created_at desc, id desc)`.execute(db)

  // Invitations end with their offer, whichever code path fills, cancels or expires it (an
  // accept, a cancel, the expiry job, the back office): a trigger, so that none can forget it,
  // and a withdrawal that opens a filled offer again does not bring them back.
  await sql`
    create function end_invitations_of_closed_offer() returns trigger language plpgsql as $$
    begin
      update invitations set status = 'ended' where replacement_id = new.id and status = 'pending';
      return new;
    end
    $$
  `.execute(db)
  await sql`
    create trigger replacements_end_invitations
    after update of status on replacements
    for each row
    when (new.status in ('filled', 'cancelled', 'expired') and old.status is distinct from new.status)
    execute function end_invitations_of_closed_offer()
  `.execute(db)
}

export async function down(db: Kysely<any>) {
  await sql`drop trigger if exists replacements_end_invitations on replacements`.execute(db)
  await sql`drop function if exists end_invitations_of_closed_offer()`.execute(db)
  await db.schema.dropTable('invitations').execute()
  await db.schema.dropTable('availability_periods').execute()
  await db.schema.dropTable('availabilities').execute()
}
