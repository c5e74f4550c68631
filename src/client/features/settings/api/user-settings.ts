import { type QueryClient, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query'
import { currentUserQuery } from '#client/features/session/api/current-user.ts'
import { api } from '#client/lib/api-client.ts'
import type { MutationDefaultsRegistration } from '#client/lib/query-client.ts'
import type { UpdateSettingsInput } from '#shared/settings.ts'
import type { User } from '#shared/user.ts'
import { type QueuedChange, retryOnNetworkFailure } from './offline-mutation.ts'

/**
 * POST /api/users/settings (language, colour mode…). They apply on this device at once; saving
 * them on the account (so they follow the user) waits for the network when there is none, like
 * the notification preferences. Part of start-up (mutation-defaults.ts): no schema imported here.
 */
export const userSettingsMutationKey = ['settings', 'user-settings'] as const

export type SettingsChange = QueuedChange<UpdateSettingsInput>

interface Saved {
  message?: string
  settings?: unknown
}

export function saveUserSettings({ input, idempotencyKey }: SettingsChange): Promise<Saved> {
  return api<Saved>('/users/settings', { method: 'POST', body: { ...input }, headers: { 'Idempotency-Key': idempotencyKey } })
}

function mutationOptions(client: QueryClient) {
  return {
    mutationFn: saveUserSettings,
    retry: retryOnNetworkFailure,
    scope: { id: 'user-settings' },
    onSuccess: async (answer: Saved) => {
      const kept = answer.settings
      if (kept && typeof kept === 'object') {
        client.setQueryData<User | null>(currentUserQuery.queryKey, (user) =>
          user ? { ...user, settings: kept as Record<string, unknown> } : user,
        )
      } else {
        await client.fetchQuery({ ...currentUserQuery, staleTime: 0 }).catch(() => undefined)
      }
    },
  }
}

export const userSettingsMutationDefaults: MutationDefaultsRegistration = (client) => {
  client.setMutationDefaults(userSettingsMutationKey, mutationOptions(client))
}

export function useSaveUserSettings() {
  const client = useQueryClient()
  return useMutation<Saved, Error, SettingsChange>({ mutationKey: userSettingsMutationKey, ...mutationOptions(client) })
}

/** Whether a settings change waits for the network. */
export function useSettingsWaiting(): boolean {
  return useMutationState({ filters: { mutationKey: userSettingsMutationKey, predicate: (m) => m.state.isPaused } }).length > 0
}
