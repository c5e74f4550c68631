// @vitest-environment jsdom
import { type InfiniteData, QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notificationKeys } from '#client/entities/notification/query-keys.ts'
import { currentUserQuery } from '#client/entities/session/api/current-user.ts'
import { availabilityKeys } from '#client/features/availability/api/availability-api.ts'
import { chatKeys, insertMessage, type ThreadData } from '#client/features/chat/api/chat-queue.ts'
import { applicationKeys, replacementKeys } from '#client/features/replacements/query-keys.ts'
import { setBrowserCookie } from '#client/lib/cookies.ts'
import type { OnlineState, StreamSource } from '#client/lib/realtime/event-stream.ts'
import type { ChatMessage, ConversationList, ConversationSummary } from '#shared/chat.ts'
import type { Notification, NotificationList } from '#shared/notifications.ts'
import { SESSION_HINT_COOKIE } from '#shared/session-hint.ts'
import { type User, userSchema } from '#shared/user.ts'
import { applyRealtimeEvent } from './apply-event.ts'
import { startRealtime } from './realtime.ts'

const CLOSED = 2

/** An EventSource the test drives: it opens, sends named events, fails. */
class FakeSource implements StreamSource {
  readyState = 0
  closed = false
  private readonly listeners = new Map<string, Set<(event: Event) => void>>()
  readonly url: string
  constructor(url: string) {
    this.url = url
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    const set = this.listeners.get(type) ?? new Set()
    set.add(listener)
    this.listeners.set(type, set)
  }
  close() {
    this.closed = true
    this.readyState = CLOSED
  }
  open() {
    this.readyState = 1
    this.dispatch('open', new Event('open'))
  }
  send(type: string, id: number, data: unknown) {
    const payload = typeof data === 'string' ? data : JSON.stringify(data)
    this.dispatch(type, new MessageEvent(type, { data: payload, lastEventId: String(id) }))
  }
  /** A network error (the browser reconnects: CONNECTING) or a refusal such as a 401 (CLOSED). */
  fail(readyState: 0 | 2) {
    this.readyState = readyState
    this.dispatch('error', new Event('error'))
  }
  private dispatch(type: string, event: Event) {
    for (const listener of this.listeners.get(type) ?? []) listener(event)
  }
}

class FakeOnline implements OnlineState {
  online = true
  private readonly listeners = new Set<(online: boolean) => void>()
  isOnline() {
    return this.online
  }
  subscribe(listener: (online: boolean) => void) {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
  set(online: boolean) {
    this.online = online
    for (const listener of this.listeners) listener(online)
  }
}

function user(id: number, verified = true): User {
  return userSchema.parse({
    id,
    email: `u${id}@example.fr`,
    email_verified_at: verified ? '2025-01-01T00:00:00Z' : null,
    account_type: 'nurse',
    first_name: 'Claire',
    last_name: null,
    roles: ['remplacant'],
    active_role: 'remplacant',
    profile: null,
  })
}

const message = (id: number, sender: ChatMessage['sender'] = 9): ChatMessage => ({
  id,
  client_id: `00000000-0000-4000-8000-00000000000${id % 10}`,
  sender,
  body: `Bonjour ${id}`,
  erased: false,
  created_at: `2026-11-26T10:00:0${id % 10}Z`,
  read_at: null,
})

const conversation = (id: number, unread = 0): ConversationSummary => ({
  id,
  other: { type: 'member', id: 9, name: 'Paul Martin', avatar_url: null, deleted: false },
  context: { kind: 'team' },
  last_message: null,
  unread,
  updated_at: '2026-11-25T10:00:00Z',
})

const notification = (id: number): Notification =>
  ({ id, event: 'new_application', data: {}, read_at: null, created_at: '2026-11-26T10:00:00Z' }) as unknown as Notification

const event = (id: number, type: string, data: unknown) => ({ id, type, data, created_at: '2026-11-26T10:05:00Z' })

/** GET /api/… answered by path; anything else is a 404. */
let routes: Record<string, (url: URL) => unknown>
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost')
  const route = routes[url.pathname]
  if (!route) return Response.json({ message: 'Not found' }, { status: 404 })
  const body = route(url)
  return body instanceof Response ? body : Response.json(body)
})

let client: QueryClient
let online: FakeOnline
let sources: FakeSource[]
let stop: () => void

const latest = () => {
  const source = sources.at(-1)
  if (!source) throw new Error('No stream was opened')
  return source
}

function start() {
  stop = startRealtime(client, {
    createSource: (url) => {
      const source = new FakeSource(url)
      sources.push(source)
      return source
    },
    online,
  })
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockClear()
  routes = {}
  setBrowserCookie(SESSION_HINT_COOKIE, '1', { maxAgeSeconds: 3600 })
  sessionStorage.clear()
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  online = new FakeOnline()
  sources = []
})

afterEach(() => {
  stop?.()
  client.clear()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the stream', () => {
  it('opens for a verified user only, once, and closes at logout', () => {
    client.setQueryData(currentUserQuery.queryKey, user(7, false))
    start()
    expect(sources).toHaveLength(0)
    client.setQueryData(currentUserQuery.queryKey, user(7))
    expect(sources).toHaveLength(1)
    expect(latest().url).toBe('/api/events')
    // Another write of the same user keeps the same stream.
    const renamed: User = { ...user(7), first_name: 'Claire-Marie' }
    client.setQueryData(currentUserQuery.queryKey, renamed)
    expect(sources).toHaveLength(1)
    client.setQueryData(currentUserQuery.queryKey, null)
    expect(latest().closed).toBe(true)
    expect(sources).toHaveLength(1)
  })

  it('opens a new stream, without the previous id, when the user changes', () => {
    client.setQueryData(currentUserQuery.queryKey, user(7))
    start()
    latest().open()
    latest().send(
      'message.read',
      40,
      event(40, 'message.read', { conversation_id: 1, reader_user_id: 9, last_read_message_id: 3 }),
    )
    const first = latest()
    client.setQueryData(currentUserQuery.queryKey, user(8))
    expect(first.closed).toBe(true)
    expect(sources).toHaveLength(2)
    expect(latest().url).toBe('/api/events')
  })

  it('pauses offline and resumes with the last seen id', () => {
    client.setQueryData(currentUserQuery.queryKey, user(7))
    start()
    latest().open()
    latest().send(
      'message.read',
      41,
      event(41, 'message.read', { conversation_id: 1, reader_user_id: 9, last_read_message_id: 3 }),
    )
    online.set(false)
    expect(latest().closed).toBe(true)
    expect(sources).toHaveLength(1)
    online.set(true)
    expect(sources).toHaveLength(2)
    expect(latest().url).toBe('/api/events?last_event_id=41')
  })

  it('stops for good when the session has ended (a 401 on reconnection), without asking again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    routes['/api/user'] = () => Response.json({ message: 'Unauthenticated.' }, { status: 401 })
    client.setQueryData(currentUserQuery.queryKey, user(7))
    start()
    latest().open()
    latest().fail(CLOSED)
    await vi.waitFor(() => expect(client.getQueryData(currentUserQuery.queryKey)).toBeNull())
    expect(latest().closed).toBe(true)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(sources).toHaveLength(1)
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/user'))).toHaveLength(1)
  })

  it('opens again, with the last id, after a refusal while the session holds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    routes['/api/user'] = () => user(7)
    client.setQueryData(currentUserQuery.queryKey, user(7))
    start()
    latest().open()
    latest().send(
      'message.read',
      50,
      event(50, 'message.read', { conversation_id: 1, reader_user_id: 9, last_read_message_id: 3 }),
    )
    latest().fail(CLOSED)
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled())
    await vi.advanceTimersByTimeAsync(3000)
    expect(sources).toHaveLength(2)
    expect(latest().url).toBe('/api/events?last_event_id=50')
  })

  it('leaves a network error to the browser, which reconnects by itself', async () => {
    routes['/api/user'] = () => user(7)
    client.setQueryData(currentUserQuery.queryKey, user(7))
    start()
    latest().open()
    latest().fail(0)
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(latest().closed).toBe(false)
    expect(sources).toHaveLength(1)
  })
})

describe('the events in the cache', () => {
  it('puts a new message into its loaded thread and at the top of the list, one more unread', async () => {
    routes['/api/conversations/3/messages'] = (url) => {
      expect(url.searchParams.get('before')).toBe('13')
      expect(url.searchParams.get('perPage')).toBe('1')
      return { messages: [message(12)], next_before: 11 }
    }
    client.setQueryData<ThreadData>(chatKeys.messages(3), {
      pages: [{ messages: [message(11)], next_before: null }],
      pageParams: [null],
    })
    client.setQueryData<InfiniteData<ConversationList, number>>(chatKeys.lists(), {
      pages: [{ conversations: [conversation(5), conversation(3, 1)], count: 2 }],
      pageParams: [1],
    })
    client.setQueryData(currentUserQuery.queryKey, user(7))
    start()
    latest().open()
    latest().send('message.created', 60, event(60, 'message.created', { conversation_id: 3, message_id: 12 }))

    await vi.waitFor(() =>
      expect(client.getQueryData<ThreadData>(chatKeys.messages(3))?.pages[0]?.messages.map((m) => m.id)).toEqual([12, 11]),
    )
    const list = client.getQueryData<InfiniteData<ConversationList, number>>(chatKeys.lists())
    expect(list?.pages[0]?.conversations.map((c) => c.id)).toEqual([3, 5])
    expect(list?.pages[0]?.conversations[0]).toMatchObject({ unread: 2, last_message: { excerpt: 'Bonjour 12', sender: 9 } })
  })

  it('marks this side’s messages read up to the reader’s last one', async () => {
    const mine = [message(3, 7), message(2, 9), message(1, 7)]
    client.setQueryData<ThreadData>(chatKeys.messages(4), { pages: [{ messages: mine, next_before: null }], pageParams: [null] })
    await applyRealtimeEvent(
      client,
      'message.read',
      JSON.stringify(event(61, 'message.read', { conversation_id: 4, reader_user_id: 9, last_read_message_id: 2 })),
    )
    const read = client.getQueryData<ThreadData>(chatKeys.messages(4))?.pages[0]?.messages.map((m) => [m.id, m.read_at])
    expect(read).toEqual([
      [3, null],
      [2, null],
      [1, '2026-11-26T10:05:00Z'],
    ])
  })

  it('asks the thread again when the receipt names a message this side has not stored yet, and keeps it read after', async () => {
    client.setQueryData<ThreadData>(chatKeys.messages(4), {
      pages: [{ messages: [message(2, 9), message(1, 7)], next_before: null }],
      pageParams: [null],
    })
    await applyRealtimeEvent(
      client,
      'message.read',
      JSON.stringify(event(62, 'message.read', { conversation_id: 4, reader_user_id: 9, last_read_message_id: 3 })),
    )
    expect(client.getQueryState(chatKeys.messages(4))?.isInvalidated).toBe(true)
    // The refetch brought it read; the POST's answer, late, must not make it unread again.
    insertMessage(client, 4, { ...message(3, 7), read_at: '2026-11-26T10:06:00Z' })
    insertMessage(client, 4, message(3, 7))
    const three = client.getQueryData<ThreadData>(chatKeys.messages(4))?.pages[0]?.messages.find((m) => m.id === 3)
    expect(three?.read_at).toBe('2026-11-26T10:06:00Z')
  })

  it('asks again for the nurse’s invitations when one comes', async () => {
    client.setQueryData(availabilityKeys.invitations, { invitations: [], count: 0 })
    client.setQueryData(availabilityKeys.own, { any: true })
    await applyRealtimeEvent(
      client,
      'notification.created',
      JSON.stringify(event(63, 'notification.created', { notification_id: 31, event: 'invitation_received' })),
    )
    expect(client.getQueryState(availabilityKeys.invitations)?.isInvalidated).toBe(true)
    expect(client.getQueryState(availabilityKeys.own)?.isInvalidated).toBe(false)
  })

  it('puts a new notification at the head of the list and counts it unread', async () => {
    routes['/api/notifications'] = () => ({ notifications: [notification(30), notification(29)], count: 6, unread: 3 })
    client.setQueryData(notificationKeys.unread(), 2)
    client.setQueryData<InfiniteData<NotificationList, number>>(notificationKeys.list('all'), {
      pages: [{ notifications: [notification(29)], count: 5, unread: 2 }],
      pageParams: [1],
    })
    client.setQueryData(currentUserQuery.queryKey, user(7))
    start()
    latest().open()
    latest().send(
      'notification.created',
      62,
      event(62, 'notification.created', { notification_id: 30, event: 'new_application' }),
    )

    await vi.waitFor(() =>
      expect(
        client
          .getQueryData<InfiniteData<NotificationList, number>>(notificationKeys.list('all'))
          ?.pages[0]?.notifications.map((n) => n.id),
      ).toEqual([30, 29]),
    )
    expect(client.getQueryData(notificationKeys.unread())).toBe(3)
  })

  it('bumps the bell without any request when no list is loaded', async () => {
    client.setQueryData(notificationKeys.unread(), 2)
    await applyRealtimeEvent(
      client,
      'notification.created',
      JSON.stringify(event(63, 'notification.created', { notification_id: 31, event: 'new_application' })),
    )
    expect(client.getQueryData(notificationKeys.unread())).toBe(3)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('invalidates only the application’s and the offer’s queries', async () => {
    const keys = [
      replacementKeys.detail(8),
      replacementKeys.applicants(8),
      applicationKeys.mine(),
      replacementKeys.detail(99),
      chatKeys.lists(),
    ]
    for (const queryKey of keys) client.setQueryData(queryKey, { any: true })
    await applyRealtimeEvent(
      client,
      'application.updated',
      JSON.stringify(event(64, 'application.updated', { application_id: 5, replacement_id: 8, status: 'accepted' })),
    )
    expect(keys.map((queryKey) => client.getQueryState(queryKey)?.isInvalidated)).toEqual([true, true, true, false, false])
  })

  it('asks again for the offer and the lists showing its state when it is cancelled', async () => {
    const keys = [
      replacementKeys.detail(8),
      applicationKeys.mine(),
      replacementKeys.mine(),
      replacementKeys.detail(99),
      chatKeys.lists(),
    ]
    for (const queryKey of keys) client.setQueryData(queryKey, { any: true })
    await applyRealtimeEvent(
      client,
      'replacement.updated',
      JSON.stringify(event(65, 'replacement.updated', { replacement_id: 8, status: 'cancelled' })),
    )
    expect(keys.map((queryKey) => client.getQueryState(queryKey)?.isInvalidated)).toEqual([true, true, true, false, false])
  })

  it('ignores unknown types, invalid data and replays of what it has seen', async () => {
    client.setQueryData(notificationKeys.unread(), 2)
    client.setQueryData(currentUserQuery.queryKey, user(7))
    start()
    latest().open()
    latest().send('profile.deleted', 70, event(70, 'profile.deleted', { user_id: 1 }))
    latest().send(
      'notification.created',
      71,
      event(71, 'notification.created', { notification_id: 'x', event: 'new_application' }),
    )
    latest().send('notification.created', 72, '{not json')
    latest().send('message.created', 73, event(73, 'notification.created', { notification_id: 32, event: 'new_application' }))
    expect(await applyRealtimeEvent(client, 'profile.deleted', JSON.stringify(event(74, 'profile.deleted', {})))).toBe(false)
    expect(client.getQueryData(notificationKeys.unread())).toBe(2)

    latest().send(
      'notification.created',
      75,
      event(75, 'notification.created', { notification_id: 33, event: 'new_application' }),
    )
    latest().send(
      'notification.created',
      75,
      event(75, 'notification.created', { notification_id: 33, event: 'new_application' }),
    )
    await vi.waitFor(() => expect(client.getQueryData(notificationKeys.unread())).toBe(3))
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
