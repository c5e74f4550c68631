import type { Logger } from 'pino'
import type { DatabaseSource } from '../../db/connect.ts'
import { CHANNEL_PREFIX } from './publish.ts'

export interface Listener {
  /** Resolves once listening (PostgreSQL: retries with backoff until then, or until stop). */
  start(): Promise<void>
  stop(): Promise<void>
}

export interface ListenerOptions {
  source: DatabaseSource
  logger: Pick<Logger, 'warn' | 'info'>
  /** A NOTIFY of publishEvents: `<user id>:<event id>`. */
  onNotification(payload: string): void
  /** Listening again after a lost connection: notifications sent meanwhile were missed. */
  onReconnected(): void
}

const FIRST_RETRY_MS = 250
const MAX_RETRY_MS = 10_000

/**
 * The process's LISTEN on its schema's events channel (publish.ts): on PostgreSQL one connection
 * of its own, outside the pool (a pooled connection would be handed to queries, and LISTEN lives
 * as long as its connection), opened again with backoff whenever it is lost; on PGlite, its own
 * LISTEN, which delivers at commit like PostgreSQL.
 */
export function createListener(options: ListenerOptions): Listener {
  return options.source.kind === 'pglite'
    ? pgliteListener(options, options.source.pglite)
    : postgresListener(options, options.source)
}

function pgliteListener(options: ListenerOptions, pglite: Extract<DatabaseSource, { kind: 'pglite' }>['pglite']): Listener {
  let unlisten: (() => Promise<void>) | null = null
  return {
    async start() {
      const { rows } = await pglite.query<{ schema: string }>('select current_schema() as schema')
      unlisten = await pglite.listen(CHANNEL_PREFIX + rows[0]?.schema, options.onNotification)
    },
    async stop() {
      await unlisten?.().catch(() => {})
      unlisten = null
    },
  }
}

function postgresListener(options: ListenerOptions, source: Extract<DatabaseSource, { kind: 'postgres' }>): Listener {
  type Client = import('pg').Client
  let client: Client | null = null
  let stopped = false
  let listenedOnce = false
  let retryTimer: NodeJS.Timeout | null = null
  let wake: (() => void) | null = null
  let starting: Promise<void> | null = null

  async function connectOnce(): Promise<Client> {
    const { default: pg } = await import('pg')
    const candidate = new pg.Client({
      connectionString: source.url,
      application_name: 'releve-events',
      connectionTimeoutMillis: 3000,
      keepAlive: true,
      ...(source.searchPath ? { options: `-c search_path=${source.searchPath},public` } : {}),
    })
    // Without a listener, an error on this idle connection would be an uncaught exception.
    candidate.on('error', (error) => options.logger.warn({ err: error }, 'events listener connection lost'))
    try {
      await candidate.connect()
      const { rows } = await candidate.query<{ schema: string }>('select current_schema() as schema')
      const channel = CHANNEL_PREFIX + rows[0]?.schema
      candidate.on('notification', (message) => {
        if (message.channel === channel && message.payload) options.onNotification(message.payload)
      })
      await candidate.query(`listen "${channel}"`)
      return candidate
    } catch (error) {
      await candidate.end().catch(() => {})
      throw error
    }
  }

  /** Connects, retrying with backoff; resolves when listening or stopped. */
  async function connect(): Promise<void> {
    for (let delay = FIRST_RETRY_MS; !stopped; delay = Math.min(delay * 2, MAX_RETRY_MS)) {
      try {
        const connected = await connectOnce()
        if (stopped) {
          await connected.end().catch(() => {})
          return
        }
        client = connected
        connected.on('end', () => {
          if (client !== connected || stopped) return
          client = null
          options.logger.warn('events listener disconnected, reconnecting')
          starting = connect()
        })
        if (listenedOnce) {
          options.logger.info('events listener reconnected')
          options.onReconnected()
        }
        listenedOnce = true
        return
      } catch (error) {
        options.logger.warn({ err: error, retry_ms: delay }, 'events listener cannot connect')
        await new Promise<void>((resolve) => {
          wake = resolve
          retryTimer = setTimeout(resolve, delay)
        })
      }
    }
  }

  return {
    start() {
      starting ??= connect()
      return starting
    },
    async stop() {
      stopped = true
      if (retryTimer) clearTimeout(retryTimer)
      wake?.()
      const current = client
      client = null
      await current?.end().catch(() => {})
    },
  }
}
