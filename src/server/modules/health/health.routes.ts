import { Hono } from 'hono'
import type { AppEnv } from '../../http/types.ts'
import { probeDatabase } from './database-probe.ts'

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const probe = await probeDatabase(c.get('deps').db)
  if (probe.ok) {
    return c.json({
      status: 'ok',
      database: { status: 'ok', latency_ms: probe.latencyMs },
      communes: { status: probe.communes },
    })
  }
  c.get('logger').warn({ err: probe.error }, 'health check: database unavailable')
  return c.json({ status: 'degraded', database: { status: 'unavailable' } }, 503)
})
