import { createHash, randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { type Selectable, sql } from 'kysely'
import { normalizeCommuneName, withoutArticle } from '#shared/commune.ts'
import type { Db } from '../../db/connect.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { CommunesTable, CommuneType } from './communes.table.ts'
import { parseCsv } from './csv.ts'
import { DERIVED_ROWS_VERSION, wholeCities } from './whole-cities.ts'

const dataDir = new URL('./data/', import.meta.url)
// Any constant shared by every instance: parallel starts load the file once between them.
const LOCK_KEY = 7_246_201

/** A row as the loader writes it: every column but the generated id, `approximate` always given. */
type CommuneRow = Omit<Selectable<CommunesTable>, 'id'>

/** Rows per statement into the staging table: each statement holds the embedded database alone. */
const STAGING_BATCH = 1_000
const stagingPrefix = 'communes_load_'
// A staging table older than this was left by a process that died mid-load.
const STALE_STAGING_MS = 60 * 60 * 1000

/**
 * Fills the communes table from data/communes.csv when it is empty or the file changed since the
 * last load (a checksum in reference_data). Meant to run in the background once the server
 * listens (main.ts); until the first load is done, the communes routes say so (communesLoaded).
 *
 * The embedded database runs one statement at a time in this process's thread, so the work is
 * cut small, with a pause between pieces, and requests (the health check first) get their turn:
 * the rows go a few thousand at a time into a staging table of this load, shaped like `communes`,
 * which then gets the indexes of `communes` (read from the catalogue, so that the migrations stay
 * the one place that defines them). One short transaction then puts it in the place of
 * `communes`: readers see the old rows or the new ones, never half. Two instances starting
 * together each fill their own staging table; the advisory lock lets one swap, and the other
 * finds the work done. (Nothing may reference `communes` by foreign key: the table is replaced.)
 */
export async function loadCommunes(db: Db, now: Date): Promise<{ loaded: boolean; rows: number }> {
  const [communesCsv, departementsCsv] = await Promise.all([
    readFile(new URL('communes.csv', dataDir), 'utf8'),
    readFile(new URL('departements.csv', dataDir), 'utf8'),
  ])
  const checksum = createHash('sha256')
    .update(communesCsv)
    .update('\0')
    .update(departementsCsv)
    .update('\0')
    .update(DERIVED_ROWS_VERSION)
    .digest('hex')
  if (await isCurrent(db, checksum)) return { loaded: false, rows: 0 }

  await dropStaleStagingTables(db, now)
  const staging = `${stagingPrefix}${now.getTime()}_${randomBytes(4).toString('hex')}`
  await sql`create table ${sql.id(staging)} (like communes including defaults including constraints including identity)`.execute(
    db,
  )
  try {
    let rowCount = 0
    for (const batch of communeRowBatches(communesCsv, departementsCsv, STAGING_BATCH)) {
      await nextTurn()
      await insertBatch(db, staging, batch)
      rowCount += batch.length
      await nextTurn()
    }
    const constraints = await keyConstraintsOf(db, 'communes')
    for (const constraint of constraints) {
      await sql`alter table ${sql.id(staging)} add constraint ${sql.id(stagingName(staging, constraint.name))} ${sql.raw(constraint.definition)}`.execute(
        db,
      )
      await nextTurn()
    }
    const indexes = await plainIndexesOf(db, 'communes')
    for (const index of indexes) {
      await sql.raw(index.definitionOn(staging)).execute(db)
      await nextTurn()
    }
    return await inTransaction(db, async (trx) => {
      await sql`select pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx)
      // Another instance may have swapped its own rows in while this one was filling.
      if (await isCurrent(trx, checksum)) return { loaded: false, rows: 0 }
      await sql`drop table communes`.execute(trx)
      await sql`alter table ${sql.id(staging)} rename to communes`.execute(trx)
      for (const constraint of constraints) {
        await sql`alter table communes rename constraint ${sql.id(stagingName(staging, constraint.name))} to ${sql.id(constraint.name)}`.execute(
          trx,
        )
      }
      for (const index of indexes)
        await sql`alter index ${sql.id(stagingName(staging, index.name))} rename to ${sql.id(index.name)}`.execute(trx)
      const { rows } = await sql<{
        sequence: string | null
      }>`select pg_get_serial_sequence('communes', 'id') as sequence`.execute(trx)
      const sequence = rows[0]?.sequence
      if (sequence) await sql`alter sequence ${sql.raw(sequence)} rename to communes_id_seq`.execute(trx)
      await trx
        .insertInto('reference_data')
        .values({ name: 'communes', checksum, row_count: rowCount, loaded_at: now })
        .onConflict((oc) => oc.column('name').doUpdateSet({ checksum, row_count: rowCount, loaded_at: now }))
        .execute()
      return { loaded: true, rows: rowCount }
    })
  } finally {
    // After a swap the name is gone; after a failure or another instance's swap, this drops the rows.
    await sql`drop table if exists ${sql.id(staging)}`.execute(db)
  }
}

/**
 * Whether the communes are there to search: false only until the very first load has finished
 * (a refresh keeps the previous rows readable until it swaps the new ones in).
 */
export async function communesLoaded(db: Db): Promise<boolean> {
  const loaded = await db.selectFrom('reference_data').select('name').where('name', '=', 'communes').executeTakeFirst()
  return loaded !== undefined
}

/** Lets the event loop (and the database queue) serve others between two pieces of the load. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}

/** Staging tables of loads whose process died (their name says when they started). */
async function dropStaleStagingTables(db: Db, now: Date) {
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_tables
    where schemaname = current_schema() and starts_with(tablename, ${stagingPrefix})
  `.execute(db)
  for (const { name } of rows) {
    const started = Number(name.slice(stagingPrefix.length).split('_')[0])
    if (Number.isFinite(started) && now.getTime() - started > STALE_STAGING_MS)
      await sql`drop table if exists ${sql.id(name)}`.execute(db)
  }
}

/** Index and constraint names are unique per schema: while on the staging table they carry its name. */
function stagingName(staging: string, name: string): string {
  // At most 63 bytes; the staging table's name comes first and keeps them unique.
  return `${staging}_${name}`.slice(0, 63)
}

/** Primary key and unique constraints (their indexes come with them), as pg_get_constraintdef writes them. */
async function keyConstraintsOf(db: Db, table: string): Promise<{ name: string; definition: string }[]> {
  const { rows } = await sql<{ name: string; definition: string }>`
    select c.conname as name, pg_get_constraintdef(c.oid) as definition
    from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = current_schema() and t.relname = ${table} and c.contype in ('p', 'u')
    order by c.conname
  `.execute(db)
  return rows
}

interface TableIndex {
  name: string
  /** The same index, built on the staging table under its staging name. */
  definitionOn(staging: string): string
}

/** The indexes of a table that no constraint owns, as pg_indexes defines them. */
async function plainIndexesOf(db: Db, table: string): Promise<TableIndex[]> {
  const { rows } = await sql<{ name: string; definition: string }>`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = ${table}
      and not exists (
        select 1 from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.conname = i.indexname and n.nspname = i.schemaname
      )
    order by i.indexname
  `.execute(db)
  return rows.map(({ name, definition }) => {
    // "CREATE [UNIQUE] INDEX <name> ON [ONLY] <schema>.<table> USING …", as pg_get_indexdef writes it.
    const parts = /^(CREATE (?:UNIQUE )?INDEX )(\S+)( ON (?:ONLY )?)(\S+)( USING .*)$/s.exec(definition)
    if (!parts) throw new Error(`Unexpected index definition: ${definition}`)
    const [, create, , on, qualifiedTable = '', using] = parts
    const schema = qualifiedTable.slice(0, qualifiedTable.lastIndexOf('.') + 1)
    return {
      name,
      definitionOn: (staging) =>
        `${create}${quoteIdentifier(stagingName(staging, name))}${on}${schema}${quoteIdentifier(staging)}${using}`,
    }
  })
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`
}

async function isCurrent(db: Db, checksum: string): Promise<boolean> {
  const loaded = await db
    .selectFrom('reference_data')
    .select(['checksum', 'row_count'])
    .where('name', '=', 'communes')
    .executeTakeFirst()
  if (loaded?.checksum !== checksum) return false
  const { count } = await db
    .selectFrom('communes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(count) === loaded.row_count
}

/**
 * The rows to store: former communes (COMD) get the department and region of their current
 * commune, and are dropped when they only repeat its name; rows without coordinates get the
 * department's centre; Paris, Lyon and Marseille come after their arrondissements as whole
 * cities (whole-cities.ts).
 */
export function communeRows(communesCsv: string, departementsCsv: string): CommuneRow[] {
  return [...communeRowBatches(communesCsv, departementsCsv, Number.POSITIVE_INFINITY)].flat()
}

/** communeRows in batches of `size`, built as they are asked for (the load pauses between them). */
export function* communeRowBatches(communesCsv: string, departementsCsv: string, size: number): Generator<CommuneRow[]> {
  const departements = parseCsv(departementsCsv)
  const [depCode, depLat, depLng] = ['insee_dep', 'lat', 'lng'].map(departements.column)
  const centres = new Map(
    departements.rows.map((d) => [cell(d, depCode), { lat: Number(cell(d, depLat)), lng: Number(cell(d, depLng)) }]),
  )

  const communes = parseCsv(communesCsv)
  const [inseeAt, nameAt, postalCodeAt, departmentAt, regionAt, typeAt, parentAt, latAt, lngAt, populationAt] = [
    'insee',
    'name',
    'postal_code',
    'department',
    'region',
    'type',
    'parent_insee',
    'lat',
    'lng',
    'population',
  ].map(communes.column)

  const current = new Map<string, { department: string; region: string; names: Set<string> }>()
  for (const r of communes.rows) {
    if (cell(r, typeAt) === 'COMD') continue
    const insee = cell(r, inseeAt)
    const entry = current.get(insee) ?? { department: cell(r, departmentAt), region: cell(r, regionAt), names: new Set() }
    entry.names.add(`${cell(r, postalCodeAt)}:${cell(r, nameAt)}`)
    current.set(insee, entry)
  }

  let rows: CommuneRow[] = []
  const arrondissements: CommuneRow[] = []
  for (const r of communes.rows) {
    const insee = cell(r, inseeAt)
    const name = cell(r, nameAt)
    const postalCode = cell(r, postalCodeAt)
    const type = cell(r, typeAt) as CommuneType
    const parentInsee = cell(r, parentAt)
    const parent = current.get(parentInsee || insee)
    if (type === 'COMD' && parent?.names.has(`${postalCode}:${name}`)) continue
    const department = cell(r, departmentAt) || parent?.department || ''
    const region = cell(r, regionAt) || parent?.region || ''
    const centre = centres.get(department)
    const lat = cell(r, latAt)
    const lng = cell(r, lngAt)
    const hasCoordinates = lat !== '' && lng !== ''
    const normalized = normalizeCommuneName(name)
    const row: CommuneRow = {
      insee,
      name,
      name_search: normalized,
      name_search_bare: withoutArticle(normalized),
      postal_code: postalCode,
      department,
      region,
      type,
      parent_insee: parentInsee || null,
      lat: hasCoordinates ? Number(lat) : (centre?.lat ?? 0),
      lng: hasCoordinates ? Number(lng) : (centre?.lng ?? 0),
      approximate: !hasCoordinates,
      population: Number(cell(r, populationAt)) || 0,
    }
    rows.push(row)
    if (type === 'ARM' && row.parent_insee !== null && row.parent_insee in wholeCities) arrondissements.push(row)
    if (rows.length >= size) {
      yield rows
      rows = []
    }
  }
  for (const city of wholeCityRows(arrondissements)) {
    rows.push(city)
    if (rows.length >= size) {
      yield rows
      rows = []
    }
  }
  if (rows.length > 0) yield rows
}

/**
 * One row per postal code of the city's arrondissements, with their summed population and the
 * mean of their centres (each arrondissement counted once, whatever its number of postal codes).
 */
function wholeCityRows(arrondissements: readonly CommuneRow[]): CommuneRow[] {
  const rows: CommuneRow[] = []
  for (const [insee, name] of Object.entries(wholeCities)) {
    const parts = arrondissements.filter((row) => row.parent_insee === insee)
    const first = parts[0]
    if (!first) throw new Error(`The communes file has no arrondissement of ${name} (${insee})`)
    const distinct = [...new Map(parts.map((row) => [row.insee, row])).values()]
    const mean = (pick: (row: CommuneRow) => number) =>
      Math.round((distinct.reduce((sum, row) => sum + pick(row), 0) / distinct.length) * 1e5) / 1e5
    const normalized = normalizeCommuneName(name)
    for (const postalCode of [...new Set(parts.map((row) => row.postal_code))].sort()) {
      rows.push({
        insee,
        name,
        name_search: normalized,
        name_search_bare: withoutArticle(normalized),
        postal_code: postalCode,
        department: first.department,
        region: first.region,
        type: 'COM',
        parent_insee: null,
        lat: mean((row) => row.lat),
        lng: mean((row) => row.lng),
        approximate: false,
        population: distinct.reduce((sum, row) => sum + row.population, 0),
      })
    }
  }
  return rows
}

function cell(row: string[], index: number | undefined): string {
  return index === undefined ? '' : (row[index] ?? '')
}

/** One INSERT … SELECT FROM unnest(arrays): a column per parameter, thousands of rows per query. */
async function insertBatch(db: Db, table: string, rows: CommuneRow[]) {
  const column = <K extends keyof CommuneRow>(key: K) => rows.map((row) => row[key])
  await sql`
    insert into ${sql.id(table)}
      (insee, name, name_search, name_search_bare, postal_code, department, region, type, parent_insee, lat, lng, approximate, population)
    select * from unnest(
      ${column('insee')}::text[], ${column('name')}::text[], ${column('name_search')}::text[],
      ${column('name_search_bare')}::text[], ${column('postal_code')}::text[], ${column('department')}::text[],
      ${column('region')}::text[], ${column('type')}::text[], ${column('parent_insee')}::text[],
      ${column('lat')}::float8[], ${column('lng')}::float8[], ${column('approximate')}::bool[], ${column('population')}::int4[]
    )
  `.execute(db)
}
