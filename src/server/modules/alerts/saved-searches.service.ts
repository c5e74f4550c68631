import type { Insertable, Transaction } from 'kysely'
import { MAX_SAVED_SEARCHES } from '#shared/saved-searches.ts'
import type { Database } from '../../db/database.ts'
import { HttpError } from '../../http/http-error.ts'
import type { SavedSearchesTable } from './alerts.table.ts'
import { countSavedSearchesLocked, insertSavedSearch } from './saved-searches.repository.ts'

/** A new saved search, unless the user already has MAX_SAVED_SEARCHES of its subject (422). */
export async function createSavedSearch(trx: Transaction<Database>, values: Insertable<SavedSearchesTable>) {
  if ((await countSavedSearchesLocked(trx, values.user_id, values.subject ?? 'replacements')) >= MAX_SAVED_SEARCHES)
    throw new HttpError(422, 'saved_search.limit_reached', { params: { max: MAX_SAVED_SEARCHES } })
  return insertSavedSearch(trx, values)
}
