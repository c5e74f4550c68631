import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '#client/lib/api-client.ts'
import type { resetPasswordSchema } from '#shared/auth.ts'
import { signInMutationOptions } from './sign-in-options.ts'

export type ResetPasswordInput = z.input<typeof resetPasswordSchema>

/** POST /api/forgot-password `{ email }`: the same answer whether the address has an account or not. */
export function forgotPassword(email: string): Promise<{ message: string }> {
  return api<{ message: string }>('/forgot-password', { method: 'POST', body: { email } })
}

/**
 * POST /api/reset-password: a new password from a reset link, or a first one after an immediate
 * registration. Ends every session and signs nobody in.
 */
export function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return api<{ message: string }>('/reset-password', { method: 'POST', body: { ...input } })
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword, networkMode: 'always', retry: 0 })
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, ...signInMutationOptions })
}
