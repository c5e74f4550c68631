import { type Kysely, sql } from 'kysely'

// Communes of France (reference data loaded at start, see modules/communes/communes.loader.ts).
// One row per commune, postal code and name: a commune with three postal codes has three rows, a
// former commune (COMD) has rows under its current INSEE code with its old name.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('communes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('insee', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // Normalised (no accents, lower case, one space between words) for prefix search.
    .addColumn('name_search', 'text', (c) => c.notNull())
    // The same without the leading article (le, la, les, l'): "hauts" finds "Les Hauts-Talican".
    .addColumn('name_search_bare', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('COM', 'ARM', 'COMD')`))
    .addColumn('parent_insee', 'text')
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    // True when the data had no coordinates and the department's centre stands in.
    .addColumn('approximate', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('population', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  // Plain indexes, no constraints: the loader drops and rebuilds them around a bulk load (twice as
  // fast as maintaining them row by row). The unique one also serves lookups by INSEE code.
  await sql`create unique index communes_insee_postal_code_name_idx on communes (insee, postal_code, name)`.execute(db)
  // text_pattern_ops: `like 'prefix%'` uses the index whatever the database's collation.
  await sql`create index communes_name_search_idx on communes (name_search text_pattern_ops)`.execute(db)
  await sql`create index communes_name_search_bare_idx on communes (name_search_bare text_pattern_ops)`.execute(db)
  await sql`create index communes_postal_code_idx on communes (postal_code text_pattern_ops)`.execute(db)

  // Which version of each reference file is loaded (a checksum of the file).
  await db.schema
    .createTable('reference_data')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('checksum', 'text', (c) => c.notNull())
    .addColumn('row_count', 'integer', (c) => c.notNull())
    .addColumn('loaded_at', 'timestamptz', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('reference_data').execute()
  await db.schema.dropTable('communes').execute()
}
