import { Hono } from 'hono'
import type { SessionInfo } from '#shared/auth.ts'
import { HttpError } from '../../http/http-error.ts'
import { pathUuid } from '../../http/path-id.ts'
import type { AppEnv } from '../../http/types.ts'
import { currentUser, requireUser } from '../../middleware/session.ts'
import { clearSessionCookie } from './session-cookie.ts'
import { listLiveSessions, revokeSession, revokeUserSessions } from './sessions.repository.ts'

export const sessionRoutes = new Hono<AppEnv>()
  /** GET /api/user/sessions: the user's live sessions, the one in use flagged `current`. */
  .get('/user/sessions', requireUser, async (c) => {
    const user = currentUser(c)
    const { db, clock } = c.get('deps')
    const current = c.get('session')
    const rows = await listLiveSessions(db, user.id, clock.now())
    const sessions: SessionInfo[] = rows.map((row) => ({
      id: row.id,
      created_at: new Date(row.created_at).toISOString(),
      last_used_at: new Date(row.last_used_at).toISOString(),
      expires_at: new Date(row.expires_at).toISOString(),
      ip: row.ip,
      user_agent: row.user_agent,
      current: row.id === current?.id,
    }))
    return c.json({ sessions, count: sessions.length })
  })

  /** DELETE /api/user/sessions: logs out every other device; the one in use stays. */
  .delete('/user/sessions', requireUser, async (c) => {
    const user = currentUser(c)
    const { db, clock } = c.get('deps')
    const revoked = await revokeUserSessions(db, user.id, clock.now(), c.get('session')?.id)
    c.get('logger').info({ event: 'auth.sessions.revoked', user_id: user.id, count: revoked }, 'auth')
    return c.json({ revoked })
  })

  /** DELETE /api/user/sessions/{id}: one of the user's own sessions; anyone else's is 404. */
  .delete('/user/sessions/:id', requireUser, async (c) => {
    const user = currentUser(c)
    const id = pathUuid(c.req.param('id'))
    const { db, clock } = c.get('deps')
    if (!(await revokeSession(db, user.id, id, clock.now()))) throw new HttpError(404, 'http.not_found')
    c.get('logger').info({ event: 'auth.sessions.revoked', user_id: user.id, count: 1 }, 'auth')
    if (id === c.get('session')?.id) clearSessionCookie(c)
    return c.body(null, 204)
  })
