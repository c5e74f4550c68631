import type { Insertable, Selectable, Updateable } from 'kysely'
import type { PartnerSavedSearchFilters, SavedSearch, SavedSearchFilters, SavedSearchSubject } from '#shared/saved-searches.ts'
import type { Db } from '../../db/connect.ts'
import { findCommunePlace } from '../communes/communes.repository.ts'
import type { SavedSearchesTable } from './alerts.table.ts'

type SavedSearchRow = Selectable<SavedSearchesTable>

export function savedSearchJson(row: SavedSearchRow): SavedSearch {
  const subject =
    row.subject === 'partner_listings'
      ? { subject: row.subject, filters: row.filters as PartnerSavedSearchFilters }
      : { subject: row.subject, filters: row.filters as SavedSearchFilters }
  return {
    id: row.id,
    name: row.name,
    ...subject,
    commune_name: row.commune_name,
    alert: row.alert,
    created_at: row.created_at.toISOString(),
    last_alerted_at: row.last_alerted_at?.toISOString() ?? null,
  }
}

/** A user's saved searches, oldest first (the order they made them). */
export async function listSavedSearches(db: Db, userId: number): Promise<SavedSearch[]> {
  const rows = await db
    .selectFrom('saved_searches')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return rows.map(savedSearchJson)
}

/** One of the user's own searches; undefined for another's, as for one that does not exist. */
export async function findOwnSavedSearch(db: Db, userId: number, id: number): Promise<SavedSearchRow | undefined> {
  return db.selectFrom('saved_searches').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
}

/**
 * The searched commune's name and position (its first current row, the rule of the offer
 * search), copied beside the filters; null columns for a search with no commune. 503 while the
 * communes are loading (findCommunePlace).
 */
export async function searchPlace(
  db: Db,
  filters: Pick<SavedSearchFilters, 'commune'>,
): Promise<{ commune_insee: string | null; commune_name: string | null; lat: number | null; lng: number | null } | undefined> {
  if (!filters.commune) return { commune_insee: null, commune_name: null, lat: null, lng: null }
  const commune = await findCommunePlace(db, filters.commune)
  if (!commune) return undefined
  return { commune_insee: commune.insee, commune_name: commune.name, lat: commune.lat, lng: commune.lng }
}

/**
 * Counts the user's saved searches of one subject under a lock on their row, so that parallel
 * saves cannot pass MAX_SAVED_SEARCHES together; run it in the transaction that inserts.
 */
export async function countSavedSearchesLocked(db: Db, userId: number, subject: SavedSearchSubject): Promise<number> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst()
  const { count } = await db
    .selectFrom('saved_searches')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('subject', '=', subject)
    .executeTakeFirstOrThrow()
  return Number(count)
}

export async function insertSavedSearch(db: Db, values: Insertable<SavedSearchesTable>) {
  return db.insertInto('saved_searches').values(values).returningAll().executeTakeFirstOrThrow()
}

/** Changes one of the user's saved searches; undefined when they have none with this id. */
export async function updateOwnSavedSearch(db: Db, userId: number, id: number, update: Updateable<SavedSearchesTable>) {
  return db
    .updateTable('saved_searches')
    .set(update)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst()
}

/** Deletes one of the user's saved searches: false when they have none with this id. */
export async function deleteOwnSavedSearch(db: Db, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('saved_searches')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst()
  return deleted !== undefined
}
