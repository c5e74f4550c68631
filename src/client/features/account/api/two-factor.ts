import { useMutation } from '@tanstack/react-query'
import { useCurrentUserPort } from '#client/entities/session/current-user-port.tsx'
import { api } from '#client/lib/api-client.ts'
import type { TwoFactorSetup } from '#shared/auth.ts'
import { useRefreshCurrentUser } from './adopt-user.ts'

export interface TwoFactorDisabled {
  enabled: false
  message: string
}

export interface TwoFactorEnabled {
  enabled: true
  recovery_codes: string[]
  message: string
}

export function isSetup(answer: TwoFactorSetup | TwoFactorDisabled): answer is TwoFactorSetup {
  return 'secret' in answer
}

/**
 * POST /api/users/2fa/toggle `{ password }`: while off, starts enabling (secret, otpauth URL, QR
 * code); while on, turns it off. The password is asked again either way.
 */
export function toggleTwoFactor(input: { password?: string }): Promise<TwoFactorSetup | TwoFactorDisabled> {
  return api('/users/2fa/toggle', { method: 'POST', body: input })
}

/** POST /api/users/2fa/verify `{ code }`: confirms the new secret; answers the 10 recovery codes. */
export function verifyTwoFactor(input: { code: string; password?: string }): Promise<TwoFactorEnabled> {
  return api('/users/2fa/verify', { method: 'POST', body: input })
}

export function useToggleTwoFactor() {
  const refresh = useRefreshCurrentUser()
  return useMutation({
    mutationFn: toggleTwoFactor,
    networkMode: 'always',
    onSuccess: async (answer) => {
      if (!isSetup(answer)) await refresh()
    },
  })
}

/**
 * The cached user says two-factor is on as soon as the server does (the badge, and any screen
 * left before the codes are put away); it is asked again once the codes have been put away.
 */
export function useVerifyTwoFactor() {
  const port = useCurrentUserPort()
  return useMutation({
    mutationFn: verifyTwoFactor,
    networkMode: 'always',
    onSuccess: (answer) => {
      if (answer.enabled) port.update((user) => (user.two_factor_enabled ? user : { ...user, two_factor_enabled: true }))
    },
  })
}
