import { Hono } from 'hono'
import { sql } from 'kysely'
import type { AppEnv } from '../../http/types.ts'
import { communesLoaded } from '../communes/communes.loader.ts'

// A load balancer asks every few seconds: better a quick "no" than a request that hangs.
const DATABASE_CHECK_TIMEOUT_MS = 2000

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { db } = c.get('deps')
  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  try {
    const { latency, communes } = await Promise.race([
      (async () => {
        await sql`select 1`.execute(db)
        const latency = Math.round(performance.now() - started)
        // Loaded in the background after a fresh start (main.ts): the API serves meanwhile, only
        // the commune search waits. Reported, not a reason to take the instance out of rotation.
        return { latency, communes: (await communesLoaded(db)) ? 'ok' : 'loading' }
      })(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database check timed out')), DATABASE_CHECK_TIMEOUT_MS)
      }),
    ])
    return c.json({ status: 'ok', database: { status: 'ok', latency_ms: latency }, communes: { status: communes } })
  } catch (error) {
    c.get('logger').warn({ err: error }, 'health check: database unavailable')
    return c.json({ status: 'degraded', database: { status: 'unavailable' } }, 503)
  } finally {
    clearTimeout(timer)
  }
})
