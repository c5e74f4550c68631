import { useMutation } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type { LoginResult } from '#shared/auth.ts'
import { signInMutationOptions } from './sign-in-options.ts'

export interface VerifyTwoFactorVariables {
  hash: string
  /** Six digits from the app, or a recovery code. */
  code: string
}

/** POST /api/verify-2fa `{ hash, code }` → `{ token }` and the session cookie. */
export function verifyTwoFactor(variables: VerifyTwoFactorVariables): Promise<LoginResult> {
  return api<LoginResult>('/verify-2fa', { method: 'POST', body: { hash: variables.hash, code: variables.code } })
}

export function useVerifyTwoFactor() {
  return useMutation({ mutationFn: verifyTwoFactor, ...signInMutationOptions })
}
