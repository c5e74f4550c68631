import { type Db, executePrepared } from '../../db/connect.ts'
import { randomToken, sha256 } from '../auth/tokens.ts'
import { type AuthUser, authUserColumns, authUserHasPassword } from '../users/users.repository.ts'
import type { SessionRow } from './sessions.table.ts'

/** A login lasts 90 days, and so does the cookie's Max-Age (docs/product.md#constants). */
export const SESSION_LIFETIME_SECONDS = 7_776_000
/** last_used_at is written at most this often: one write per request would be most of the load. */
const TOUCH_INTERVAL_MS = 60_000

export interface NewSession {
  userId: number
  ip: string | null
  userAgent: string | null
  now: Date
}

/** Ended sessions stay listed nowhere but are kept this long for support questions, then dropped. */
const KEEP_ENDED_MS = 30 * 86_400_000

/** A new session: the token goes to the client once, only its hash stays here. */
export async function createSession(db: Db, session: NewSession): Promise<{ id: string; token: string; expiresAt: Date }> {
  const token = randomToken()
  const expiresAt = new Date(session.now.getTime() + SESSION_LIFETIME_SECONDS * 1000)
  const row = await db
    .insertInto('sessions')
    .values({
      user_id: session.userId,
      token_hash: sha256(token),
      ip: session.ip,
      // A header is whatever the client says: keep enough to recognise a device, no more.
      user_agent: session.userAgent?.slice(0, 300) ?? null,
      created_at: session.now,
      last_used_at: session.now,
      expires_at: expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await markSeen(db, session.userId, session.now)
  return { id: row.id, token, expiresAt }
}

/** Sessions ended long enough ago (modules/retention/expired-rows.job.ts). */
export async function deleteEndedSessions(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - KEEP_ENDED_MS)
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

const SEEN_RESOLUTION_MS = 86_400_000

/**
 * The account was used today (retention of unused accounts, modules/retention): written once a
 * day at most, and a warning about erasure no longer holds once the account is used again.
 */
async function markSeen(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ last_seen_at: now, inactivity_warned_at: null })
    .where('id', '=', userId)
    .where('last_seen_at', '<', new Date(now.getTime() - SEEN_RESOLUTION_MS))
    .execute()
}

/** What a request needs of its session. */
export type LiveSession = Pick<SessionRow, 'id' | 'user_id' | 'created_at' | 'last_used_at'>

/**
 * The live session of a token (not revoked, not expired) and its user (not deleted), in one
 * prepared statement: every signed-in request runs it (docs/architecture.md#scale). Read from the
 * database each time, so a session revoked on any instance is refused at the next request.
 */
export async function findLiveSessionUser(
  db: Db,
  token: string,
  now: Date,
): Promise<{ session: LiveSession; user: AuthUser } | undefined> {
  const query = db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(authUserColumns)
    .select([
      authUserHasPassword,
      's.id as session_id',
      's.created_at as session_created_at',
      's.last_used_at as session_last_used_at',
    ])
    .where('s.token_hash', '=', sha256(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('u.deleted_at', 'is', null)
  const row = (await executePrepared(db, query.compile())).rows[0]
  if (!row) return undefined
  const { session_id, session_created_at, session_last_used_at, ...user } = row
  return {
    session: { id: session_id, user_id: user.id, created_at: session_created_at, last_used_at: session_last_used_at },
    user,
  }
}

export async function touchSession(db: Db, session: LiveSession, now: Date): Promise<void> {
  if (now.getTime() - new Date(session.last_used_at).getTime() < TOUCH_INTERVAL_MS) return
  await db.updateTable('sessions').set({ last_used_at: now }).where('id', '=', session.id).execute()
  await markSeen(db, session.user_id, now)
}

/** Revokes one session of a user; false when it is not theirs or already gone (the caller says 404). */
export async function revokeSession(db: Db, userId: number, sessionId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Every live session of a user, but `exceptId` (the one in use) when given. */
export async function revokeUserSessions(db: Db, userId: number, now: Date, exceptId?: string): Promise<number> {
  let query = db.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null)
  if (exceptId) query = query.where('id', '!=', exceptId)
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows)
}

export async function listLiveSessions(db: Db, userId: number, now: Date): Promise<SessionRow[]> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('last_used_at', 'desc')
    .execute()
}
