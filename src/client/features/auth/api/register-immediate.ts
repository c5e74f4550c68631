import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '#client/lib/api-client.ts'
import type { registerImmediateSchema } from '#shared/auth.ts'
import { signInMutationOptions } from './sign-in-options.ts'

export type RegisterImmediateInput = z.input<typeof registerImmediateSchema>

export interface RegisteredImmediately {
  message: string
}

/**
 * POST /api/register-immediate: signed in at once; a mail lets the user choose a password later.
 * The answer's `token` is for API clients: the session is the HttpOnly cookie the answer sets, so
 * the token is dropped here, before the mutation cache could keep it.
 */
export async function registerImmediate(input: RegisterImmediateInput): Promise<RegisteredImmediately> {
  const { message } = await api<RegisteredImmediately & { token?: string }>('/register-immediate', {
    method: 'POST',
    body: { ...input },
  })
  return { message }
}

export function useRegisterImmediate() {
  return useMutation({ mutationFn: registerImmediate, ...signInMutationOptions })
}
