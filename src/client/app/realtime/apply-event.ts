import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { notificationKeys } from '#client/entities/notification/query-keys.ts'
import { availabilityKeys } from '#client/features/availability/api/availability-api.ts'
import { chatKeys, insertMessage, markThreadRead, type ThreadData } from '#client/features/chat/api/chat-queue.ts'
import { applicationKeys, replacementKeys } from '#client/features/replacements/query-keys.ts'
import { api } from '#client/lib/api-client.ts'
import type { ChatMessage, ConversationList, MessagePage } from '#shared/chat.ts'
import { type RealtimeEvent, type RealtimeEventData, realtimeEventSchema } from '#shared/events.ts'
import type { NotificationList } from '#shared/notifications.ts'

/**
 * Puts one realtime event in the query cache (docs/architecture.md#realtime-events). The events
 * carry ids only: what a screen shows is patched in place, fetching the one row it needs when a
 * copy of it is cached, and only the queries an event concerns are invalidated — never a refetch
 * of everything. Returns false for an event it does not know or whose data does not match.
 */
export async function applyRealtimeEvent(client: QueryClient, type: string, raw: string): Promise<boolean> {
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return false
  }
  const parsed = realtimeEventSchema.safeParse(json)
  if (!parsed.success || parsed.data.type !== type) return false
  const event: RealtimeEvent = parsed.data
  switch (event.type) {
    case 'message.created':
      await onMessageCreated(client, event.data)
      break
    case 'message.read':
      onMessageRead(client, event.data, event.created_at)
      break
    case 'notification.created':
      await onNotificationCreated(client, event.data)
      break
    case 'application.updated':
      onApplicationUpdated(client, event.data)
      break
    case 'replacement.updated':
      onReplacementUpdated(client, event.data)
      break
  }
  return true
}

type ConversationsData = InfiniteData<ConversationList, number>

/** The message, asked alone: the newest of its thread older than the next id. */
async function fetchMessage(conversationId: number, messageId: number): Promise<ChatMessage | undefined> {
  try {
    const page = await api<MessagePage>(`/conversations/${conversationId}/messages`, {
      query: { before: messageId + 1, perPage: 1 },
    })
    return page.messages.find((m) => m.id === messageId)
  } catch {
    return undefined
  }
}

function listed(client: QueryClient, conversationId: number): boolean {
  return client
    .getQueriesData<ConversationsData>({ queryKey: chatKeys.lists() })
    .some(([, data]) => data?.pages.some((page) => page.conversations.some((c) => c.id === conversationId)))
}

/** The list's entry takes the message (last message, one more unread) and goes to the top. */
function patchList(client: QueryClient, conversationId: number, message: ChatMessage): void {
  client.setQueriesData<ConversationsData>({ queryKey: chatKeys.lists() }, (data) => {
    if (!data) return data
    const entry = data.pages.flatMap((page) => page.conversations).find((c) => c.id === conversationId)
    if (!entry) return data
    const moved = {
      ...entry,
      // MESSAGE_EXCERPT_LENGTH (140): the list's excerpt, as the server cuts it.
      last_message: { excerpt: message.body.slice(0, 140), created_at: message.created_at, sender: message.sender },
      updated_at: message.created_at,
      unread: entry.unread + 1,
    }
    return {
      ...data,
      pages: data.pages.map((page, index) => {
        const others = page.conversations.filter((c) => c.id !== conversationId)
        return { ...page, conversations: index === 0 ? [moved, ...others] : others }
      }),
    }
  })
}

async function onMessageCreated(client: QueryClient, { conversation_id, message_id }: RealtimeEventData['message.created']) {
  const threadLoaded = client.getQueryData(chatKeys.messages(conversation_id)) !== undefined
  const inList = listed(client, conversation_id)
  // A conversation the list does not show yet (a new one, a later page): the list is asked again.
  if (!threadLoaded && !inList) return client.invalidateQueries({ queryKey: chatKeys.lists() })
  const message = await fetchMessage(conversation_id, message_id)
  if (!message) {
    await Promise.all([
      client.invalidateQueries({ queryKey: chatKeys.lists() }),
      client.invalidateQueries({ queryKey: chatKeys.messages(conversation_id) }),
    ])
    return
  }
  if (threadLoaded) insertMessage(client, conversation_id, message)
  if (inList) patchList(client, conversation_id, message)
  else await client.invalidateQueries({ queryKey: chatKeys.lists() })
}

/** The other party read the thread: this side's messages up to that one show as read. */
function onMessageRead(
  client: QueryClient,
  { conversation_id, reader_user_id, last_read_message_id }: RealtimeEventData['message.read'],
  at: string,
) {
  markThreadRead(client, conversation_id, (m) => m.sender !== reader_user_id, last_read_message_id, at)
  // The receipt may come before this side's own copy of the message it names (the POST's answer
  // still on its way): the thread is asked again rather than left showing "Envoyé".
  const thread = client.getQueryData<ThreadData>(chatKeys.messages(conversation_id))
  const named = thread?.pages.some((page) => page.messages.some((m) => m.id === last_read_message_id))
  if (thread && !named) void client.invalidateQueries({ queryKey: chatKeys.messages(conversation_id) })
}

type NotificationsData = InfiniteData<NotificationList, number>

async function onNotificationCreated(client: QueryClient, { notification_id, event }: RealtimeEventData['notification.created']) {
  client.setQueryData<number>(notificationKeys.unread(), (count) => (count === undefined ? count : count + 1))
  // An invitation shows on the nurse's availability page as it comes.
  if (event === 'invitation_received') void client.invalidateQueries({ queryKey: availabilityKeys.invitations })
  const lists = client.getQueriesData<NotificationsData>({ queryKey: notificationKeys.lists() })
  if (!lists.some(([, data]) => data !== undefined)) return
  // The newest few with the exact unread count, in one small request: the new one is among them.
  let answer: NotificationList
  try {
    answer = await api<NotificationList>('/notifications', { query: { page: 1, perPage: 5 } })
  } catch {
    return client.invalidateQueries({ queryKey: notificationKeys.lists() })
  }
  const created = answer.notifications.find((n) => n.id === notification_id)
  if (!created) return client.invalidateQueries({ queryKey: notificationKeys.lists() })
  client.setQueriesData<NotificationsData>({ queryKey: notificationKeys.lists() }, (data) => {
    if (!data || data.pages.some((page) => page.notifications.some((n) => n.id === notification_id))) return data
    return {
      ...data,
      pages: data.pages.map((page, index) => ({
        ...page,
        notifications: index === 0 ? [created, ...page.notifications] : page.notifications,
        count: page.count + 1,
        unread: answer.unread,
      })),
    }
  })
  client.setQueryData(notificationKeys.unread(), answer.unread)
}

/** An application changed on the other side: the offer's and the applications' queries are asked again. */
function onApplicationUpdated(client: QueryClient, { application_id, replacement_id }: RealtimeEventData['application.updated']) {
  for (const queryKey of [
    replacementKeys.detail(replacement_id),
    replacementKeys.mine(),
    applicationKeys.mine(),
    applicationKeys.received(),
    applicationKeys.contract(application_id),
    // An invited nurse who applied: the offer's invitations show it.
    availabilityKeys.offerInvitations(replacement_id),
  ]) {
    void client.invalidateQueries({ queryKey })
  }
}

/** An offer was cancelled or taken down: its page and the lists that show its state are asked again. */
function onReplacementUpdated(client: QueryClient, { replacement_id }: RealtimeEventData['replacement.updated']) {
  for (const queryKey of [
    replacementKeys.detail(replacement_id),
    replacementKeys.mine(),
    applicationKeys.mine(),
    applicationKeys.received(),
  ]) {
    void client.invalidateQueries({ queryKey })
  }
}
