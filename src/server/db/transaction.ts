import type { Transaction } from 'kysely'
import type { Db } from './connect.ts'
import type { Database } from './database.ts'

// Deadlock and serialization failure: PostgreSQL chose this transaction to fail, a retry succeeds.
const RETRYABLE_CODES = new Set(['40P01', '40001'])
const ATTEMPTS = 3

/**
 * Every transaction of the app: retried when PostgreSQL reports a deadlock or a serialization
 * failure (docs/security.md R2). Anything else, an HttpError included, rolls back and is thrown as
 * it is. Since `work` may run more than once, it only does database work: mails go through the
 * outbox in the same transaction, anything outside the database waits for the commit.
 */
export async function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work)
    } catch (error) {
      const code = (error as { code?: unknown }).code
      if (attempt >= ATTEMPTS || typeof code !== 'string' || !RETRYABLE_CODES.has(code)) throw error
    }
  }
}
