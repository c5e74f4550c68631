import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '#client/lib/api-client.ts'
import type { registerImmediateSchema } from '#shared/auth.ts'
import { signInMutationOptions } from './sign-in-options.ts'

export type RegisterImmediateInput = z.input<typeof registerImmediateSchema>

export interface RegisteredImmediately {
  /** The session also comes as an HttpOnly cookie: the web app never stores this token. */
  token: string
  message: string
}

/** POST /api/register-immediate: signed in at once; a mail lets the user choose a password later. */
export function registerImmediate(input: RegisterImmediateInput): Promise<RegisteredImmediately> {
  return api<RegisteredImmediately>('/register-immediate', { method: 'POST', body: { ...input } })
}

export function useRegisterImmediate() {
  return useMutation({ mutationFn: registerImmediate, ...signInMutationOptions })
}
