import type { Context } from 'hono'
import type { Db } from '../../db/connect.ts'
import { clientIp } from '../../http/client-ip.ts'
import type { AppEnv } from '../../http/types.ts'
import { issueCsrfToken } from '../../middleware/csrf.ts'
import { setSessionCookie } from './session-cookie.ts'
import { createSession, revokeSession } from './sessions.repository.ts'

/**
 * Logs a user in: a new session (never one the client brought: no fixation), its HttpOnly cookie,
 * and a new CSRF token (docs/security.md#csrf-cors-headers: rotated at login). Returns the token for API clients.
 */
export async function startSession(c: Context<AppEnv>, userId: number): Promise<string> {
  const token = await openSession(c, userId)
  sendSessionCookies(c, token)
  return token
}

/**
 * The database half, to run inside the transaction that earned the login. A session the request
 * came with is revoked, so logging in as B on A's browser leaves nothing of A's open.
 */
export async function openSession(c: Context<AppEnv>, userId: number, db: Db = c.get('deps').db): Promise<string> {
  const now = c.get('deps').clock.now()
  const previous = c.get('session')
  const previousUser = c.get('user')
  if (previous && previousUser) await revokeSession(db, previousUser.id, previous.id, now)
  const { token } = await createSession(db, {
    userId,
    ip: clientIp(c),
    userAgent: c.req.header('user-agent') ?? null,
    now,
  })
  return token
}

/** The cookie half, once the session is committed. */
export function sendSessionCookies(c: Context<AppEnv>, token: string) {
  setSessionCookie(c, token)
  issueCsrfToken(c, { rotate: true })
}
