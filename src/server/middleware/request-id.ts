import { randomUUID } from 'node:crypto'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../http/types.ts'

const SAFE_ID = /^[\w.:-]{1,128}$/

/**
 * Gives every request an id, sent back as X-Request-Id and put on every log line, so a user's
 * report ("erreur à 14 h 02") can be found. An id from our own proxy is kept; from anyone else
 * it is ignored, so clients cannot write into our logs.
 */
export const requestId = createMiddleware<AppEnv>(async (c, next) => {
  const incoming = c.req.header('x-request-id')
  const trusted = c.get('deps').env.TRUST_PROXY_HOPS > 0 && incoming !== undefined && SAFE_ID.test(incoming)
  const id = trusted ? incoming : randomUUID()
  c.set('requestId', id)
  await next()
  // On the answer's headers, not with c.header(): after next() that rebuilds the Response, which
  // takes @hono/node-server off its fast path for every request (docs/architecture.md#scale).
  c.res.headers.set('X-Request-Id', id)
})
