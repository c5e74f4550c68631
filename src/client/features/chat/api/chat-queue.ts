import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { isApiError } from '#client/lib/api-client.ts'
import type { MutationDefaultsRegistration } from '#client/lib/query-client.ts'
import type { ChatMessage, MessageAnswer, MessagePage } from '#shared/chat.ts'

/**
 * The messaging's cache keys and its offline queue. Part of start-up (the mutation defaults are
 * registered before the persisted cache is restored, docs/offline.md), so types only from the
 * contract, no schema, and the sending itself is loaded when a message leaves (chat-send.ts, precached
 * like all the app's code, so it loads offline too). The realtime events put what they carry in the
 * cache through these keys and `insertMessage`.
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
      // A copy older than the one held (a POST's answer landing after a refetch) keeps its receipt.
      if (known)
        return {
          ...page,
          messages: page.messages.map((m) => (same(m) ? { ...message, read_at: message.read_at ?? m.read_at } : m)),
        }
      if (index > 0) return page
      const messages = [message, ...page.messages].sort((a, b) => b.id - a.id)
      return { ...page, messages }
    })
    return { ...data, pages }
  })
}

/**
 * Read receipts in a loaded thread: the `readable` messages up to `upTo` (the other party's when
 * this side reads, this side's when the other party did) show as read at `at`.
 */
export function markThreadRead(
  client: QueryClient,
  conversationId: number,
  readable: (message: ChatMessage) => boolean,
  upTo: number,
  at: string,
): void {
  client.setQueryData<ThreadData>(chatKeys.messages(conversationId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            messages: page.messages.map((m) => (m.id <= upTo && m.read_at === null && readable(m) ? { ...m, read_at: at } : m)),
          })),
        }
      : data,
  )
}

/** A lost connection is tried again (the client id makes it harmless); a refusal is not. */
function retryOnNetworkFailure(failureCount: number, error: Error): boolean {
  return failureCount < 3 && isApiError(error) && (error.code === 'network' || error.code === 'timeout')
}

export function sendOptions(client: QueryClient) {
  return {
    mutationFn: async (variables: SendVariables): Promise<MessageAnswer> =>
      (await import('./chat-send.ts')).sendAndStore(client, variables, insertMessage, chatKeys.lists()),
    retry: retryOnNetworkFailure,
    // One queue: messages written offline leave in the order they were written.
    scope: { id: 'chat-send' },
  }
}

/** For the shell's list of registrations (src/client/app/mutation-defaults.ts). */
export const chatMutationDefaults: MutationDefaultsRegistration = (client) => {
  client.setMutationDefaults(chatMutationKeys.send, sendOptions(client))
}
