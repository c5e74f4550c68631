import { useMutation } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type { LoginResult } from '#shared/auth.ts'
import { outcomeOfAnswer, type SignInOutcome } from '../login-outcome.ts'
import { signInMutationOptions } from './sign-in-options.ts'

export interface VerifyTwoFactorVariables {
  hash: string
  /** Six digits from the app, or a recovery code. */
  code: string
}

/** POST /api/verify-2fa `{ hash, code }` → `{ token }` and the session cookie; read as login() reads its answer. */
export async function verifyTwoFactor(variables: VerifyTwoFactorVariables): Promise<SignInOutcome> {
  return outcomeOfAnswer(
    await api<LoginResult>('/verify-2fa', { method: 'POST', body: { hash: variables.hash, code: variables.code } }),
  )
}

export function useVerifyTwoFactor() {
  return useMutation({ mutationFn: verifyTwoFactor, ...signInMutationOptions })
}
