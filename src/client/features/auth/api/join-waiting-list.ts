import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '#client/lib/api-client.ts'
import type { userBetaSchema } from '#shared/auth.ts'

export type WaitingListInput = z.input<typeof userBetaSchema>

/** POST /api/user-betas: the waiting list, one entry per address however often it is sent. */
export function joinWaitingList(input: WaitingListInput): Promise<{ message: string }> {
  return api<{ message: string }>('/user-betas', { method: 'POST', body: { ...input } })
}

export function useJoinWaitingList() {
  // Nothing secret in it, but a sign-up is answered now or retried by hand: no offline queue.
  return useMutation({ mutationFn: joinWaitingList, networkMode: 'always', retry: 0 })
}
