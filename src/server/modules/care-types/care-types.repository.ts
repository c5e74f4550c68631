import { sql } from 'kysely'
import type { AdminCareType, CareType, CareTypeCategory, CareTypeUsage } from '#shared/care-types.ts'
import type { Db } from '../../db/connect.ts'
import type { CareTypeRow } from './care-types.table.ts'

export function toPublicCareType(row: CareTypeRow): CareType {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category,
    description: row.description,
    position: row.position,
  }
}

export function toAdminCareType(row: CareTypeRow, usage: CareTypeUsage): AdminCareType {
  return {
    ...toPublicCareType(row),
    active: row.active,
    usage,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  }
}

/** The active care types in their order (the public list). */
export async function listActiveCareTypes(db: Db): Promise<CareTypeRow[]> {
  return db.selectFrom('care_types').selectAll().where('active', '=', true).orderBy('position').orderBy('name').execute()
}

export async function listAllCareTypes(db: Db): Promise<CareTypeRow[]> {
  return db.selectFrom('care_types').selectAll().orderBy('position').orderBy('name').execute()
}

export async function findCareType(db: Db, id: number, forUpdate = false): Promise<CareTypeRow | undefined> {
  let query = db.selectFrom('care_types').selectAll().where('id', '=', id)
  if (forUpdate) query = query.forUpdate()
  return query.executeTakeFirst()
}

export async function slugExists(db: Db, slug: string): Promise<boolean> {
  return (await db.selectFrom('care_types').select('id').where('slug', '=', slug).executeTakeFirst()) !== undefined
}

export async function nameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('care_types')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId)
  return (await query.executeTakeFirst()) !== undefined
}

export async function nextPosition(db: Db): Promise<number> {
  const row = await db
    .selectFrom('care_types')
    .select(sql<number>`coalesce(max(position), 0)::int`.as('max'))
    .executeTakeFirstOrThrow()
  return row.max + 10
}

export interface NewCareType {
  slug: string
  name: string
  category: CareTypeCategory
  description: string | null
  active: boolean
  position: number
  now: Date
}

export async function insertCareType(db: Db, values: NewCareType): Promise<CareTypeRow> {
  const { now, ...rest } = values
  return db
    .insertInto('care_types')
    .values({ ...rest, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export interface CareTypeChanges {
  name?: string
  category?: CareTypeCategory
  description?: string | null
  active?: boolean
  position?: number
}

export async function updateCareType(db: Db, id: number, changes: CareTypeChanges, now: Date): Promise<CareTypeRow> {
  return db
    .updateTable('care_types')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function deleteCareType(db: Db, id: number): Promise<void> {
  await db.deleteFrom('care_types').where('id', '=', id).execute()
}

/**
 * Where care types are named, as (table, column, is it an array). The marketplace tables come
 * from other migrations that may not have run on an older database yet: each table is looked up
 * first (to_regclass follows the search path, so a test schema finds its own), and a missing one
 * counts nothing.
 */
const usageSources = [
  { key: 'nurses', table: 'nurses', column: 'care_types', array: true },
  { key: 'replacements', table: 'replacements', column: 'care_types', array: true },
  { key: 'patient_requests', table: 'patient_requests', column: 'care_type', array: false },
] as const satisfies readonly { key: keyof CareTypeUsage; table: string; column: string; array: boolean }[]

async function existingSources(db: Db) {
  const names = usageSources.map((source) => source.table)
  const values = sql.join(names.map((name) => sql`(${name}::text)`))
  const { rows } = await sql<{ name: string; found: string | null }>`
    select name, to_regclass(name)::text as found from (values ${values}) as t(name)`.execute(db)
  const found = new Set(rows.filter((row) => row.found !== null).map((row) => row.name))
  return usageSources.filter((source) => found.has(source.table))
}

const emptyUsage = (): CareTypeUsage => ({ nurses: 0, replacements: 0, patient_requests: 0 })

/** How many rows name each slug, for every slug named anywhere. */
export async function countUsageBySlug(db: Db): Promise<Map<string, CareTypeUsage>> {
  const usage = new Map<string, CareTypeUsage>()
  for (const source of await existingSources(db)) {
    const table = sql.table(source.table)
    const column = sql.ref(source.column)
    const { rows } = source.array
      ? await sql<{ slug: string; count: number }>`
          select s.slug, count(*)::int as count from ${table} cross join lateral unnest(${column}) as s(slug) group by s.slug`.execute(
          db,
        )
      : await sql<{ slug: string; count: number }>`
          select ${column} as slug, count(*)::int as count from ${table} where ${column} is not null group by ${column}`.execute(
          db,
        )
    for (const row of rows) {
      const entry = usage.get(row.slug) ?? emptyUsage()
      entry[source.key] = row.count
      usage.set(row.slug, entry)
    }
  }
  return usage
}

/** How many rows name one slug. */
export async function countUsage(db: Db, slug: string): Promise<CareTypeUsage> {
  const usage = emptyUsage()
  for (const source of await existingSources(db)) {
    const table = sql.table(source.table)
    const column = sql.ref(source.column)
    const { rows } = source.array
      ? await sql<{
          count: number
        }>`select count(*)::int as count from ${table} where ${column} @> array[${slug}]::text[]`.execute(db)
      : await sql<{ count: number }>`select count(*)::int as count from ${table} where ${column} = ${slug}`.execute(db)
    usage[source.key] = rows[0]?.count ?? 0
  }
  return usage
}

export { emptyUsage }
