import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { type NotificationFilter, notificationKeys } from '#client/entities/notification/query-keys.ts'
import { api } from '#client/lib/api-client.ts'
import type { Notification, NotificationList, NotificationReadAnswer } from '#shared/notifications.ts'

/**
 * The notification centre's calls: GET /api/notifications, POST /api/notifications/{id}/read and
 * /read-all. Types only from the shared contract (no Zod: the bell is part of every dashboard
 * page). The list and the unread count are persisted with the query cache, so the bell and the
 * centre show what was last seen when the phone is offline.
 */
export const notificationMutationKeys = {
  /** One notification or all of them (`{ id: 'all' }`). */
  read: ['notifications', 'read'] as const,
}

const PER_PAGE = 20
/** The bell looks again this often while the page is visible (never in a background tab). */
export const UNREAD_POLL_MS = 60_000

export function fetchNotifications(filter: NotificationFilter, page: number, signal?: AbortSignal): Promise<NotificationList> {
  return api<NotificationList>('/notifications', {
    query: { page, perPage: PER_PAGE, ...(filter === 'unread' ? { unread: 'true' } : {}) },
    signal,
  })
}

export function notificationsQuery(filter: NotificationFilter) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(filter),
    queryFn: ({ pageParam, signal }) => fetchNotifications(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((sum, page) => sum + page.notifications.length, 0)
      return shown < last.count && last.notifications.length > 0 ? pages.length + 1 : undefined
    },
  })
}

export function useNotifications(filter: NotificationFilter) {
  return useInfiniteQuery(notificationsQuery(filter))
}

export const unreadCountQuery = queryOptions({
  queryKey: notificationKeys.unread(),
  queryFn: async ({ signal }) => (await api<NotificationList>('/notifications', { query: { perPage: 1 }, signal })).unread,
  refetchInterval: UNREAD_POLL_MS,
  // Modest: a phone in a pocket asks nothing; coming back to the app asks once.
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
})

export function useUnreadCount() {
  return useQuery(unreadCountQuery)
}

type ListData = InfiniteData<NotificationList, number>

/** Marks notifications read in every cached list and lowers the bell's count, before the server answers. */
function markCached(client: QueryClient, which: (n: Notification) => boolean, at: string) {
  let changed = 0
  client.setQueriesData<ListData>({ queryKey: notificationKeys.lists() }, (data) => {
    if (!data) return data
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        notifications: page.notifications.map((n) => {
          if (n.read_at !== null || !which(n)) return n
          changed++
          return { ...n, read_at: at }
        }),
      })),
    }
  })
  return changed
}

export interface ReadVariables {
  /** One notification, or all of them. */
  id: number | 'all'
}

export function markRead({ id }: ReadVariables): Promise<NotificationReadAnswer> {
  return api<NotificationReadAnswer>(id === 'all' ? '/notifications/read-all' : `/notifications/${id}/read`, { method: 'POST' })
}

function mutationOptions(client: QueryClient) {
  return {
    mutationFn: markRead,
    onMutate: async ({ id }: ReadVariables) => {
      await client.cancelQueries({ queryKey: notificationKeys.all })
      const at = new Date().toISOString()
      const changed = markCached(client, (n) => id === 'all' || n.id === id, at)
      client.setQueryData<number>(notificationKeys.unread(), (count) =>
        count === undefined ? count : id === 'all' ? 0 : Math.max(0, count - changed),
      )
    },
    onSuccess: (answer: NotificationReadAnswer) => client.setQueryData(notificationKeys.unread(), answer.unread),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.lists() }),
    // Reading a notification twice is harmless: no idempotency key needed to replay it.
    scope: { id: 'notifications-read' },
  }
}

/**
 * For the shell's registrations (src/client/app/mutation-defaults.ts): a notification marked
 * read offline is marked on the server when the network returns, even after a reload.
 */
export function registerNotificationMutations(client: QueryClient): void {
  client.setMutationDefaults(notificationMutationKeys.read, mutationOptions(client))
}

export function useMarkRead() {
  const client = useQueryClient()
  return useMutation<NotificationReadAnswer, Error, ReadVariables>({
    mutationKey: notificationMutationKeys.read,
    ...mutationOptions(client),
  })
}
