import { useMutation } from '@tanstack/react-query'
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

/** The user is refreshed when the codes have been put away, not before: the panel would move on. */
export function useVerifyTwoFactor() {
  return useMutation({ mutationFn: verifyTwoFactor, networkMode: 'always' })
}
