import { type RawBuilder, type SqlBool, sql, type Transaction } from 'kysely'
import type { Db } from '../../db/connect.ts'
import type { Database } from '../../db/database.ts'

/**
 * An RPPS number identifies one nurse: two live accounts may not hold the same one
 * (docs/decisions/015). Every place that saves a number claims it with claimRpps, in the saving
 * transaction; numbers shared before the rule are left as they are and shown to the admins.
 * "Live" leaves out soft-deleted accounts (an erased one has no nurse row at all).
 */

// pg_advisory_xact_lock's two-key form: this key space ("RPPS"), then the number's hash.
const RPPS_LOCK_SPACE = 0x52505053

/** The live accounts other than `userId` whose nurse profile holds `rpps`, oldest first. */
export async function otherRppsHolders(
  db: Db,
  rpps: string,
  userId: number,
): Promise<{ id: number; email: string; first_name: string | null; last_name: string | null }[]> {
  return db
    .selectFrom('nurses')
    .innerJoin('users', 'users.id', 'nurses.user_id')
    .select(['users.id', 'users.email', 'users.first_name', 'users.last_name'])
    .where('nurses.rpps', '=', rpps)
    .where('nurses.user_id', '<>', userId)
    .where('users.deleted_at', 'is', null)
    .orderBy('users.id')
    .execute()
}

/**
 * Whether `userId` may save `rpps`: no other live account holds it. Takes the number's lock
 * until `trx` ends first, so that of two accounts saving the same number at once, the second
 * checks after the first has committed and is refused — a check then a write, made atomic.
 */
export async function claimRpps(trx: Transaction<Database>, userId: number, rpps: string): Promise<boolean> {
  await sql`select pg_advisory_xact_lock(${RPPS_LOCK_SPACE}::integer, hashtext(${rpps}))`.execute(trx)
  return (await otherRppsHolders(trx, rpps, userId)).length === 0
}

/** In a query over users joined to nurses: the account's number is held by another live account too. */
export function rppsSharedSql(): RawBuilder<SqlBool> {
  return sql<SqlBool>`(nurses.rpps is not null and exists (
    select 1 from nurses as other_nurses
    join users as other_users on other_users.id = other_nurses.user_id
    where other_nurses.rpps = nurses.rpps and other_nurses.user_id <> users.id and other_users.deleted_at is null))`
}
