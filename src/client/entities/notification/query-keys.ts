/**
 * The notification centre's cache keys, here so that what reads notifications as a side effect (a
 * chat thread read, the realtime events) updates the bell without reaching into its feature.
 */
export type NotificationFilter = 'all' | 'unread'

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (filter: NotificationFilter) => [...notificationKeys.lists(), filter] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
}
