import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../http/types.ts'

/**
 * Same origin only. The PWA and its API share one origin (Vite proxies them in development), so
 * the server never sends Access-Control-Allow-* headers: a browser on another site cannot read
 * our answers or send credentialed or non-simple requests. Any preflight is answered with an
 * empty 204 that allows nothing (never a reflected Origin), and anything that already set such
 * a header by mistake loses it here.
 */
export const sameOriginOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
    return c.body(null, 204, { Vary: 'Origin' })
  }
  await next()
  for (const name of [...c.res.headers.keys()]) {
    if (name.startsWith('access-control-')) c.res.headers.delete(name)
  }
})
