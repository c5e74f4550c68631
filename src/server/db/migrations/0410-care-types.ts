import { type Kysely, sql } from 'kysely'

// The care types admins manage. The first rows are the twelve slugs nurse profiles have
// stored since accounts began (src/shared/care-types.ts), so every stored slug keeps its name.
// Written out here, not imported: a migration is frozen in time.
const seed: { slug: string; name: string; category: string }[] = [
  { slug: 'pansements', name: 'Pansements', category: 'technique' },
  { slug: 'injections', name: 'Injections', category: 'technique' },
  { slug: 'perfusions', name: 'Perfusions', category: 'technique' },
  { slug: 'prises-de-sang', name: 'Prises de sang', category: 'technique' },
  { slug: 'diabete', name: 'Diabète (insuline, surveillance)', category: 'chronique' },
  { slug: 'soins-d-hygiene', name: 'Soins d’hygiène et de confort', category: 'hygiene' },
  { slug: 'soins-palliatifs', name: 'Soins palliatifs', category: 'accompagnement' },
  { slug: 'chimiotherapie', name: 'Chimiothérapie à domicile', category: 'technique' },
  { slug: 'stomies', name: 'Stomies', category: 'technique' },
  { slug: 'education-therapeutique', name: 'Éducation thérapeutique', category: 'accompagnement' },
  { slug: 'surveillance-post-operatoire', name: 'Surveillance post-opératoire', category: 'chronique' },
  { slug: 'sante-mentale', name: 'Santé mentale', category: 'accompagnement' },
]

export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('care_types')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('slug', 'text', (c) => c.notNull().unique().check(sql`slug ~ '^[a-z0-9][a-z0-9-]{0,59}$'`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) =>
      c.notNull().check(sql`category in ('technique', 'hygiene', 'chronique', 'accompagnement')`),
    )
    .addColumn('description', 'text')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  // Two care types named alike would be two entries nobody can tell apart in a picker.
  await sql`create unique index care_types_name_unique on care_types (lower(name))`.execute(db)
  await db
    .insertInto('care_types')
    .values(seed.map((row, index) => ({ ...row, position: (index + 1) * 10 })))
    .execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('care_types').execute()
}
