import { useMutation } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import { signInMutationOptions } from './sign-in-options.ts'

/** POST /api/email/verify `{ token }`: the link of the verification mail. */
export function verifyEmail(token: string): Promise<{ message: string }> {
  return api<{ message: string }>('/email/verify', { method: 'POST', body: { token } })
}

/** POST /api/email/verification-notification `{ email }`: a new link (same answer for any address). */
export function resendVerification(email: string): Promise<{ message: string }> {
  return api<{ message: string }>('/email/verification-notification', { method: 'POST', body: { email } })
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail, ...signInMutationOptions })
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification, networkMode: 'always', retry: 0 })
}
