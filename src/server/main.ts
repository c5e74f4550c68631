import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { legalDetailVariables } from '#shared/legal-details.ts'
import { createApp, defaultClientDir, defaultStorageDir } from './app.ts'
import { connectDatabase } from './db/connect.ts'
import { migrateToLatest } from './db/migrate.ts'
import { loadEnv, servesLocally } from './env.ts'
import { createJobRunner } from './jobs/runner.ts'
import { legalDetailsDrift } from './legal-details.ts'
import { createLogger } from './logger.ts'
import { createAlertWorker } from './modules/alerts/alert.worker.ts'
import { createSavedSearchDigestJob } from './modules/alerts/saved-search-digest.ts'
import { createPasswordHasher } from './modules/auth/password-hasher.ts'
import { createPasswordResetWorker } from './modules/auth/password-reset.worker.ts'
import { loadCommunes } from './modules/communes/communes.loader.ts'
import { documentStorageFor } from './modules/documents/document-storage.ts'
import { createDocumentsJob } from './modules/documents/documents.job.ts'
import { stopEventHub } from './modules/events/events.hub.ts'
import { createEventPruneJob } from './modules/events/events.prune.ts'
import { importAvatarFiles } from './modules/images/avatar-files-import.ts'
import { smtpTransport } from './modules/mail/mail.transport.ts'
import { createMailWorker, wakeOnQueued } from './modules/mail/mail.worker.ts'
import { createMailer } from './modules/mail/mailer.ts'
import { createPartnerListingExpiryJob } from './modules/partner-listings/partner-listings.expiry.ts'
import { createPatientRequestPurgeJob } from './modules/patient-requests/patient-requests.purge.ts'
import { onPushQueued } from './modules/push/push.repository.ts'
import { createPushWorker } from './modules/push/push.worker.ts'
import { createReplacementExpiryJob } from './modules/replacements/replacements.expiry.ts'
import { expiredRowsJob } from './modules/retention/expired-rows.job.ts'
import { retentionJob } from './modules/retention/retention.job.ts'
import { createSubscriptionLifecycleJob } from './modules/subscriptions/subscriptions.lifecycle.ts'
import { seedDemoAccounts, shouldSeedDemo } from './scripts/seed-demo.ts'

// A local .env fills what the real environment leaves unset (it never overrides it).
if (existsSync('.env')) process.loadEnvFile('.env')

const env = (() => {
  try {
    return loadEnv()
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
})()

// Readable lines on a terminal, JSON lines when stdout is a file or a pipe (logger.ts).
const logger = createLogger(env.LOG_LEVEL)

// The legal notice served must be the one configured: the pages were written by the build.
{
  const clientDir = env.CLIENT_DIR ?? defaultClientDir
  const drift = await legalDetailsDrift(env, clientDir)
  if (drift.length > 0) {
    const variables = drift.map((key) => legalDetailVariables[key]).join(', ')
    const message = `The pages in ${clientDir} were built with other legal details than this server's (${variables}): run npm run build with the same variables`
    if (env.NODE_ENV === 'production' && !servesLocally(env)) {
      logger.fatal(message)
      process.exit(1)
    }
    logger.warn(message)
  }
}

// A bug that escaped every handler leaves the process in an unknown state: log it, exit, let the
// supervisor restart us. The log itself may be what failed (stdout closed), hence the try.
function die(error: unknown, message: string): never {
  try {
    logger.fatal({ err: error }, message)
  } finally {
    process.exit(1)
  }
}
process.on('uncaughtException', (error) => die(error, 'uncaught exception'))
process.on('unhandledRejection', (reason) => die(reason, 'unhandled rejection'))

const db = await (async () => {
  try {
    const connected = await connectDatabase({
      url: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      poolSize: env.DATABASE_POOL_SIZE,
      onPoolError: (error) => logger.warn({ err: error }, 'database connection lost'),
    })
    const applied = await migrateToLatest(connected)
    for (const result of applied) logger.info({ migration: result.migrationName }, 'migration applied')
    return connected
  } catch (error) {
    const where = env.DATABASE_URL ? 'DATABASE_URL' : `DATA_DIR (${env.DATA_DIR})`
    logger.fatal({ err: error }, `Cannot open the database given by ${where}`)
    process.exit(1)
  }
})()

const clock = { now: () => new Date() }
// Periodic work, each job started and stopped here; exclusive ones run in one instance at a time
// (jobs/runner.ts).
const jobs = createJobRunner({ db, databaseUrl: env.DATABASE_URL, logger })
// Mails are queued in the outbox by the routes and sent by this worker (several instances may run
// one each: they share the outbox through FOR UPDATE SKIP LOCKED).
const mailWorker = jobs.add(
  createMailWorker({ db, env, logger, clock, transport: env.SMTP_URL ? smtpTransport(env.SMTP_URL) : null }),
)
const mail = createMailer({ db, env, clock, onQueued: wakeOnQueued(mailWorker) })
// Web Push: queued by notify() in the transaction of the event, sent by this worker (as the mails,
// shared by the instances through FOR UPDATE SKIP LOCKED), woken when this process queues one.
onPushQueued(wakeOnQueued(jobs.add(createPushWorker({ db, env, logger, clock }))))
// "Forgot password" requests, queued by the route whether or not the address has an account: the
// link is issued and mailed here, off the request path.
jobs.add(createPasswordResetWorker({ db, mail, logger, clock }))
// Alerts of published offers: queued with the publication, tried by the publishing request right
// after its commit, and run here whenever that did not happen (a crash, the database gone).
jobs.add(createAlertWorker({ db, logger, clock }))
// Published offers past their last day become expired (reads already treat them so).
jobs.add(createReplacementExpiryJob({ db, logger, clock }))
// Partner listings past their 90 days become expired; their authors are mailed 7 days before.
jobs.add(createPartnerListingExpiryJob({ db, mail, logger, clock }))
// From 7:00 in Paris, the saved searches' matches of members without instant alerts, one mail each.
jobs.add(createSavedSearchDigestJob({ db, mail, logger, clock }))
// Subscriptions whose period or grace is over end; unpaid transfers go past due (docs/product.md#subscriptions).
jobs.add(createSubscriptionLifecycleJob({ db, env, mail, logger, clock }))
// Patients' requests lose their personal data after PATIENT_REQUEST_RETENTION_MONTHS (RGPD).
jobs.add(createPatientRequestPurgeJob({ db, logger, clock, retentionMonths: env.PATIENT_REQUEST_RETENTION_MONTHS }))
// The privacy page's periods: unused accounts warned then erased, old contact messages dropped.
jobs.add(retentionJob({ db, mail, clock, logger, storageDir: defaultStorageDir(env.DATA_DIR) }))
// Ended sessions, expired one-time tokens, elapsed rate-limit windows, old idempotency keys.
jobs.add(expiredRowsJob({ db, clock, logger }))
// Realtime events past their 24 h of replay (docs/architecture.md#realtime-events).
jobs.add(createEventPruneJob({ db, clock, logger }))
// Verification documents: end-date reminders (30 and 7 days), expiry, retention, files of erased ones.
jobs.add(createDocumentsJob({ db, env, mail, logger, clock, storage: documentStorageFor(env, defaultStorageDir(env.DATA_DIR)) }))
jobs.start()

const app = createApp({ db, env, logger, clock, mail })
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info: AddressInfo) => {
  logger.info({ port: info.port, url: env.APP_URL }, `Relève écoute sur http://localhost:${info.port}`)
  void prepareData()
})
server.on('error', (error) => {
  logger.fatal({ err: error }, `Cannot listen on ${env.HOST}:${env.PORT}`)
  process.exit(1)
})

let shuttingDown = false

/**
 * Reference data and demo accounts, once the server listens: a fresh start serves as soon as it
 * is migrated, instead of after the communes file is loaded. Until then the commune search holds
 * its requests a moment, then answers 503 with Retry-After, and /api/health says the communes are
 * loading. Neither is a reason to stop: everything else works without them.
 */
async function prepareData() {
  // Profile photos kept as files by an older version move into the database (migration 0910).
  try {
    const imported = await importAvatarFiles(db, defaultStorageDir(env.DATA_DIR))
    if (imported > 0) logger.info({ photos: imported }, 'profile photos moved into the database')
  } catch (error) {
    logger.error({ err: error }, 'profile photos could not be moved into the database')
  }
  // Filled on an empty database, refreshed when the file changed (a few seconds).
  try {
    const started = performance.now()
    const result = await loadCommunes(db, new Date())
    if (result.loaded) logger.info({ rows: result.rows, ms: Math.round(performance.now() - started) }, 'communes loaded')
  } catch (error) {
    if (!shuttingDown) logger.error({ err: error }, 'communes could not be loaded')
  }
  // Demo accounts on an empty embedded database, their passwords logged once (scripts/seed-demo.ts).
  // After the communes: the demo people live in real communes.
  if (shouldSeedDemo(env)) {
    try {
      await seedDemoAccounts(db, createPasswordHasher(), logger, new Date())
    } catch (error) {
      if (!shuttingDown) logger.error({ err: error }, 'demo accounts could not be created')
    }
  }
}

/**
 * Graceful stop (SIGTERM from the orchestrator, Ctrl-C): stop accepting connections, let the
 * requests in flight finish (Node closes idle keep-alive sockets itself), close the database,
 * exit 0. Ten seconds at most, then exit 1 rather than hang a deploy.
 */
function shutdown(signal: string) {
  if (shuttingDown) return
  shuttingDown = true
  logger.info({ signal }, 'shutting down')
  setTimeout(() => {
    logger.error('requests still running after 10 s, exiting anyway')
    process.exit(1)
  }, 10_000).unref()
  // Event streams never end by themselves: ended here (clients reconnect to another instance),
  // with this process's LISTEN connection, so that the server can close.
  void stopEventHub(db)
  server.close(async () => {
    // The jobs' runs in flight finish before the database closes.
    await jobs.stop()
    await db.destroy()
    logger.info('stopped')
    process.exit(0)
  })
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
