import {
  type InfiniteData,
  infiniteQueryOptions,
  type Mutation,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { notificationKeys } from '#client/entities/notification/query-keys.ts'
import { api } from '#client/lib/api-client.ts'
import { newIdempotencyKey } from '#client/lib/idempotency-key.ts'
import type {
  BlockAnswer,
  ConversationAnswer,
  ConversationDetail,
  ConversationList,
  ConversationSummary,
  MessageAnswer,
  MessagePage,
  MessageSender,
  ReadAnswer,
} from '#shared/chat.ts'
import { chatKeys, chatMutationKeys, insertMessage, markThreadRead, type SendVariables, sendOptions } from './chat-queue.ts'
import type { AttachmentSendVariables } from './chat-send.ts'

/**
 * The messaging's reads and changes (GET/POST /api/conversations…). Every read is kept with the
 * persisted query cache, so a thread opened once reads offline, with its age (docs/offline.md).
 */

const LIST_PER_PAGE = 20
const MESSAGES_PER_PAGE = 30

export function conversationsQuery() {
  return infiniteQueryOptions({
    queryKey: chatKeys.lists(),
    queryFn: ({ pageParam, signal }) =>
      api<ConversationList>('/conversations', { query: { page: pageParam, perPage: LIST_PER_PAGE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((sum, page) => sum + page.conversations.length, 0)
      return shown < last.count && last.conversations.length > 0 ? pages.length + 1 : undefined
    },
  })
}

export function useConversations() {
  return useInfiniteQuery(conversationsQuery())
}

export function conversationQuery(id: number) {
  return queryOptions({
    queryKey: chatKeys.conversation(id),
    queryFn: async ({ signal }) => (await api<ConversationAnswer>(`/conversations/${id}`, { signal })).conversation,
  })
}

export function useConversation(id: number) {
  return useQuery(conversationQuery(id))
}

export function messagesQuery(id: number) {
  return infiniteQueryOptions({
    queryKey: chatKeys.messages(id),
    queryFn: ({ pageParam, signal }) =>
      api<MessagePage>(`/conversations/${id}/messages`, {
        query: { perPage: MESSAGES_PER_PAGE, ...(pageParam === null ? {} : { before: pageParam }) },
        signal,
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before ?? undefined,
  })
}

export function useMessages(id: number) {
  return useInfiniteQuery(messagesQuery(id))
}

/** Writes a message: shown at once as pending, queued while offline, sent in order with the network. */
export function useSendMessage() {
  const client = useQueryClient()
  const mutation = useMutation<MessageAnswer, Error, SendVariables>({
    mutationKey: chatMutationKeys.send,
    ...sendOptions(client),
  })
  return (conversationId: number, body: string) =>
    mutation.mutate({ conversationId, body, clientId: newIdempotencyKey(), writtenAt: new Date().toISOString() })
}

/**
 * Sends a message with a file, online only: a File cannot wait in the persisted queue
 * (docs/offline.md), so this mutation is never paused (`networkMode: 'always'`: without network
 * it fails at once) and the composer keeps the text and the file until it succeeds. The client id
 * is the composer's, kept across attempts: a retry after a lost answer is stored once.
 */
export function useSendWithAttachment() {
  const client = useQueryClient()
  return useMutation<MessageAnswer, Error, AttachmentSendVariables>({
    networkMode: 'always',
    mutationFn: async (variables) =>
      (await import('./chat-send.ts')).sendAndStore(client, variables, insertMessage, chatKeys.lists()),
  })
}

export type OutgoingState = 'waiting' | 'sending' | 'failed'

export interface OutgoingMessage {
  clientId: string
  body: string
  writtenAt: string
  state: OutgoingState
}

const isSend = (mutation: Mutation<unknown, Error, unknown, unknown>) => {
  const key = mutation.options.mutationKey
  return key?.[0] === chatMutationKeys.send[0] && key?.[1] === chatMutationKeys.send[1]
}

/** This thread's messages not yet confirmed by the server (waiting for the network, being sent, refused). */
export function useOutgoingMessages(conversationId: number): OutgoingMessage[] {
  const mutations = useMutationState({
    filters: { predicate: isSend },
    select: (mutation) => ({
      variables: mutation.state.variables as SendVariables | undefined,
      status: mutation.state.status,
      paused: mutation.state.isPaused,
    }),
  })
  const outgoing: OutgoingMessage[] = []
  for (const { variables, status, paused } of mutations) {
    if (variables?.conversationId !== conversationId || status === 'success' || status === 'idle') continue
    const state: OutgoingState = status === 'error' ? 'failed' : paused ? 'waiting' : 'sending'
    outgoing.push({ clientId: variables.clientId, body: variables.body, writtenAt: variables.writtenAt, state })
  }
  return outgoing
}

/** Sends again a message the server refused or never answered (same client id: stored once). */
export function useResend() {
  const client = useQueryClient()
  return (clientId: string) => {
    const cache = client.getMutationCache()
    const failed = cache
      .getAll()
      .find((m) => isSend(m) && m.state.status === 'error' && (m.state.variables as SendVariables).clientId === clientId)
    if (!failed) return
    const variables = failed.state.variables as SendVariables
    cache.remove(failed)
    void cache.build(client, { mutationKey: chatMutationKeys.send, ...sendOptions(client) }).execute(variables)
  }
}

/** The list's unread count of a conversation, lowered at once when its thread is read. */
function setListUnread(client: ReturnType<typeof useQueryClient>, conversationId: number, unread: number) {
  client.setQueriesData<InfiniteData<ConversationList, number>>({ queryKey: chatKeys.lists() }, (data) => {
    if (!data) return data
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        conversations: page.conversations.map((c: ConversationSummary) => (c.id === conversationId ? { ...c, unread } : c)),
      })),
    }
  })
}

/** POST /api/conversations/{id}/read up to the newest message of the other party. */
export function useMarkThreadRead(conversationId: number) {
  const client = useQueryClient()
  return useMutation<ReadAnswer, Error, { upTo: number; other: MessageSender }>({
    mutationFn: ({ upTo }) => api<ReadAnswer>(`/conversations/${conversationId}/read`, { method: 'POST', body: { up_to: upTo } }),
    onMutate: ({ upTo, other }) => {
      markThreadRead(client, conversationId, (m) => m.sender === other, upTo, new Date().toISOString())
      setListUnread(client, conversationId, 0)
    },
    onSuccess: (answer) => {
      setListUnread(client, conversationId, answer.unread)
      // The server marked this conversation's "new message" notifications read with it: the bell
      // asks again rather than keep counting them.
      void client.invalidateQueries({ queryKey: notificationKeys.all })
    },
  })
}

/** POST (block) or DELETE (unblock) /api/conversations/{id}/block. */
export function useBlock(conversationId: number) {
  const client = useQueryClient()
  return useMutation<BlockAnswer, Error, { block: boolean }>({
    mutationFn: ({ block }) => api<BlockAnswer>(`/conversations/${conversationId}/block`, { method: block ? 'POST' : 'DELETE' }),
    onSuccess: (answer) => {
      client.setQueryData<ConversationDetail>(chatKeys.conversation(conversationId), (detail) =>
        detail ? { ...detail, blocked: answer.blocked, can_post: !answer.blocked.by_me && !answer.blocked.by_other } : detail,
      )
      void client.invalidateQueries({ queryKey: chatKeys.conversation(conversationId) })
    },
  })
}

/** POST /api/messages/{id}/report with the reporter's reason. */
export function useReport() {
  return useMutation<{ message: string }, Error, { messageId: number; reason: string }>({
    mutationFn: ({ messageId, reason }) =>
      api<{ message: string }>(`/messages/${messageId}/report`, { method: 'POST', body: { reason } }),
  })
}
