import { Hono } from 'hono'
import { sql } from 'kysely'
import type { AppEnv } from '../../http/types.ts'

// A load balancer asks every few seconds: better a quick "no" than a request that hangs.
const DATABASE_CHECK_TIMEOUT_MS = 2000

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { db } = c.get('deps')
  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  try {
    await Promise.race([
      sql`select 1`.execute(db),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('database check timed out')), DATABASE_CHECK_TIMEOUT_MS)
      }),
    ])
    return c.json({ status: 'ok', database: { status: 'ok', latency_ms: Math.round(performance.now() - started) } })
  } catch (error) {
    c.get('logger').warn({ err: error }, 'health check: database unavailable')
    return c.json({ status: 'degraded', database: { status: 'unavailable' } }, 503)
  } finally {
    clearTimeout(timer)
  }
})
