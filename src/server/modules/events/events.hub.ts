import type { Logger } from 'pino'
import type { RealtimeEvent } from '#shared/events.ts'
import { type Db, databaseSource } from '../../db/connect.ts'
import type { Clock } from '../../http/types.ts'
import { createListener, type Listener } from './events.listener.ts'
import { eventsAfter, eventsByIds, lastEventId, liveSessionIds } from './events.repository.ts'

/** One open stream (one signed-in tab): what it is owed and how to hand it over. */
export interface Subscriber {
  userId: number
  sessionId: string
  /** The last event id the client has, as the stream knows it. */
  lastId: number
  send(events: RealtimeEvent[]): void
  /** A fresh stream starts after this id: told to the client so that its reconnect resumes there. */
  cursor(lastId: number): void
  /** A comment line, so that proxies see traffic. */
  heartbeat(): void
  /** Ends the stream (revoked session, shutdown). */
  close(): void
}

export interface HubOptions {
  /** Heartbeat comment on every stream this often (a proxy closes a silent connection after ~30-60 s). */
  heartbeatMs?: number
  /** Every stream's session is checked this often; a revoked one's stream ends (docs/architecture.md#realtime-events). */
  sessionCheckMs?: number
}

export interface EventHub {
  /**
   * Registers a stream, then sends what it missed: the events after `after` (Last-Event-ID), or
   * with `after` null none, the stream starting at the user's newest event id. Events that
   * arrive meanwhile wait, and are sent after, once each.
   */
  subscribe(subscriber: Subscriber, after: number | null): Promise<() => void>
  /** Ends every stream and stops listening (shutdown). */
  stop(): Promise<void>
  /** Streams open in this process (tests, bench). */
  size(): number
}

interface Entry {
  subscriber: Subscriber
  /** Live events that came while the stream was catching up; null once caught up. */
  waiting: RealtimeEvent[] | null
}

const REPLAY_PAGE = 500

/** The hub of each database handle: one LISTEN per process and database (docs/architecture.md#realtime-events). */
const hubs = new WeakMap<Db, EventHub>()

export function eventHubOf(deps: { db: Db; clock: Clock; logger: Logger }, options: HubOptions = {}): EventHub {
  let hub = hubs.get(deps.db)
  if (!hub) {
    hub = createEventHub(deps, options)
    hubs.set(deps.db, hub)
  }
  return hub
}

/** Stops the hub of a database if it has one (main.ts at shutdown, tests). */
export async function stopEventHub(db: Db): Promise<void> {
  const hub = hubs.get(db)
  hubs.delete(db)
  await hub?.stop()
}

function createEventHub(deps: { db: Db; clock: Clock; logger: Logger }, options: HubOptions): EventHub {
  const { db, clock, logger } = deps
  const byUser = new Map<number, Set<Entry>>()
  let listener: Listener | null = null
  let listening: Promise<void> | null = null
  let timers: NodeJS.Timeout[] = []
  let stopped = false

  // Notified ids are read in batches, one query for all that came in the same turn, and handed
  // over in order: a chain, so that a batch never overtakes the one before.
  let pending: number[] = []
  let chain: Promise<void> = Promise.resolve()

  function onNotification(payload: string) {
    const [user, id] = payload.split(':').map(Number)
    if (user === undefined || id === undefined || !byUser.has(user)) return
    if (pending.length === 0) chain = chain.then(readPending)
    pending.push(id)
  }

  async function readPending() {
    const ids = pending
    pending = []
    try {
      deliver(await eventsByIds(db, ids))
    } catch (error) {
      // The rows are in the table: the client gets them on its next reconnect (Last-Event-ID).
      logger.warn({ err: error, count: ids.length }, 'events could not be read for delivery')
    }
  }

  /** Events of any users, in id order, each to its recipient's streams, at most once each. */
  function deliver(events: Array<RealtimeEvent & { user_id: number }>) {
    const perEntry = new Map<Entry, RealtimeEvent[]>()
    for (const { user_id, ...event } of events) {
      for (const entry of byUser.get(user_id) ?? []) {
        if (entry.waiting) entry.waiting.push(event)
        else if (event.id > entry.subscriber.lastId) perEntry.set(entry, [...(perEntry.get(entry) ?? []), event])
      }
    }
    for (const [entry, list] of perEntry) send(entry, list)
  }

  function send(entry: Entry, events: RealtimeEvent[]) {
    if (events.length === 0) return
    entry.subscriber.lastId = Math.max(entry.subscriber.lastId, ...events.map((event) => event.id))
    entry.subscriber.send(events)
  }

  /** After a lost LISTEN connection: every stream gets what was published meanwhile. */
  function onReconnected() {
    chain = chain.then(async () => {
      const cursors = new Map<number, number>()
      for (const [user, entries] of byUser) {
        for (const entry of entries)
          cursors.set(user, Math.min(cursors.get(user) ?? Number.MAX_SAFE_INTEGER, entry.subscriber.lastId))
      }
      if (cursors.size === 0) return
      try {
        for (let page = await eventsAfter(db, cursors, REPLAY_PAGE); ; page = await eventsAfter(db, cursors, REPLAY_PAGE)) {
          deliver(page)
          for (const event of page) cursors.set(event.user_id, Math.max(cursors.get(event.user_id) ?? 0, event.id))
          if (page.length < REPLAY_PAGE) break
        }
      } catch (error) {
        logger.warn({ err: error }, 'events missed during a reconnection could not be read')
      }
    })
  }

  /** One query for all streams: those whose session was revoked, expired or lost its user end. */
  async function checkSessions() {
    const sessions = new Set<string>()
    for (const entries of byUser.values()) for (const entry of entries) sessions.add(entry.subscriber.sessionId)
    if (sessions.size === 0) return
    try {
      const live = await liveSessionIds(db, [...sessions], clock.now())
      // Only the sessions asked about: a stream opened while the query ran is checked next time.
      for (const entries of byUser.values()) {
        for (const entry of entries) {
          const { sessionId } = entry.subscriber
          if (sessions.has(sessionId) && !live.has(sessionId)) entry.subscriber.close()
        }
      }
    } catch (error) {
      logger.warn({ err: error }, 'event streams: sessions could not be checked')
    }
  }

  function startListening(): Promise<void> {
    if (listening) return listening
    const source = databaseSource(db)
    if (!source) throw new Error('This database handle was not opened by connectDatabase: no events listener')
    listener = createListener({ source, logger, onNotification, onReconnected })
    timers = [
      setInterval(() => {
        for (const entries of byUser.values()) for (const entry of entries) entry.subscriber.heartbeat()
      }, options.heartbeatMs ?? 25_000),
      setInterval(() => void checkSessions(), options.sessionCheckMs ?? 3_000),
    ]
    for (const timer of timers) timer.unref()
    listening = listener.start()
    return listening
  }

  function remove(entry: Entry) {
    const entries = byUser.get(entry.subscriber.userId)
    entries?.delete(entry)
    if (entries?.size === 0) byUser.delete(entry.subscriber.userId)
  }

  return {
    async subscribe(subscriber, after) {
      if (stopped) throw new Error('The events hub is stopped')
      // Listening before reading: an event committed from here on is either in the read or notified.
      await startListening()
      const entry: Entry = { subscriber, waiting: [] }
      const { userId } = subscriber
      byUser.set(userId, (byUser.get(userId) ?? new Set()).add(entry))
      try {
        if (after === null) {
          subscriber.lastId = await lastEventId(db, userId)
          subscriber.cursor(subscriber.lastId)
        } else {
          subscriber.lastId = after
          const cursors = new Map([[userId, after]])
          for (let page = await eventsAfter(db, cursors, REPLAY_PAGE); ; page = await eventsAfter(db, cursors, REPLAY_PAGE)) {
            send(
              entry,
              page.map(({ user_id, ...event }) => event),
            )
            cursors.set(userId, subscriber.lastId)
            if (page.length < REPLAY_PAGE) break
          }
        }
        // What came meanwhile, in order (notifications arrive in commit order, one user's ids too).
        const waiting = entry.waiting ?? []
        entry.waiting = null
        send(
          entry,
          waiting.filter((event) => event.id > subscriber.lastId),
        )
      } catch (error) {
        remove(entry)
        throw error
      }
      return () => remove(entry)
    },
    async stop() {
      stopped = true
      for (const timer of timers) clearInterval(timer)
      for (const entries of [...byUser.values()]) for (const entry of [...entries]) entry.subscriber.close()
      byUser.clear()
      await listener?.stop()
    },
    size() {
      let count = 0
      for (const entries of byUser.values()) count += entries.size
      return count
    },
  }
}
