import { Hono } from 'hono'
import { type NotificationReadAnswer, notificationListQuerySchema } from '#shared/notifications.ts'
import { HttpError } from '../../http/http-error.ts'
import { pathId } from '../../http/path-id.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateQuery } from '../../http/validate.ts'
import { currentUser, requireUser } from '../../middleware/session.ts'
import { countUnread, listNotifications, markAllRead, markRead } from './notifications.repository.ts'

/**
 * The caller's notification centre. Every query is scoped to the signed-in user: another user's
 * notification id answers 404, as an id that does not exist.
 */
export const notificationRoutes = new Hono<AppEnv>()
  /** GET /api/notifications?page=&perPage=&unread=true: newest first, with the unread count. */
  .get('/notifications', requireUser, async (c) => {
    const user = currentUser(c)
    const query = validateQuery(c, notificationListQuerySchema)
    const list = await listNotifications(c.get('deps').db, user.id, {
      unreadOnly: query.unread === true,
      page: query.page,
      perPage: query.perPage,
    })
    return c.json(list)
  })

  /** POST /api/notifications/read-all */
  .post('/notifications/read-all', requireUser, async (c) => {
    const user = currentUser(c)
    const { db, clock } = c.get('deps')
    await markAllRead(db, user.id, clock.now())
    return c.json({ unread: 0 } satisfies NotificationReadAnswer)
  })

  /** POST /api/notifications/{id}/read: one notification; reading it again changes nothing. */
  .post('/notifications/:id/read', requireUser, async (c) => {
    const user = currentUser(c)
    const id = pathId(c.req.param('id'))
    const { db, clock } = c.get('deps')
    if (!(await markRead(db, user.id, id, clock.now()))) throw new HttpError(404, 'http.not_found')
    return c.json({ unread: await countUnread(db, user.id) } satisfies NotificationReadAnswer)
  })
