import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { api, isApiError } from '#client/lib/api-client.ts'
import type { MutationDefaultsRegistration } from '#client/lib/query-client.ts'
import type { ChatMessage, ConversationList, MessageAnswer, MessagePage } from '#shared/chat.ts'

/**
 * The messaging's cache keys and its offline queue. Part of start-up (the mutation defaults are
 * registered before the persisted cache is restored, docs/offline.md), so types only from the
 * contract, no schema. The realtime events put what they carry in the cache through these keys
 * and `insertMessage`.
 */
export const chatKeys = {
  all: ['chat'] as const,
  lists: () => [...chatKeys.all, 'list'] as const,
  conversation: (id: number) => [...chatKeys.all, 'conversation', id] as const,
  messages: (id: number) => [...chatKeys.all, 'messages', id] as const,
}

export const chatMutationKeys = {
  send: ['chat', 'send'] as const,
}

/** A thread's pages, newest first; the page param is the `before` cursor (null: the newest page). */
export type ThreadData = InfiniteData<MessagePage, number | null>

export interface SendVariables {
  conversationId: number
  /** Made once per message (crypto.randomUUID): a replay after a lost answer is stored once. */
  clientId: string
  body: string
  /** When it was written on this device: the pending message's place and time in the thread. */
  writtenAt: string
}

export function sendMessage({ conversationId, clientId, body }: SendVariables): Promise<MessageAnswer> {
  return api<MessageAnswer>(`/conversations/${conversationId}/messages`, {
    method: 'POST',
    body: { client_id: clientId, body },
    headers: { 'Idempotency-Key': clientId },
  })
}

/**
 * Puts a message in its thread's cached newest page (replacing the copy with the same id or client
 * id, so that a replay, an answer and an event never show it twice), newest first.
 */
export function insertMessage(client: QueryClient, conversationId: number, message: ChatMessage): void {
  client.setQueryData<ThreadData>(chatKeys.messages(conversationId), (data) => {
    if (!data) return { pages: [{ messages: [message], next_before: null }], pageParams: [null] }
    const same = (m: ChatMessage) => m.id === message.id || m.client_id === message.client_id
    const known = data.pages.some((page) => page.messages.some(same))
    const pages = data.pages.map((page, index) => {
      if (known) return { ...page, messages: page.messages.map((m) => (same(m) ? message : m)) }
      if (index > 0) return page
      const messages = [message, ...page.messages].sort((a, b) => b.id - a.id)
      return { ...page, messages }
    })
    return { ...data, pages }
  })
}

/** The list's copy of a conversation takes its new last message at once (then it is asked again). */
function moveToTop(client: QueryClient, conversationId: number, message: ChatMessage): void {
  client.setQueriesData<InfiniteData<ConversationList, number>>({ queryKey: chatKeys.lists() }, (data) => {
    if (!data) return data
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        conversations: page.conversations.map((c) =>
          c.id === conversationId
            ? {
                ...c,
                // MESSAGE_EXCERPT_LENGTH, written here: importing #shared/chat.ts brings Zod to start-up.
                last_message: { excerpt: message.body.slice(0, 140), created_at: message.created_at, sender: message.sender },
                updated_at: message.created_at,
              }
            : c,
        ),
      })),
    }
  })
}

/** A lost connection is tried again (the client id makes it harmless); a refusal is not. */
function retryOnNetworkFailure(failureCount: number, error: Error): boolean {
  return failureCount < 3 && isApiError(error) && (error.code === 'network' || error.code === 'timeout')
}

export function sendOptions(client: QueryClient) {
  return {
    mutationFn: sendMessage,
    retry: retryOnNetworkFailure,
    // One queue: messages written offline leave in the order they were written.
    scope: { id: 'chat-send' },
    onSuccess: (answer: MessageAnswer, variables: SendVariables) => {
      insertMessage(client, variables.conversationId, answer.message)
      moveToTop(client, variables.conversationId, answer.message)
      void client.invalidateQueries({ queryKey: chatKeys.lists() })
    },
  }
}

/** For the shell's list of registrations (src/client/app/mutation-defaults.ts). */
export const chatMutationDefaults: MutationDefaultsRegistration = (client) => {
  client.setMutationDefaults(chatMutationKeys.send, sendOptions(client))
}
