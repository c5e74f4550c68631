import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type { CalendarFeedCreated, CalendarFeedStatus } from '#shared/calendar.ts'

/** GET, POST and DELETE /api/calendar/feed: the private iCal link of the nurse's replacements. */
export const calendarFeedKeys = { status: ['calendar-feed'] as const }

export const calendarFeedQuery = queryOptions({
  queryKey: calendarFeedKeys.status,
  queryFn: ({ signal }) => api<CalendarFeedStatus>('/calendar/feed', { signal }),
})

export function useCalendarFeed() {
  return useQuery(calendarFeedQuery)
}

/** Makes a new link (the previous one stops working); the answer is the only time the URL is seen. */
export function useCreateCalendarFeed() {
  const client = useQueryClient()
  return useMutation<CalendarFeedCreated, Error, void>({
    mutationFn: () => api<CalendarFeedCreated>('/calendar/feed', { method: 'POST' }),
    networkMode: 'always',
    onSuccess: ({ active, created_at, last_fetched_at }) =>
      client.setQueryData<CalendarFeedStatus>(calendarFeedKeys.status, { active, created_at, last_fetched_at }),
  })
}

export function useRevokeCalendarFeed() {
  const client = useQueryClient()
  return useMutation<{ message: string }, Error, void>({
    mutationFn: () => api<{ message: string }>('/calendar/feed', { method: 'DELETE' }),
    networkMode: 'always',
    onSuccess: () =>
      client.setQueryData<CalendarFeedStatus>(calendarFeedKeys.status, {
        active: false,
        created_at: null,
        last_fetched_at: null,
      }),
  })
}
