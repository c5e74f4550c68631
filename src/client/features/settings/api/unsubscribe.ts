import { useMutation } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'

/**
 * POST /api/unsubscribe: the link at the end of a campaign mail, no login. Sent now or not at
 * all (the reader is looking at the page), never queued for later.
 */
export function useUnsubscribe() {
  return useMutation({
    networkMode: 'always',
    retry: 0,
    mutationFn: (token: string) => api<{ message: string }>('/unsubscribe', { method: 'POST', body: { token } }),
  })
}
