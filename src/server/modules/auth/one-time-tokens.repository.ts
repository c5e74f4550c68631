import type { Db } from '../../db/connect.ts'
import type { OneTimeTokenKind, OneTimeTokenRow } from './one-time-tokens.table.ts'
import { randomToken, sha256 } from './tokens.ts'

export interface IssueTokenOptions {
  kind: OneTimeTokenKind
  userId: number
  email: string
  lifetimeMs: number
  now: Date
  /** Voids the user's unused tokens of these kinds first: only the newest link works. */
  replaces?: OneTimeTokenKind[]
}

/** A new single-use token; the caller sends it (mail, answer), only its hash stays here. */
export async function issueToken(db: Db, options: IssueTokenOptions): Promise<string> {
  if (options.replaces?.length) await voidTokens(db, options.userId, options.replaces, options.now)
  const token = randomToken()
  await db
    .insertInto('one_time_tokens')
    .values({
      kind: options.kind,
      token_hash: sha256(token),
      user_id: options.userId,
      email: options.email,
      created_at: options.now,
      expires_at: new Date(options.now.getTime() + options.lifetimeMs),
    })
    .execute()
  return token
}

export async function findToken(db: Db, kinds: OneTimeTokenKind[], token: string): Promise<OneTimeTokenRow | undefined> {
  return db
    .selectFrom('one_time_tokens')
    .selectAll()
    .where('token_hash', '=', sha256(token))
    .where('kind', 'in', kinds)
    .executeTakeFirst()
}

/**
 * Marks the token used if nobody did before: one atomic update, so of two concurrent uses exactly
 * one gets true (docs/security.md#reset-and-verification-links: two concurrent resets, one success).
 */
export async function claimToken(db: Db, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('one_time_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function voidTokens(db: Db, userId: number, kinds: OneTimeTokenKind[], now: Date): Promise<void> {
  await db
    .updateTable('one_time_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('kind', 'in', kinds)
    .where('used_at', 'is', null)
    .execute()
}

/** The login challenge with this hash, locked for the whole second-factor check. */
export async function lockLoginChallenge(db: Db, hash: string): Promise<OneTimeTokenRow | undefined> {
  return db
    .selectFrom('one_time_tokens')
    .selectAll()
    .where('token_hash', '=', sha256(hash))
    .where('kind', '=', 'login-challenge')
    .forUpdate()
    .executeTakeFirst()
}

export async function setTokenAttempts(db: Db, id: string, attempts: number): Promise<void> {
  await db.updateTable('one_time_tokens').set({ attempts }).where('id', '=', id).execute()
}

/** Marks a token locked by the caller used. */
export async function markTokenUsed(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable('one_time_tokens').set({ used_at: now }).where('id', '=', id).execute()
}

/** Tokens expired a day ago are dead weight (modules/retention/expired-rows.job.ts). */
export async function deleteExpiredTokens(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('one_time_tokens')
    .where('expires_at', '<', new Date(now.getTime() - 86_400_000))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
