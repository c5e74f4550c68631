import { useMutation } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type { RegisterInput } from '#shared/auth.ts'
import { signInMutationOptions } from './sign-in-options.ts'

export interface Registered {
  message: string
}

/**
 * POST /api/register. 201 with the same message for a new or a known address (no enumeration):
 * nobody is signed in; the verification mail carries the next step.
 */
export function register(input: RegisterInput): Promise<Registered> {
  return api<Registered>('/register', { method: 'POST', body: { ...input } })
}

export function useRegister() {
  return useMutation({ mutationFn: register, ...signInMutationOptions })
}
