import type { Transaction } from 'kysely'
import type { Db } from '../../db/connect.ts'
import type { Database } from '../../db/database.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { Env } from '../../env.ts'
import type { Clock } from '../../http/types.ts'
import type { Mailer } from '../mail/mailer.ts'

/** What the subscription services need: the routes pass their request's deps, the webhooks and jobs theirs. */
export interface SubscriptionDeps {
  db: Db
  env: Env
  mail: Mailer
  clock: Clock
}

/**
 * `work` in the caller's transaction when `db` is one (a webhook writes its event with its
 * effect), else in a transaction of its own (retried as every transaction of the app).
 */
export function inOwnOrCallerTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>)
  return inTransaction(db, work)
}
