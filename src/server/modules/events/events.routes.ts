import { Hono } from 'hono'
import type { RealtimeEvent } from '#shared/events.ts'
import type { AppEnv } from '../../http/types.ts'
import { currentUser, requireUser } from '../../middleware/session.ts'
import { eventHubOf, type Subscriber } from './events.hub.ts'

/** The client's reconnection delay after a lost stream (EventSource's `retry:`). */
export const RETRY_MS = 3000
/** A client that reads nothing while this much waits for it is cut off; it resumes with Last-Event-ID. */
const MAX_BACKLOG_BYTES = 1024 * 1024

const encoder = new TextEncoder()

/** One SSE message: the id resumes the stream, the event names the type, the data is the JSON. */
function format(event: RealtimeEvent): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`
}

/** A positive integer, or null (absent or malformed: the stream starts fresh). */
function parseLastEventId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,15}$/.test(value.trim())) return null
  return Number(value.trim())
}

/**
 * GET /api/events: the signed-in user's realtime events as Server-Sent Events, one stream per tab
 * (docs/architecture.md#realtime-events). Only the user's own rows are sent. Last-Event-ID (or
 * `last_event_id` in the query, for clients that cannot set it) replays what came after it.
 */
export const eventRoutes = new Hono<AppEnv>().get('/events', requireUser, async (c) => {
  const user = currentUser(c)
  const session = c.get('session')
  const deps = c.get('deps')
  const after = parseLastEventId(c.req.header('last-event-id') ?? c.req.query('last_event_id'))

  let controller: ReadableStreamDefaultController<Uint8Array> | undefined
  let closed = false
  let unsubscribe: (() => void) | undefined
  const close = () => {
    if (closed) return
    closed = true
    unsubscribe?.()
    try {
      controller?.close()
    } catch {
      // Already closed or cancelled by the client.
    }
  }
  const write = (text: string) => {
    if (closed || !controller) return
    if ((controller.desiredSize ?? 0) < -MAX_BACKLOG_BYTES) return close()
    controller.enqueue(encoder.encode(text))
  }
  const body = new ReadableStream<Uint8Array>(
    {
      start: (ready) => {
        controller = ready
      },
      cancel: close,
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 16 * 1024 }),
  )
  c.req.raw.signal.addEventListener('abort', close)

  const subscriber: Subscriber = {
    userId: user.id,
    sessionId: session?.id ?? '',
    lastId: 0,
    send: (events) => write(events.map(format).join('')),
    cursor: (lastId) => write(`id: ${lastId}\n\n`),
    heartbeat: () => write(': ping\n\n'),
    close,
  }
  write(`retry: ${RETRY_MS}\n\n`)
  // Refused (a database outage) before any byte is sent: the error handler's 503.
  unsubscribe = await eventHubOf(deps).subscribe(subscriber, after)
  if (closed) unsubscribe()

  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: neither our compression (middleware/compress.ts) nor a proxy buffers it.
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    },
  })
})
