import { hashKey, onlineManager, type QueryClient } from '@tanstack/react-query'
import { currentUserQuery } from '#client/entities/session/api/current-user.ts'
import { recheckSession } from '#client/entities/session/load-current-user.ts'
import { type EventStream, type OnlineState, openEventStream, type StreamSource } from '#client/lib/realtime/event-stream.ts'
import { safeStorage, storagePrefix } from '#client/lib/storage-keys.ts'
import { EVENTS_PATH, realtimeEventTypes } from '#shared/events.ts'
import { applyRealtimeEvent } from './apply-event.ts'

export interface RealtimeDeps {
  createSource: (url: string) => StreamSource
  online: OnlineState
}

const browserDeps: RealtimeDeps = {
  createSource: (url) => new EventSource(url),
  online: onlineManager,
}

/** The last event id seen by this tab for this user (under the app's prefix: wiped at logout). */
function lastEventIdStore(userId: number) {
  const key = `${storagePrefix}realtime-last-event-id:${userId}`
  let inMemory: string | null = safeStorage('session')?.getItem(key) ?? null
  return {
    get: () => inMemory,
    set: (id: string) => {
      inMemory = id
      try {
        safeStorage('session')?.setItem(key, id)
      } catch {
        // Storage full or blocked: memory is enough for this page.
      }
    },
  }
}

/**
 * One realtime stream for this tab while a signed-in, verified user is known
 * (docs/architecture.md#realtime-events): opened when the current user appears, closed when it
 * changes or goes (logout, another account, the session ended on the server). Returns the stop.
 */
export function startRealtime(client: QueryClient, deps: RealtimeDeps = browserDeps): () => void {
  const userHash = hashKey(currentUserQuery.queryKey)
  let stream: EventStream | null = null
  let streamUserId: number | null = null

  const connect = (userId: number): EventStream =>
    openEventStream({
      url: EVENTS_PATH,
      eventTypes: realtimeEventTypes,
      onEvent: (type, data) => {
        applyRealtimeEvent(client, type, data).catch((error: unknown) => console.warn('Could not apply a realtime event', error))
      },
      // Asked as at start (load-current-user.ts): a 401 drops the device's data, which closes the
      // stream, and sends a signed-in screen to the login form (app/session-change.ts).
      checkSession: async () => (await recheckSession(client))?.id === userId,
      createSource: deps.createSource,
      online: deps.online,
      lastEventId: lastEventIdStore(userId),
    })

  const sync = () => {
    const user = client.getQueryData(currentUserQuery.queryKey) ?? null
    const userId = user && user.email_verified_at !== null ? user.id : null
    if (userId === streamUserId) return
    stream?.close()
    stream = null
    streamUserId = userId
    if (userId !== null) stream = connect(userId)
  }

  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.query.queryHash === userHash) sync()
  })
  sync()
  return () => {
    unsubscribe()
    stream?.close()
    stream = null
    streamUserId = null
  }
}
