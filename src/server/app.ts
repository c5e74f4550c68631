import { Hono } from 'hono'
import type { Logger } from 'pino'
import type { Db } from './db/connect.ts'
import type { Env } from './env.ts'
import { healthRoutes } from './modules/health/health.routes.ts'

export interface Clock {
  now(): Date
}

export interface AppDeps {
  db: Db
  env: Env
  logger: Logger
  clock: Clock
}

export type AppEnv = { Variables: { deps: AppDeps; requestId: string } }

/** Builds the whole HTTP app from its dependencies, so tests can make one per file. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.use(async (c, next) => {
    c.set('deps', deps)
    await next()
  })
  app.route('/api/health', healthRoutes)
  return app
}
