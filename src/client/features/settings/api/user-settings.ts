import { type QueryClient, useMutation, useMutationState } from '@tanstack/react-query'
import { type CurrentUserPort, useCurrentUserPort } from '#client/entities/session/current-user-port.tsx'
import { api } from '#client/lib/api-client.ts'
import type { UpdateSettingsInput } from '#shared/settings.ts'
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

function mutationOptions(currentUser: CurrentUserPort) {
  return {
    mutationFn: saveUserSettings,
    retry: retryOnNetworkFailure,
    scope: { id: 'user-settings' },
    onSuccess: async (answer: Saved) => {
      const kept = answer.settings
      if (kept && typeof kept === 'object') currentUser.update((user) => ({ ...user, settings: kept as Record<string, unknown> }))
      else await currentUser.refresh()
    },
  }
}

/**
 * For the shell's list of registrations (src/client/app/mutation-defaults.ts), with the session's
 * cached user: a change replayed after a reload updates it too.
 */
export function registerUserSettingsMutations(client: QueryClient, currentUser: CurrentUserPort): void {
  client.setMutationDefaults(userSettingsMutationKey, mutationOptions(currentUser))
}

export function useSaveUserSettings() {
  const currentUser = useCurrentUserPort()
  return useMutation<Saved, Error, SettingsChange>({ mutationKey: userSettingsMutationKey, ...mutationOptions(currentUser) })
}

/** Whether a settings change waits for the network. */
export function useSettingsWaiting(): boolean {
  return useMutationState({ filters: { mutationKey: userSettingsMutationKey, predicate: (m) => m.state.isPaused } }).length > 0
}
