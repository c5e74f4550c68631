import { useMutationState } from '@tanstack/react-query'
import {
  mergeNotificationPreferences,
  type NotificationPreferences,
  resolveNotificationPreferences,
  type UpdateNotificationPreferencesInput,
} from '#shared/notification-preferences.ts'
import { type NotificationChange, notificationPreferencesMutationKey } from './notification-preferences.ts'

/** Changes not yet confirmed by the server (sending, or waiting for the network), oldest first. */
export function usePendingNotificationChanges(): { changes: UpdateNotificationPreferencesInput[]; paused: boolean } {
  const pending = useMutationState({
    filters: { mutationKey: notificationPreferencesMutationKey, status: 'pending' },
    select: (mutation) => ({
      input: (mutation.state.variables as NotificationChange | undefined)?.input,
      paused: mutation.state.isPaused,
      at: mutation.state.submittedAt,
    }),
  })
  const sorted = [...pending].sort((a, b) => a.at - b.at)
  return {
    changes: sorted.flatMap((item) => (item.input ? [item.input] : [])),
    paused: sorted.some((item) => item.paused),
  }
}

/** What the grid shows: the server's preferences with the pending changes applied on top. */
export function displayedPreferences(stored: unknown, changes: UpdateNotificationPreferencesInput[]): NotificationPreferences {
  return changes.reduce<NotificationPreferences>(
    (current, change) => mergeNotificationPreferences(current, change),
    resolveNotificationPreferences(stored),
  )
}
