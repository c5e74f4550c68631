/**
 * One Server-Sent Events stream kept open while it is useful (docs/architecture.md#realtime-events):
 * paused while the device is offline and opened again with the last seen id when the network is
 * back; stopped for good once the session has ended. Generic: it knows nothing of the events it
 * carries. EventSource and the online state are injected, so that tests drive both.
 */

/** What the stream needs of an EventSource. */
export interface StreamSource {
  readonly readyState: number
  addEventListener(type: string, listener: (event: Event) => void): void
  close(): void
}

/** What the stream needs of TanStack Query's onlineManager. */
export interface OnlineState {
  isOnline(): boolean
  subscribe(listener: (online: boolean) => void): () => void
}

/** Where the last seen event id is kept between pauses (and reloads of the same tab). */
export interface LastEventIdStore {
  get(): string | null
  set(id: string): void
}

export interface EventStreamOptions {
  url: string
  /** The `event:` names listened to; any other is ignored. */
  eventTypes: readonly string[]
  onEvent: (type: string, data: string) => void
  /**
   * Asked when the stream fails: resolves false once the session has ended (the stream then stops
   * for good, never trying again against a 401), true while it holds or cannot be told.
   */
  checkSession: () => Promise<boolean>
  createSource: (url: string) => StreamSource
  online: OnlineState
  lastEventId: LastEventIdStore
  /** Waits before opening a stream again after the browser gave up on it (a 5xx, a 503 during an outage). */
  reopenDelayMs?: (attempt: number) => number
}

export interface EventStream {
  close(): void
}

/** EventSource.CLOSED: the browser will not reconnect by itself (an HTTP error, a wrong content type). */
const CLOSED = 2
/** A network error while connecting is the browser's business; the session is asked at most this often then. */
const SESSION_CHECK_INTERVAL_MS = 30_000

function defaultReopenDelay(attempt: number): number {
  return Math.min(3000 * 2 ** attempt, 60_000)
}

export function openEventStream(options: EventStreamOptions): EventStream {
  const { createSource, online, lastEventId } = options
  const reopenDelay = options.reopenDelayMs ?? defaultReopenDelay
  let source: StreamSource | null = null
  let stopped = false
  let attempts = 0
  let reopenTimer: ReturnType<typeof setTimeout> | undefined
  let lastCheckAt = Number.NEGATIVE_INFINITY

  const seen = (id: string): boolean => {
    const last = lastEventId.get()
    if (!id || last === null) return false
    const [current, previous] = [Number(id), Number(last)]
    return Number.isFinite(current) && Number.isFinite(previous) && current <= previous
  }

  const open = () => {
    if (stopped || source || !online.isOnline()) return
    // The browser sends Last-Event-ID on its own reconnections only: a new stream names it in the query.
    const last = lastEventId.get()
    const current = createSource(last === null ? options.url : `${options.url}?last_event_id=${encodeURIComponent(last)}`)
    source = current
    current.addEventListener('open', () => {
      attempts = 0
    })
    for (const type of options.eventTypes) {
      current.addEventListener(type, (event) => {
        if (source !== current) return
        const { data, lastEventId: id } = event as MessageEvent<unknown>
        // A replay after a resume may repeat what this tab has already applied.
        if (seen(id)) return
        try {
          options.onEvent(type, typeof data === 'string' ? data : '')
        } finally {
          if (id) lastEventId.set(id)
        }
      })
    }
    current.addEventListener('error', () => {
      if (source === current) void failed(current)
    })
  }

  const pause = () => {
    clearTimeout(reopenTimer)
    reopenTimer = undefined
    source?.close()
    source = null
  }

  const stop = () => {
    if (stopped) return
    stopped = true
    pause()
    unsubscribe()
  }

  const failed = async (current: StreamSource) => {
    const givenUp = current.readyState === CLOSED
    if (givenUp) {
      current.close()
      source = null
    }
    // Offline: nothing to ask; the stream opens again with the network.
    if (!online.isOnline()) return pause()
    // A reconnection the browser runs itself asks the session now and then; a refusal (the 401 of
    // an ended session, a 5xx) always does.
    if (!givenUp && Date.now() - lastCheckAt < SESSION_CHECK_INTERVAL_MS) return
    lastCheckAt = Date.now()
    const signedIn = await options.checkSession().catch(() => true)
    if (stopped) return
    if (!signedIn) return stop()
    if (givenUp && source === null && reopenTimer === undefined) {
      reopenTimer = setTimeout(() => {
        reopenTimer = undefined
        open()
      }, reopenDelay(attempts++))
    }
  }

  const unsubscribe = online.subscribe((isOnline) => {
    if (isOnline) open()
    else pause()
  })
  open()
  return { close: stop }
}
