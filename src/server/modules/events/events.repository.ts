import { sql } from 'kysely'
import type { RealtimeEvent } from '#shared/events.ts'
import type { Db } from '../../db/connect.ts'

/** Events are kept this long for streams that resume (Last-Event-ID), then pruned (events.prune.ts). */
export const EVENT_RETENTION_MS = 24 * 3_600_000

export type StoredEvent = RealtimeEvent & { user_id: number }

function toEvent(row: { id: unknown; user_id: number; type: string; data: unknown; created_at: Date }): StoredEvent {
  return {
    id: Number(row.id),
    user_id: row.user_id,
    type: row.type,
    data: row.data,
    created_at: new Date(row.created_at).toISOString(),
  } as StoredEvent
}

const columns = ['id', 'user_id', 'type', 'data', 'created_at'] as const

/** Events by id (those a NOTIFY named), in id order. */
export async function eventsByIds(db: Db, ids: number[]): Promise<StoredEvent[]> {
  if (ids.length === 0) return []
  const rows = await db
    .selectFrom('events')
    .select(columns)
    .where(sql<boolean>`id = any(${ids.map(String)}::bigint[])`)
    .orderBy('id')
    .execute()
  return rows.map(toEvent)
}

/** Each user's events after their cursor, in id order, `limit` at most in all. */
export async function eventsAfter(db: Db, cursors: Map<number, number>, limit: number): Promise<StoredEvent[]> {
  const users = [...cursors.keys()]
  const after = users.map((user) => String(cursors.get(user) ?? 0))
  const { rows } = await sql<Parameters<typeof toEvent>[0]>`
    select e.id, e.user_id, e.type, e.data, e.created_at
    from unnest(${users}::int[], ${after}::bigint[]) as c(user_id, after)
    join events e on e.user_id = c.user_id and e.id > c.after
    order by e.id
    limit ${limit}`.execute(db)
  return rows.map(toEvent)
}

/** The user's newest event id, 0 when none: where a fresh stream starts. */
export async function lastEventId(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(row?.id ?? 0)
}

/** Those of the sessions still live: not revoked, not expired, their user neither deleted nor suspended. */
export async function liveSessionIds(db: Db, sessionIds: string[], now: Date): Promise<Set<string>> {
  const rows = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select('s.id')
    .where('s.id', 'in', sessionIds)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('u.deleted_at', 'is', null)
    .where('u.status', '!=', 'suspended')
    .execute()
  return new Set(rows.map((row) => row.id))
}

/** Drops the events older than the retention; how many (events.prune.ts). */
export async function pruneEvents(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('events')
    .where('created_at', '<', new Date(now.getTime() - EVENT_RETENTION_MS))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
