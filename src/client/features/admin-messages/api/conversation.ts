import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type { ConversationAnswer, MessagePage } from '#shared/chat.ts'

/**
 * A reported message's conversation, as an admin reads it (the server's 'observer' standing: no
 * receipt set, nothing posted). Its own keys under the reports', not the messaging's: an admin's
 * reading never mixes with their own conversations' cache.
 */
const keys = {
  conversation: (id: number) => ['admin', 'message-reports', 'conversation', id] as const,
  messages: (id: number) => ['admin', 'message-reports', 'messages', id] as const,
}

const PER_PAGE = 30

export function useReportedConversation(id: number) {
  return useQuery(
    queryOptions({
      queryKey: keys.conversation(id),
      queryFn: async ({ signal }) => (await api<ConversationAnswer>(`/conversations/${id}`, { signal })).conversation,
    }),
  )
}

/** Newest page first, `next_before` for the older ones (GET /api/conversations/{id}/messages). */
export function useReportedConversationMessages(id: number) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: keys.messages(id),
      queryFn: ({ pageParam, signal }) =>
        api<MessagePage>(`/conversations/${id}/messages`, {
          query: { perPage: PER_PAGE, ...(pageParam === null ? {} : { before: pageParam }) },
          signal,
        }),
      initialPageParam: null as number | null,
      getNextPageParam: (last) => last.next_before ?? undefined,
    }),
  )
}
