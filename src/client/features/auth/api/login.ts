import { useMutation } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type { LoginResult } from '#shared/auth.ts'
import { outcomeOfAnswer, type SignInOutcome } from '../login-outcome.ts'
import { signInMutationOptions } from './sign-in-options.ts'

export interface LoginVariables {
  email: string
  password: string
}

/**
 * POST /api/login → `{ token }` (and the session cookie) or `{ hash }` when two-factor is on,
 * read at once as an outcome without the token: the answer goes no further, so neither the
 * mutation cache nor any state ever holds it.
 */
export async function login(variables: LoginVariables): Promise<SignInOutcome> {
  return outcomeOfAnswer(
    await api<LoginResult>('/login', { method: 'POST', body: { email: variables.email, password: variables.password } }),
  )
}

export function useLogin() {
  return useMutation({ mutationFn: login, ...signInMutationOptions })
}
