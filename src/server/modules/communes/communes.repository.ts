import { sql } from 'kysely'
import { type Commune, type CommuneDetail, communeSearchPrefixes, isPostalCodeQuery } from '#shared/commune.ts'
import type { Db } from '../../db/connect.ts'
import { lookUpCommune } from './communes.loading.ts'
import { representativeRowOrder } from './geo.ts'
import { wholeCityCodes } from './whole-cities.ts'

/**
 * Autocomplete: a postal code prefix when the query is digits, else a name prefix, accent- and
 * case-insensitive, on the full name or the name without its article, with "st"/"ste" read as
 * "saint"/"sainte". Exact names first, former communes last, then the most populated.
 * Every condition is a prefix LIKE on a text_pattern_ops index: a few milliseconds.
 *
 * Paris, Lyon and Marseille (whole-cities.ts) rank as whole cities, their arrondissements right
 * after them: by name, the city comes once, without a postal code (it has twenty), then all its
 * arrondissements in order, which do not count against `limit`; by postal code, the city with
 * that code, then the arrondissement that has it.
 */
export async function searchCommunes(db: Db, query: string, limit: number): Promise<Commune[]> {
  if (isPostalCodeQuery(query)) {
    const digits = query.replace(/\s+/g, '')
    const { rows } = await sql<Commune>`
      select c.insee, c.name, c.postal_code, c.department, c.lat, c.lng
      from communes c
      left join lateral (
        select p.name, p.population from communes p
        where c.type = 'ARM' and c.parent_insee in (${sql.join(wholeCityCodes)}) and p.insee = c.parent_insee
        limit 1
      ) city on true
      where c.postal_code like ${`${digits}%`}
      order by c.type = 'COMD', coalesce(city.population, c.population) desc, coalesce(city.name, c.name),
        c.postal_code, c.type = 'ARM', c.name
      limit ${limit}
    `.execute(db)
    return rows
  }
  const prefixes = communeSearchPrefixes(query)
  if (prefixes.length === 0) return []
  const matches = sql.join(
    prefixes.flatMap((prefix) => [sql`c.name_search like ${`${prefix}%`}`, sql`c.name_search_bare like ${`${prefix}%`}`]),
    sql` or `,
  )
  const list = sql.join(prefixes)
  // An arrondissement whose city is listed too ranks with the city (its exactness, population
  // and name) and right after it; the others rank on their own.
  const order = sql`group_exact desc, type = 'COMD', group_population desc, group_name, in_city, insee, postal_code, name`
  const { rows } = await sql<Commune>`
    with matched as (
      select c.insee, c.name, c.department, c.lat, c.lng, c.type, c.parent_insee, c.population,
        case when c.insee in (${sql.join(wholeCityCodes)}) then '' else c.postal_code end as postal_code,
        (c.name_search in (${list}) or c.name_search_bare in (${list})) as exact
      from communes c
      where ${matches}
    ),
    entries as (
      select distinct on (insee, postal_code, name) * from matched order by insee, postal_code, name
    ),
    grouped as (
      select e.*, city.insee is not null as in_city,
        coalesce(city.exact, e.exact) as group_exact,
        coalesce(city.population, e.population) as group_population,
        coalesce(city.name, e.name) as group_name
      from entries e
      left join entries city on e.type = 'ARM' and city.insee = e.parent_insee and city.postal_code = ''
    ),
    ranked as (
      select *, sum(case when in_city then 0 else 1 end) over (order by ${order} rows unbounded preceding) as rank
      from grouped
    )
    select insee, name, postal_code, department, lat, lng from ranked where rank <= ${limit} order by ${order}
  `.execute(db)
  return rows
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
 * A commune's labels and position by INSEE code: its representative row (geo.ts), the one every
 * distance uses (offers, searches, saved searches, zones). Before the first load of the communes, waits
 * for it or answers 503 (lookUpCommune).
 */
export async function findCommunePlace(db: Db, insee: string): Promise<CommunePlace | undefined> {
  return lookUpCommune(db, () =>
    db
      .selectFrom('communes')
      .select(['insee', 'name', 'postal_code', 'department', 'lat', 'lng'])
      .where('insee', '=', insee)
      .orderBy(representativeRowOrder())
      .limit(1)
      .executeTakeFirst(),
  )
}
