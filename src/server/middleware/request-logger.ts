import { createMiddleware } from 'hono/factory'
import { clientIp } from '../http/client-ip.ts'
import type { AppEnv } from '../http/types.ts'

/**
 * One structured line per request: method, path (never the query string, which may carry
 * tokens), status, duration. No headers, no bodies, no cookies. Hashed assets and successful
 * health checks (a load balancer asks every few seconds) log at debug level: many, and telling nothing.
 */
export const requestLogger = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now()
  const log = c.get('deps').logger.child({ reqId: c.get('requestId') })
  c.set('logger', log)
  await next()
  const path = redactPath(c.req.path)
  const line = {
    method: c.req.method,
    path: path.length > 200 ? `${path.slice(0, 200)}…` : path,
    status: c.res.status,
    ms: Math.round((performance.now() - started) * 10) / 10,
    ip: clientIp(c),
  }
  if (path.startsWith('/assets/') || (path === '/api/health' && c.res.status === 200)) log.debug(line, 'request')
  else log.info(line, 'request')
})

/**
 * Secrets that travel in a path, replaced before logging: the reset link's token
 * (/password/reset/{token}) and the calendar feed's secret (/api/calendar/{secret}.ics), which
 * alone opens the feed. Any other name under /api/calendar/ but the feed's settings is masked
 * too: a mistyped or guessed secret is as much a secret as the right one.
 */
export function redactPath(path: string): string {
  return path
    .replace(/^\/password\/reset\/[^/]+/i, '/password/reset/[token]')
    .replace(/^\/api\/calendar\/(?!feed$)[^/]+/i, '/api/calendar/[secret]')
}
