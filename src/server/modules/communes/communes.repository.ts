import { sql } from 'kysely'
import { type Commune, type CommuneDetail, communeSearchPrefixes, isPostalCodeQuery } from '#shared/commune.ts'
import type { Db } from '../../db/connect.ts'
import { lookUpCommune } from './communes.loading.ts'

const publicColumns = ['insee', 'name', 'postal_code', 'department', 'lat', 'lng'] as const

/**
 * Autocomplete: a postal code prefix when the query is digits, else a name prefix, accent- and
 * case-insensitive, on the full name or the name without its article, with "st"/"ste" read as
 * "saint"/"sainte". Exact names first, former communes last, then the most populated.
 * Every condition is a prefix LIKE on a text_pattern_ops index: a few milliseconds.
 */
export async function searchCommunes(db: Db, query: string, limit: number): Promise<Commune[]> {
  if (isPostalCodeQuery(query)) {
    const digits = query.replace(/\s+/g, '')
    return db
      .selectFrom('communes')
      .select(publicColumns)
      .where('postal_code', 'like', `${digits}%`)
      .orderBy((eb) => eb('type', '=', 'COMD'))
      .orderBy('population', 'desc')
      .orderBy('name')
      .orderBy('postal_code')
      .limit(limit)
      .execute()
  }
  const prefixes = communeSearchPrefixes(query)
  if (prefixes.length === 0) return []
  return db
    .selectFrom('communes')
    .select(publicColumns)
    .where((eb) =>
      eb.or(
        prefixes.flatMap((prefix) => [eb('name_search', 'like', `${prefix}%`), eb('name_search_bare', 'like', `${prefix}%`)]),
      ),
    )
    .orderBy((eb) => eb.or([eb('name_search', 'in', prefixes), eb('name_search_bare', 'in', prefixes)]), 'desc')
    .orderBy((eb) => eb('type', '=', 'COMD'))
    .orderBy('population', 'desc')
    .orderBy('name')
    .orderBy('postal_code')
    .limit(limit)
    .execute()
}

/** A current commune (or arrondissement) by INSEE code, with all its postal codes. */
export async function findCommune(db: Db, insee: string): Promise<CommuneDetail | undefined> {
  const row = await db
    .selectFrom('communes')
    .select([
      'insee',
      'name',
      'department',
      'region',
      'lat',
      'lng',
      'population',
      sql<string[]>`array_agg(distinct postal_code order by postal_code)`.as('postal_codes'),
    ])
    .where('insee', '=', insee)
    .where('type', '!=', 'COMD')
    .groupBy(['insee', 'name', 'department', 'region', 'lat', 'lng', 'population'])
    .executeTakeFirst()
  return row
}

/**
 * The commune of an address: the INSEE code must exist, and the postal code, when given, must be
 * one of its own. Used by registration, profiles and nurse zones to fill the name and coordinates.
 * Before the first load of the communes, waits for it or answers 503 (lookUpCommune).
 */
export async function findCommuneForAddress(
  db: Db,
  insee: string,
  postalCode?: string,
): Promise<{ insee: string; name: string; postal_code: string; lat: number; lng: number } | undefined> {
  let query = db
    .selectFrom('communes')
    .select(['insee', 'name', 'postal_code', 'lat', 'lng'])
    .where('insee', '=', insee)
    .orderBy((eb) => eb('type', '=', 'COMD'))
    .orderBy('postal_code')
  if (postalCode) query = query.where('postal_code', '=', postalCode)
  return lookUpCommune(db, () => query.executeTakeFirst())
}

export interface CommunePlace {
  insee: string
  name: string
  postal_code: string
  department: string
  lat: number
  lng: number
}

/**
 * A commune's labels and position by INSEE code: its first current row, the rule every distance
 * uses (offers, searches, saved searches, zones). Before the first load of the communes, waits
 * for it or answers 503 (lookUpCommune).
 */
export async function findCommunePlace(db: Db, insee: string): Promise<CommunePlace | undefined> {
  return lookUpCommune(db, () =>
    db
      .selectFrom('communes')
      .select(['insee', 'name', 'postal_code', 'department', 'lat', 'lng'])
      .where('insee', '=', insee)
      .orderBy(sql`type = 'COMD'`)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst(),
  )
}
