import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { SESSION_HINT_COOKIE } from '#shared/session-hint.ts'
import { isHttpsRequest } from '../../http/client-ip.ts'
import type { AppEnv } from '../../http/types.ts'
import { SESSION_LIFETIME_SECONDS } from './sessions.repository.ts'

/**
 * The web app's session cookie: HttpOnly (scripts never read it), SameSite=Lax, 90 days. Over
 * HTTPS it is `__Host-releve_session`: Secure, Path=/, no Domain, so no sibling subdomain can set
 * or shadow it (docs/security.md#sessions-and-tokens). Plain HTTP (local development) cannot have that prefix.
 */
export const SESSION_COOKIE = 'releve_session'

/**
 * A readable companion that says only "a session cookie was set" (never the token): the web app
 * asks GET /api/user at start only when it is there, so anonymous visitors of the public pages
 * cause no 401s (#shared/session-hint.ts).
 */

export function setSessionCookie(c: Context<AppEnv>, token: string) {
  const https = isHttpsRequest(c)
  setCookie(c, SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    secure: https,
    sameSite: 'Lax',
    maxAge: SESSION_LIFETIME_SECONDS,
    ...(https ? { prefix: 'host' as const } : {}),
  })
  setCookie(c, SESSION_HINT_COOKIE, '1', {
    path: '/',
    httpOnly: false,
    secure: https,
    sameSite: 'Lax',
    maxAge: SESSION_LIFETIME_SECONDS,
  })
}

/** Only the cookie of the request's scheme: over HTTPS a plain `releve_session` could be planted. */
export function readSessionCookie(c: Context<AppEnv>): string | undefined {
  return isHttpsRequest(c) ? getCookie(c, SESSION_COOKIE, 'host') : getCookie(c, SESSION_COOKIE)
}

export function clearSessionCookie(c: Context<AppEnv>) {
  const https = isHttpsRequest(c)
  deleteCookie(c, SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    secure: https,
    sameSite: 'Lax',
    ...(https ? { prefix: 'host' as const } : {}),
  })
  deleteCookie(c, SESSION_HINT_COOKIE, { path: '/', secure: https, sameSite: 'Lax' })
}
