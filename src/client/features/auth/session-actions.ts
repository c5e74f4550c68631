import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { currentUserQuery } from '#client/entities/session/api/current-user.ts'
import { forgetSignedInUser, logoutRequest } from '#client/entities/session/api/logout.ts'
import { useCurrentUserPort } from '#client/entities/session/current-user-port.tsx'
import { adoptCacheOwner } from '#client/entities/session/load-current-user.ts'
import { isApiError } from '#client/lib/api-client.ts'
import { adoptColourMode } from '#client/lib/colour-mode.ts'
import { isLocale } from '#client/lib/i18n.ts'
import { currentLocale, switchLocale } from '#client/lib/locale.ts'
import { ACCOUNT_TOAST_MS, toast } from '#client/ui/toaster.ts'
import { paths } from '#shared/paths.ts'
import type { User } from '#shared/user.ts'
import { authTexts } from './auth-messages.ts'
import { clearChallenge } from './two-factor-challenge.ts'

// Where the auth feature meets the session: the screens (and the dashboard layout) compose them here.

/**
 * After the server opened a session (login, two-factor, immediate registration): ask who we are
 * now (docs/product.md#session: "the current user refreshed") and make the persisted cache this user's, dropping
 * whatever another account left on the device.
 */
export function useRefreshSession() {
  const client = useQueryClient()
  return useCallback(async (): Promise<User | null> => {
    clearChallenge()
    const user = await client.fetchQuery({ ...currentUserQuery, staleTime: 0 })
    await adoptCacheOwner(client, user)
    if (user) await adoptAccountSettings(user.settings)
    return user
  }, [client])
}

/**
 * The language and colour mode saved on the account follow the user to a new device: taken at
 * sign-in only, so that a change made on this device (saved to the account, maybe queued
 * offline) is never undone by an older copy of the account.
 */
export async function adoptAccountSettings(settings: Record<string, unknown>): Promise<void> {
  adoptColourMode(settings.color_mode)
  if (isLocale(settings.locale) && settings.locale !== currentLocale()) await switchLocale(settings.locale)
}

/** Writes the current user after a change the server confirmed (charter accepted…). */
export function useSetCurrentUser(): (update: (user: User) => User) => void {
  return useCurrentUserPort().update
}

/**
 * Logout (docs/product.md#session, docs/security.md#the-pwa-on-a-shared-phone): POST /api/logout, then wipe what the
 * device keeps (query cache in memory and IndexedDB, queued mutations, our storage, personal
 * Cache Storage), forget the user and go to /. A 401 means the session was already gone: that is
 * a logout too. Without network the device is wiped all the same (a shared phone must not keep
 * the data), the destructive toast says the session is still open on the server, and the call
 * is sent again as soon as the network is back while this tab lives.
 */
export function useLogout() {
  const client = useQueryClient()
  const navigate = useNavigate()
  const { t, i18n } = useLingui()

  async function forgetUser() {
    await forgetSignedInUser(client)
    await navigate(paths.home)
  }

  return useMutation({
    mutationFn: async () => {
      try {
        await logoutRequest()
      } catch (error) {
        if (isApiError(error) && error.status === 401) return
        throw error
      }
    },
    networkMode: 'always',
    retry: 0,
    onSuccess: forgetUser,
    onError: async (error) => {
      const offline = isApiError(error) && (error.code === 'network' || error.code === 'timeout')
      if (offline) {
        window.addEventListener('online', () => void logoutRequest().catch(() => {}), { once: true })
        await forgetUser()
        toast.destructive(i18n._(authTexts.logoutFailed), {
          duration: ACCOUNT_TOAST_MS,
          description: t`Vos données sont effacées de cet appareil. La session sera fermée au retour du réseau, si Relève reste ouvert.`,
        })
        return
      }
      toast.destructive(i18n._(authTexts.logoutFailed), { duration: ACCOUNT_TOAST_MS })
    },
  })
}
