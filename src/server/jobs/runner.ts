import { setTimeout as sleep } from 'node:timers/promises'
import type pg from 'pg'
import type { Logger } from 'pino'
import type { Db } from '../db/connect.ts'

/**
 * The one place periodic work runs: retention, the expired-rows sweep, offer expiry, the patients'
 * requests purge, and the mail, alert and password-reset workers. Each job runs, pauses, runs again
 * until stop(), which waits for the runs in flight.
 *
 * Several instances of the app share one database, so an exclusive job takes a lock first and
 * skips its turn when another instance holds it. On PostgreSQL that is a session-level
 * `pg_try_advisory_lock`, held for the run, on a connection the runner opens for itself, beside
 * the request pool:
 * - not `pg_try_advisory_xact_lock` in a transaction: the transaction would sit idle while the job
 *   works on other connections, and the pool's `idle_in_transaction_session_timeout` (30 s) would
 *   end it, and the lock with it, under any long run;
 * - not a session lock on a pooled connection: it would be taken from the requests for the whole
 *   run, and a failed unlock would hand a connection still holding the lock back to the pool. On
 *   its own connection a failed unlock just closes it, and the server drops every lock a closed
 *   session held: an instance that dies mid-run frees its jobs at once.
 * The key is the job's name within the schema (`current_schema()`), so deployments (or test
 * files) in different schemas of one database never block each other.
 *
 * PGlite is one session for the whole process, and advisory locks are re-entrant within a session,
 * so they cannot tell two runners apart; nor does PGlite hold any connection aside (Kysely reaches
 * it through a single one, and a held connection would stall every request). An embedded database
 * is opened by one process only, so there the lock is kept in this process, per database.
 *
 * The workers that claim their rows with FOR UPDATE SKIP LOCKED (mail, alerts, password reset) are
 * not exclusive: the claim already keeps two instances off the same row, and a lock would make the
 * instances take turns on the whole queue, leaving a freshly woken worker waiting for another
 * instance's batch. The sweeps are exclusive: their rows are safe too, but N instances scanning the
 * same tables at the same moment is work done N times for nothing.
 */

export interface Job {
  /** Unique within a runner; the lock's key. */
  name: string
  /** Pause between the end of a run and the next one. */
  everyMs: number
  /** Pause before the first run; none by default (it runs at start). */
  firstRunAfterMs?: number
  /** Whether instances take turns (see above). */
  exclusive: boolean
  /** One run; true when more work may be waiting, so the next run starts at once. */
  run(): Promise<boolean>
  /** Called once by stop(), after the job's last run (a transport to close). */
  close?(): void
}

export interface ScheduledJob {
  /** Runs the job now rather than after its pause (or again right after the run in flight). */
  wake(): void
}

export interface JobRunner {
  add(job: Job): ScheduledJob
  start(): void
  /** Stops every job, waits for the runs in flight, releases the locks. */
  stop(): Promise<void>
}

export interface JobRunnerDeps {
  /** The database the jobs work on; on PGlite, what the locks are kept per. */
  db: Db
  /** Its postgres:// URL (DATABASE_URL), for the locks' own connection; absent on PGlite. */
  databaseUrl?: string | undefined
  logger: Pick<Logger, 'warn'>
}

type Release = () => Promise<void>

interface JobLocks {
  /** The job's lock if no one holds it, else null (another instance is running the job). */
  tryLock(name: string): Promise<Release | null>
  close(): Promise<void>
}

interface Entry {
  job: Job
  woken: boolean
  pause: AbortController | undefined
  loop: Promise<void> | undefined
}

export function createJobRunner(deps: JobRunnerDeps): JobRunner {
  const { logger } = deps
  const locks = deps.databaseUrl ? advisoryLocks(deps.databaseUrl, logger) : processLocks(deps.db)
  const entries = new Map<string, Entry>()
  let started = false
  let stopping = false

  async function pause(entry: Entry, ms: number) {
    if (ms <= 0 || stopping) return
    entry.pause = new AbortController()
    // Never what keeps the process alive.
    await sleep(ms, undefined, { signal: entry.pause.signal, ref: false }).catch(() => {})
    entry.pause = undefined
  }

  /** One turn: the lock if the job needs one, the run, the lock released. Never throws. */
  async function turn(entry: Entry): Promise<boolean> {
    const { job } = entry
    let release: Release | null = async () => {}
    if (job.exclusive) {
      try {
        release = await locks.tryLock(job.name)
      } catch (error) {
        logger.warn({ err: error, job: job.name }, 'job skipped: its lock cannot be taken')
        return false
      }
      if (!release) return false
    }
    try {
      return await job.run()
    } catch (error) {
      logger.warn({ err: error, job: job.name }, 'job failed, will run again')
      return false
    } finally {
      await release()
    }
  }

  async function loop(entry: Entry) {
    await pause(entry, entry.job.firstRunAfterMs ?? 0)
    while (!stopping) {
      entry.woken = false
      const more = await turn(entry)
      if (stopping) break
      if (more || entry.woken) continue
      await pause(entry, entry.job.everyMs)
    }
  }

  function launch(entry: Entry) {
    entry.loop = loop(entry)
  }

  return {
    add(job) {
      if (entries.has(job.name)) throw new Error(`Job ${job.name} is already registered`)
      const entry: Entry = { job, woken: false, pause: undefined, loop: undefined }
      entries.set(job.name, entry)
      if (started && !stopping) launch(entry)
      return {
        wake() {
          entry.woken = true
          entry.pause?.abort()
        },
      }
    },
    start() {
      if (started) return
      started = true
      for (const entry of entries.values()) launch(entry)
    },
    async stop() {
      stopping = true
      for (const entry of entries.values()) entry.pause?.abort()
      await Promise.all([...entries.values()].map((entry) => entry.loop))
      for (const entry of entries.values()) entry.job.close?.()
      await locks.close()
    },
  }
}

/** PGlite: one process per database, so the locks live here (see the module's comment). */
const heldInProcess = new WeakMap<Db, Set<string>>()

function processLocks(db: Db): JobLocks {
  const held = heldInProcess.get(db) ?? new Set<string>()
  heldInProcess.set(db, held)
  return {
    async tryLock(name) {
      if (held.has(name)) return null
      held.add(name)
      return async () => {
        held.delete(name)
      }
    },
    async close() {},
  }
}

/** Advisory locks of this application's jobs, apart from any other user of advisory locks. */
const LOCK_CLASS = 0x52_4c_56 // "RLV"
const KEY = `$1::int, hashtext(current_schema() || ':' || $2::text)`

/** PostgreSQL: session locks on a connection of the runner's own (see the module's comment). */
function advisoryLocks(url: string, logger: Pick<Logger, 'warn'>): JobLocks {
  let session: Promise<pg.Client> | undefined

  function drop(client: Promise<pg.Client>) {
    if (session === client) session = undefined
    // Closing the session is what releases its locks, should an unlock have failed.
    void client.then((open) => open.end()).catch(() => {})
  }

  function connect(): Promise<pg.Client> {
    const opening = (async () => {
      const { default: pgModule } = await import('pg')
      const client = new pgModule.Client({
        connectionString: url,
        application_name: 'releve-jobs',
        connectionTimeoutMillis: 3000,
        query_timeout: 5000,
        keepAlive: true,
      })
      // A lost connection must not crash the process: its locks are gone with it (the runs in
      // hand finish, their rows being claimed safely anyway); the next turn opens another.
      client.on('error', (error) => {
        logger.warn({ err: error }, 'job locks: connection lost')
        drop(opening)
      })
      await client.connect()
      return client
    })()
    opening.catch(() => drop(opening))
    return opening
  }

  // One query at a time on the lock connection: jobs due together ask at once, and pg deprecates
  // queueing a query on a client that is already running one.
  let inFlight: Promise<unknown> = Promise.resolve()
  function serially<T>(work: () => Promise<T>): Promise<T> {
    const next = inFlight.then(work, work)
    inFlight = next.catch(() => {})
    return next
  }

  return {
    async tryLock(name) {
      session ??= connect()
      const opening = session
      const client = await opening
      let locked: boolean | undefined
      try {
        const { rows } = await serially(() =>
          client.query<{ locked: boolean }>(`select pg_try_advisory_lock(${KEY}) as locked`, [LOCK_CLASS, name]),
        )
        locked = rows[0]?.locked
      } catch (error) {
        drop(opening)
        throw error
      }
      if (!locked) return null
      return async () => {
        try {
          await serially(() => client.query(`select pg_advisory_unlock(${KEY})`, [LOCK_CLASS, name]))
        } catch {
          drop(opening)
        }
      }
    },
    async close() {
      const closing = session
      session = undefined
      const client = await closing?.catch(() => undefined)
      await client?.end().catch(() => {})
    },
  }
}
