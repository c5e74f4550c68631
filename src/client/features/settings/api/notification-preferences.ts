import { type QueryClient, useMutation } from '@tanstack/react-query'
import { type CurrentUserPort, useCurrentUserPort } from '#client/entities/session/current-user-port.tsx'
import { api } from '#client/lib/api-client.ts'
import type { UpdateNotificationPreferencesInput } from '#shared/notification-preferences.ts'
import { type QueuedChange, retryOnNetworkFailure } from './offline-mutation.ts'

/**
 * POST /api/users/settings/notification: a change of one or more switches. Made offline, it is
 * paused, persisted with the query cache and replayed when the network returns — even after a
 * reload, because its function is registered under this key (mutation-defaults.ts). Changes run
 * one after the other (one scope), in the order they were made.
 *
 * This module is part of start-up (the registration must precede the cache restore): it imports
 * no schema, so Zod stays out of the first load (docs/decisions/005).
 */
export const notificationPreferencesMutationKey = ['settings', 'notification-preferences'] as const

export type NotificationChange = QueuedChange<UpdateNotificationPreferencesInput>

interface Saved {
  message?: string
  notification_preferences?: unknown
}

export function saveNotificationPreferences({ input, idempotencyKey }: NotificationChange): Promise<Saved> {
  return api<Saved>('/users/settings/notification', {
    method: 'POST',
    body: { ...input },
    headers: { 'Idempotency-Key': idempotencyKey },
  })
}

function mutationOptions(currentUser: CurrentUserPort) {
  return {
    mutationFn: saveNotificationPreferences,
    retry: retryOnNetworkFailure,
    scope: { id: 'notification-preferences' },
    // The user in the cache takes what the server kept. Until it is there the change stays
    // pending, so the grid never flashes back to the old value.
    onSuccess: async (answer: Saved) => {
      const kept = answer.notification_preferences
      if (kept && typeof kept === 'object')
        currentUser.update((user) => ({ ...user, notification_preferences: kept as Record<string, unknown> }))
      else await currentUser.refresh()
    },
  }
}

/**
 * For the shell's list of registrations (src/client/app/mutation-defaults.ts), with the session's
 * cached user: a change replayed after a reload updates it too.
 */
export function registerNotificationPreferencesMutations(client: QueryClient, currentUser: CurrentUserPort): void {
  client.setMutationDefaults(notificationPreferencesMutationKey, mutationOptions(currentUser))
}

export function useSaveNotificationPreferences() {
  const currentUser = useCurrentUserPort()
  return useMutation<Saved, Error, NotificationChange>({
    mutationKey: notificationPreferencesMutationKey,
    ...mutationOptions(currentUser),
  })
}
