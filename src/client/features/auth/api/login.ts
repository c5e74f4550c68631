import { useMutation } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type { LoginResult } from '#shared/auth.ts'
import { signInMutationOptions } from './sign-in-options.ts'

export interface LoginVariables {
  email: string
  password: string
}

/** POST /api/login → `{ token }` (and the session cookie) or `{ hash }` when two-factor is on. */
export function login(variables: LoginVariables): Promise<LoginResult> {
  return api<LoginResult>('/login', { method: 'POST', body: { email: variables.email, password: variables.password } })
}

export function useLogin() {
  return useMutation({ mutationFn: login, ...signInMutationOptions })
}
