import { Hono } from 'hono'
import { sql } from 'kysely'
import type { AppEnv } from '../../app.ts'

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { db } = c.get('deps')
  const started = performance.now()
  try {
    await sql`select 1`.execute(db)
    return c.json({ status: 'ok', database: { status: 'ok', latency_ms: Math.round(performance.now() - started) } })
  } catch {
    return c.json({ status: 'degraded', database: { status: 'unavailable' } }, 503)
  }
})
