import { afterEach, describe, expect, it, vi } from 'vitest'
import { type OnlineState, openEventStream, type StreamSource } from './event-stream.ts'

class FakeSource implements StreamSource {
  readyState = 0
  closed = false
  readonly listeners = new Map<string, ((event: Event) => void)[]>()
  readonly url: string
  constructor(url: string) {
    this.url = url
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  close() {
    this.closed = true
    this.readyState = 2
  }
  fail(readyState: 0 | 2) {
    this.readyState = readyState
    for (const listener of this.listeners.get('error') ?? []) listener(new Event('error'))
  }
  send(type: string, id: string, data: string) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data, lastEventId: id }))
  }
}

const alwaysOnline: OnlineState = { isOnline: () => true, subscribe: () => () => {} }

function setUp(checkSession: () => Promise<boolean>) {
  const sources: FakeSource[] = []
  let last: string | null = null
  const onEvent = vi.fn()
  const stream = openEventStream({
    url: '/api/events',
    eventTypes: ['a'],
    onEvent,
    checkSession,
    createSource: (url) => {
      const source = new FakeSource(url)
      sources.push(source)
      return source
    },
    online: alwaysOnline,
    lastEventId: { get: () => last, set: (id) => (last = id) },
  })
  return { sources, onEvent, stream }
}

afterEach(() => vi.useRealTimers())

describe('openEventStream', () => {
  it('stops for good when the session check says signed out', async () => {
    vi.useFakeTimers()
    const checkSession = vi.fn(async () => false)
    const { sources } = setUp(checkSession)
    sources[0]?.fail(2)
    await vi.advanceTimersByTimeAsync(300_000)
    expect(checkSession).toHaveBeenCalledOnce()
    expect(sources).toHaveLength(1)
    expect(sources[0]?.closed).toBe(true)
  })

  it('waits longer between reopenings while the server keeps refusing', async () => {
    vi.useFakeTimers()
    const { sources } = setUp(async () => true)
    sources[0]?.send('a', '5', '{}')
    sources[0]?.fail(2)
    await vi.advanceTimersByTimeAsync(3000)
    expect(sources.map((s) => s.url)).toEqual(['/api/events', '/api/events?last_event_id=5'])
    sources[1]?.fail(2)
    await vi.advanceTimersByTimeAsync(3000)
    expect(sources).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(3000)
    expect(sources).toHaveLength(3)
  })

  it('passes only the listened types on, and stops listening once closed', () => {
    const { sources, onEvent, stream } = setUp(async () => true)
    sources[0]?.send('b', '1', '{}')
    sources[0]?.send('a', '2', '{"x":1}')
    stream.close()
    sources[0]?.send('a', '3', '{}')
    expect(onEvent.mock.calls).toEqual([['a', '{"x":1}']])
  })
})
