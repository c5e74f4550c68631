import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { appOrigin } from '../env.ts'
import { isHttpsRequest } from '../http/client-ip.ts'
import { HttpError, SESSION_EXPIRED } from '../http/http-error.ts'
import type { AppEnv } from '../http/types.ts'

export const CSRF_COOKIE = 'XSRF-TOKEN'
export const CSRF_HEADER = 'X-XSRF-TOKEN'
// 256 random bits in base64url: 43 characters, nothing to escape in a cookie or header.
const TOKEN_PATTERN = /^[\w-]{43}$/
// As long as a session (docs/product.md#constants): a queued offline mutation replayed days later still passes.
const COOKIE_MAX_AGE = 7_776_000

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Writes the XSRF-TOKEN cookie (readable by scripts: the client copies it into X-XSRF-TOKEN) and
 * returns its value. Keeps the current token unless `rotate`: the accounts module rotates it at
 * login and logout by calling this with `rotate: true`.
 */
export function issueCsrfToken(c: Context<AppEnv>, options: { rotate?: boolean } = {}): string {
  const current = getCookie(c, CSRF_COOKIE)
  const token = !options.rotate && current && TOKEN_PATTERN.test(current) ? current : randomBytes(32).toString('base64url')
  setCookie(c, CSRF_COOKIE, token, {
    path: '/',
    sameSite: 'Lax',
    secure: isHttpsRequest(c),
    httpOnly: false,
    maxAge: COOKIE_MAX_AGE,
  })
  return token
}

/**
 * Cross-site request forgery defence for every mutating /api call (docs/product.md#api-client, docs/security.md#csrf-cors-headers):
 *
 * 1. A browser that says the request is cross-site (Sec-Fetch-Site), or an Origin other than our
 *    own (APP_URL), is refused with 403 whatever else it carries.
 * 2. A request carrying `Authorization: Bearer` is an API client: a browser on another site cannot
 *    add that header (no CORS), so it needs no token. Its token is checked by the auth middleware.
 * 3. Anything else (cookie sessions, and login/register before any session) must send
 *    X-XSRF-TOKEN equal to the XSRF-TOKEN cookie (double submit, constant-time), or gets 419.
 *    Both must have the shape of a token this server issues (43 base64url characters): anything
 *    else — another length, other characters, an oversized value — gets 419 before any
 *    comparison, so no value we could never have issued is ever compared or hashed.
 *
 * Order in app.ts: this runs before the session middleware, so a
 * forged request is refused before any session is even looked up.
 */
export const csrfProtection = createMiddleware<AppEnv>(async (c, next) => {
  if (!MUTATING.has(c.req.method)) return next()

  const fetchSite = c.req.header('sec-fetch-site')
  const origin = c.req.header('origin')
  if (fetchSite === 'cross-site' || (origin !== undefined && origin !== appOrigin(c.get('deps').env))) {
    throw new HttpError(403, 'csrf.cross_site')
  }

  if (/^Bearer\s+\S/i.test(c.req.header('authorization') ?? '')) return next()

  const cookie = getCookie(c, CSRF_COOKIE)
  const header = c.req.header(CSRF_HEADER)
  if (!isWellFormed(cookie) || !isWellFormed(header)) throw new HttpError(SESSION_EXPIRED, 'csrf.mismatch')
  if (!sameSecret(cookie, header)) throw new HttpError(SESSION_EXPIRED, 'csrf.mismatch')
  return next()
})

function isWellFormed(token: string | undefined): token is string {
  // The length first: the pattern never runs over an oversized value.
  return token !== undefined && token.length === 43 && TOKEN_PATTERN.test(token)
}

/** Constant time whatever the lengths: compare digests, not the strings themselves. */
function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(a), digest(b))
}
