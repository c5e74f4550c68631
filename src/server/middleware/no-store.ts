import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../http/types.ts'

/**
 * API answers may be personal: no browser, proxy or service worker cache keeps them, unless a
 * route chose otherwise (GET /api/config is public and cacheable).
 */
export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store')
})
