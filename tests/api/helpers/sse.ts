import { type RealtimeEvent, realtimeEventSchema } from '#shared/events.ts'

/** An SSE message as a client parses it (the fields of one block). */
export interface SseMessage {
  id?: string
  event?: string
  data?: string
  retry?: string
  comment?: string
}

/**
 * Reads a text/event-stream response block by block: `next()` waits for the next message (up to
 * `timeoutMs`), `nextEvent()` skips the comments, retry and id-only lines, `close()` cancels.
 */
export function sseReader(response: Response) {
  if (!response.body) throw new Error('no body')
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  let ended = false

  async function next(timeoutMs = 5000): Promise<SseMessage | null> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const end = buffer.indexOf('\n\n')
      if (end >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const message: SseMessage = {}
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) message.comment = line.slice(1).trim()
          else {
            const index = line.indexOf(':')
            const field = line.slice(0, index) as keyof SseMessage
            const value = line.slice(index + 1).replace(/^ /, '')
            message[field] = message[field] === undefined ? value : `${message[field]}\n${value}`
          }
        }
        return message
      }
      if (ended) return null
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`no SSE message within ${timeoutMs} ms`)
      let timer: NodeJS.Timeout | undefined
      const chunk = await Promise.race([
        reader.read(),
        new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), left)
        }),
      ]).finally(() => clearTimeout(timer))
      if (chunk === 'timeout') throw new Error(`no SSE message within ${timeoutMs} ms`)
      if (chunk.done) ended = true
      else buffer += decoder.decode(chunk.value, { stream: true })
    }
  }

  /** The next event, checked against the shared schema (src/shared/events.ts). */
  async function nextEvent(timeoutMs = 5000): Promise<RealtimeEvent> {
    for (;;) {
      const message = await next(timeoutMs)
      if (message === null) throw new Error('the stream ended')
      if (message.data !== undefined) {
        const parsed = realtimeEventSchema.parse(JSON.parse(message.data))
        if (String(parsed.id) !== message.id || parsed.type !== message.event)
          throw new Error('id or event line disagrees with data')
        return parsed
      }
    }
  }

  /** Resolves once the server ended the stream (messages before it are skipped), or throws after the timeout. */
  async function ended_(timeoutMs = 5000): Promise<void> {
    while ((await next(timeoutMs)) !== null) {
      // skip
    }
  }

  return { next, nextEvent, ended: ended_, close: () => reader.cancel().catch(() => {}) }
}
