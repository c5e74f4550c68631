import { sql, type Transaction } from 'kysely'
import type { RealtimeEventData, RealtimeEventType } from '#shared/events.ts'
import type { Db } from '../../db/connect.ts'
import type { Database } from '../../db/database.ts'

/** An event for one user, its data typed by its type (src/shared/events.ts). */
export type EventInput = { [T in RealtimeEventType]: { userId: number; type: T; data: RealtimeEventData[T] } }[RealtimeEventType]

/**
 * The NOTIFY channel of a schema: test files share one server with a schema each, and an event id
 * means a row of one schema only. The listener (events.listener.ts) computes the same name.
 */
export const CHANNEL_PREFIX = 'releve_events_'

/** Two-key advisory locks of this namespace order each recipient's events (see publishEvents). */
export const EVENT_LOCK_NAMESPACE = 0x0e7e

/**
 * Publishes events: inserts their rows and issues a NOTIFY per row (`<user id>:<event id>`, far
 * under NOTIFY's 8000 bytes: subscribers read the row). Call it with the transaction of the change
 * that caused them: PostgreSQL (and PGlite alike) delivers the notifications at commit and drops
 * them on rollback, so a rolled-back change tells no one. Given the database rather than a
 * transaction, it opens one of its own.
 *
 * Each recipient's advisory lock is taken first and held to the commit, so one user's events
 * commit in the order of their ids: a stream that resumes "after id N" then misses none that
 * commit later with a smaller id (docs/architecture.md#realtime-events). Locks are taken in user
 * order; two transactions publishing to the same users in another order within separate calls may
 * deadlock, which inTransaction retries.
 */
export async function publishEvents(db: Db | Transaction<Database>, events: readonly EventInput[]): Promise<number[]> {
  if (events.length === 0) return []
  if (!db.isTransaction) return db.transaction().execute((trx) => publishEvents(trx, events))
  const userIds = [...new Set(events.map((event) => event.userId))].sort((a, b) => a - b)
  await sql`select pg_advisory_xact_lock(${EVENT_LOCK_NAMESPACE}::int, u) from unnest(${userIds}::int[]) as u order by u`.execute(
    db,
  )
  const rows = await db
    .insertInto('events')
    .values(events.map((event) => ({ user_id: event.userId, type: event.type, data: JSON.stringify(event.data) })))
    .returning(['id', 'user_id'])
    .execute()
  const payloads = rows.map((row) => `${row.user_id}:${row.id}`)
  await sql`select pg_notify(${CHANNEL_PREFIX} || current_schema(), p) from unnest(${payloads}::text[]) as p`.execute(db)
  return rows.map((row) => Number(row.id))
}

/** One event (publishEvents); its id. */
export async function publishEvent(db: Db | Transaction<Database>, event: EventInput): Promise<number> {
  const [id] = await publishEvents(db, [event])
  return id as number
}
