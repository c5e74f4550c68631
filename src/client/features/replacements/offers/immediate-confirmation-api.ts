import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type {
  ImmediateConfirmation,
  ImmediateConfirmationInput,
  ImmediateConfirmationSaved,
} from '#shared/immediate-confirmation.ts'
import { replacementKeys } from '../query-keys.ts'

/**
 * The immediate flow's confirmation (README of the replacements server module): where the holder
 * stands, the code and RPPS number that release a held offer's alerts, another code. Online only:
 * a code is typed while the mail is at hand, and a queued confirmation would alert hours late.
 */

const path = '/replacements/immediate/confirmation'

export const immediateConfirmationQuery = queryOptions({
  queryKey: replacementKeys.immediateConfirmation(),
  queryFn: ({ signal }) => api<ImmediateConfirmation>(path, { signal }),
  // The held offer, the live code and the address change on the server only through this screen.
  staleTime: 0,
})

export function useImmediateConfirmation(enabled: boolean) {
  return useQuery({ ...immediateConfirmationQuery, enabled })
}

export function useConfirmImmediate() {
  const client = useQueryClient()
  return useMutation<ImmediateConfirmationSaved, Error, ImmediateConfirmationInput>({
    mutationFn: (input) => api<ImmediateConfirmationSaved>(path, { method: 'POST', body: { ...input } }),
    onSuccess: (answer) => client.setQueryData(immediateConfirmationQuery.queryKey, answer.confirmation),
    // A refused code may still have confirmed part of it (the address, with the number missing).
    onError: () => client.invalidateQueries({ queryKey: immediateConfirmationQuery.queryKey }),
  })
}

export function useResendImmediateCode() {
  const client = useQueryClient()
  return useMutation<ImmediateConfirmationSaved, Error, void>({
    mutationFn: () => api<ImmediateConfirmationSaved>(`${path}/code`, { method: 'POST' }),
    onSuccess: (answer) => client.setQueryData(immediateConfirmationQuery.queryKey, answer.confirmation),
  })
}
