import pino from 'pino'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Db } from '../../db/connect.ts'
import { eventHubOf, type Subscriber, stopEventHub } from './events.hub.ts'

// The session check's query is held, to open a stream while it runs.
const sessionQueries: Array<{ ids: string[]; answer: (live: Set<string>) => void }> = []

vi.mock('../../db/connect.ts', () => ({ databaseSource: () => ({}) }))
vi.mock('./events.listener.ts', () => ({
  createListener: () => ({ start: async () => {}, stop: async () => {} }),
}))
vi.mock('./events.repository.ts', () => ({
  lastEventId: async () => 0,
  eventsAfter: async () => [],
  eventsByIds: async () => [],
  liveSessionIds: (_db: Db, ids: string[]) =>
    new Promise<Set<string>>((answer) => {
      sessionQueries.push({ ids, answer })
    }),
}))

function stream(userId: number, sessionId: string): Subscriber & { closed: boolean } {
  return {
    userId,
    sessionId,
    lastId: 0,
    closed: false,
    send() {},
    cursor() {},
    heartbeat() {},
    close() {
      this.closed = true
    },
  }
}

const db = {} as Db

afterEach(async () => {
  vi.useRealTimers()
  sessionQueries.length = 0
  await stopEventHub(db)
})

describe('the events hub’s session check', () => {
  it('ends the streams of sessions no longer live, and spares one opened while the check ran', async () => {
    vi.useFakeTimers()
    const clock = { now: () => new Date('2026-03-01T10:00:00Z') }
    const hub = eventHubOf({ db, clock, logger: pino({ level: 'silent' }) }, { sessionCheckMs: 100 })
    const revoked = stream(1, 'revoked')
    const kept = stream(1, 'kept')
    await hub.subscribe(revoked, null)
    await hub.subscribe(kept, null)

    await vi.advanceTimersByTimeAsync(100)
    expect(sessionQueries).toHaveLength(1)
    expect(sessionQueries[0]?.ids.sort()).toEqual(['kept', 'revoked'])
    // A new tab signs in and opens its stream while the query is in flight.
    const opened = stream(2, 'opened')
    await hub.subscribe(opened, null)
    sessionQueries[0]?.answer(new Set(['kept']))
    await vi.advanceTimersByTimeAsync(0)

    expect(revoked.closed).toBe(true)
    expect(kept.closed).toBe(false)
    expect(opened.closed).toBe(false)
  })
})
