import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { sql } from 'kysely'
import { normalizeCommuneName, withoutArticle } from '#shared/commune.ts'
import type { Db } from '../../db/connect.ts'
import type { CommuneType } from './communes.table.ts'
import { parseCsv } from './csv.ts'

const dataDir = new URL('./data/', import.meta.url)
// Rows per INSERT: one array parameter per column, so this bounds memory, not parameter counts.
const BATCH = 10_000
// Any constant shared by every instance: parallel starts load the file once between them.
const LOCK_KEY = 7_246_201

interface CommuneRow {
  insee: string
  name: string
  name_search: string
  name_search_bare: string
  postal_code: string
  department: string
  region: string
  type: CommuneType
  parent_insee: string | null
  lat: number
  lng: number
  approximate: boolean
  population: number
}

/**
 * Fills the communes table from data/communes.csv when it is empty or the file changed since the
 * last load (a checksum in reference_data), in one transaction: readers see the old rows or the
 * new ones, never half. About a second on PGlite, a fraction of it on PostgreSQL.
 */
export async function loadCommunes(db: Db, now: Date): Promise<{ loaded: boolean; rows: number }> {
  const [communesCsv, departementsCsv] = await Promise.all([
    readFile(new URL('communes.csv', dataDir), 'utf8'),
    readFile(new URL('departements.csv', dataDir), 'utf8'),
  ])
  const checksum = createHash('sha256').update(communesCsv).update('\0').update(departementsCsv).digest('hex')
  if (await isCurrent(db, checksum)) return { loaded: false, rows: 0 }

  const rows = communeRows(communesCsv, departementsCsv)
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx)
    // Another instance may have loaded it while this one waited for the lock.
    if (await isCurrent(trx, checksum)) return { loaded: false, rows: 0 }
    // Building the indexes once at the end costs a fraction of updating them for every row. They
    // are read from the catalogue, so that the migrations stay the one place that defines them.
    const indexes = await droppableIndexes(trx)
    for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(trx)
    await trx.deleteFrom('communes').execute()
    for (let start = 0; start < rows.length; start += BATCH) await insertBatch(trx, rows.slice(start, start + BATCH))
    for (const index of indexes) await sql.raw(index.definition).execute(trx)
    await trx
      .insertInto('reference_data')
      .values({ name: 'communes', checksum, row_count: rows.length, loaded_at: now })
      .onConflict((oc) => oc.column('name').doUpdateSet({ checksum, row_count: rows.length, loaded_at: now }))
      .execute()
    return { loaded: true, rows: rows.length }
  })
}

/** The indexes of the communes table that no constraint owns (the primary key stays). */
async function droppableIndexes(db: Db): Promise<{ name: string; definition: string }[]> {
  const { rows } = await sql<{ name: string; definition: string }>`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = 'communes'
      and not exists (
        select 1 from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.conname = i.indexname and n.nspname = i.schemaname
      )
    order by i.indexname
  `.execute(db)
  return rows
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
 * department's centre.
 */
export function communeRows(communesCsv: string, departementsCsv: string): CommuneRow[] {
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

  const rows: CommuneRow[] = []
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
    rows.push({
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
    })
  }
  return rows
}

function cell(row: string[], index: number | undefined): string {
  return index === undefined ? '' : (row[index] ?? '')
}

/** One INSERT … SELECT FROM unnest(arrays): a column per parameter, thousands of rows per query. */
async function insertBatch(db: Db, rows: CommuneRow[]) {
  const column = <K extends keyof CommuneRow>(key: K) => rows.map((row) => row[key])
  await sql`
    insert into communes
      (insee, name, name_search, name_search_bare, postal_code, department, region, type, parent_insee, lat, lng, approximate, population)
    select * from unnest(
      ${column('insee')}::text[], ${column('name')}::text[], ${column('name_search')}::text[],
      ${column('name_search_bare')}::text[], ${column('postal_code')}::text[], ${column('department')}::text[],
      ${column('region')}::text[], ${column('type')}::text[], ${column('parent_insee')}::text[],
      ${column('lat')}::float8[], ${column('lng')}::float8[], ${column('approximate')}::bool[], ${column('population')}::int4[]
    )
  `.execute(db)
}
