import { serve } from '@hono/node-server'
import pino from 'pino'
import { createApp } from './app.ts'
import { connectDatabase } from './db/connect.ts'
import { migrateToLatest } from './db/migrate.ts'
import { loadEnv } from './env.ts'

const env = (() => {
  try {
    return loadEnv()
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
})()
const logger = pino({ level: env.LOG_LEVEL })
const db = await connectDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR })
await migrateToLatest(db)
const app = createApp({ db, env, logger, clock: { now: () => new Date() } })
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  logger.info({ port: info.port }, `Relève écoute sur http://localhost:${info.port}`)
})

function shutdown(signal: string) {
  logger.info({ signal }, 'shutting down')
  server.close(async () => {
    await db.destroy()
    process.exit(0)
  })
  setTimeout(() => process.exit(1), 10_000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
