import { sql } from 'kysely'
import type { Notification, NotificationList } from '#shared/notifications.ts'
import type { Db } from '../../db/connect.ts'

export interface NotificationFilter {
  unreadOnly: boolean
  page: number
  perPage: number
}

/** One page of a user's notifications, newest first, how many match, and how many are unread. */
export async function listNotifications(db: Db, userId: number, filter: NotificationFilter): Promise<NotificationList> {
  let page = db
    .selectFrom('notifications')
    .select(['id', 'event', 'data', 'read_at', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage)
  if (filter.unreadOnly) page = page.where('read_at', 'is', null)
  const [rows, counts] = await Promise.all([
    page.execute(),
    db
      .selectFrom('notifications')
      .select([sql<number>`count(*)::int`.as('total'), sql<number>`(count(*) filter (where read_at is null))::int`.as('unread')])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ])
  return {
    // The event and its data were written together by notify() from one NotificationPayload.
    notifications: rows.map(
      (row) =>
        ({
          id: row.id,
          event: row.event,
          data: row.data,
          read_at: row.read_at?.toISOString() ?? null,
          created_at: row.created_at.toISOString(),
        }) as unknown as Notification,
    ),
    count: filter.unreadOnly ? counts.unread : counts.total,
    unread: counts.unread,
  }
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select(sql<number>`count(*)::int`.as('unread'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow()
  return row.unread
}

/** Marks one of the user's notifications read (a second time keeps the first date); false if not theirs. */
export async function markRead(db: Db, userId: number, id: number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('notifications')
    .set({ read_at: sql`coalesce(read_at, ${now})` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

export async function markAllRead(db: Db, userId: number, now: Date): Promise<void> {
  await db.updateTable('notifications').set({ read_at: now }).where('user_id', '=', userId).where('read_at', 'is', null).execute()
}
