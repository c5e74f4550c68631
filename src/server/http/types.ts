import type { HttpBindings } from '@hono/node-server'
import type { Logger } from 'pino'
import type { Db } from '../db/connect.ts'
import type { Env } from '../env.ts'
import type { Locale } from '../i18n/messages.ts'

export interface Clock {
  now(): Date
}

export interface AppDeps {
  db: Db
  env: Env
  logger: Logger
  clock: Clock
  /** Where the built PWA lives; defaults to CLIENT_DIR or dist/client beside the sources. */
  clientDir?: string
}

export type AppEnv = {
  // Partial: `app.request()` in tests runs without a Node socket behind it.
  Bindings: Partial<HttpBindings>
  Variables: {
    deps: AppDeps
    requestId: string
    logger: Logger
    locale: Locale
  }
}
