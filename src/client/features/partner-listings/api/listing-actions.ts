import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { type Mutation, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import { usefulActionMeta } from '#client/lib/pwa/install-offer.ts'
import { toast } from '#client/ui/toaster.ts'
import type { PartnerListingSaved } from '#shared/partner-listings.ts'
import {
  type CreateDraftVariables,
  type CreateListingInput,
  createListing,
  listingSaved,
  type RespondVariables,
  reportRefusal,
  type UpdateDraftVariables,
  updateListing,
} from './listing-queue.ts'
import { partnerListingKeys, partnerMutationKeys } from './query-keys.ts'

/**
 * The screens' side of the partner listings' changes: what waits in the queue (listing-queue.ts),
 * and what needs the network — publishing, changing a published listing, the author's one-tap
 * actions, deleting a draft.
 */

const sameKey = (mutation: Mutation<unknown, Error, unknown, unknown>, expected: readonly string[]) => {
  const key = mutation.options.mutationKey
  return key !== undefined && key.length === expected.length && key.every((part, i) => part === expected[i])
}

/** A response to this listing made offline and not sent yet (waiting for the network). */
export function usePendingResponse(listingId: number): boolean {
  const pending = useMutationState({
    filters: {
      status: 'pending',
      predicate: (mutation) =>
        sameKey(mutation, partnerMutationKeys.respond) &&
        (mutation.state.variables as Partial<RespondVariables> | undefined)?.listingId === listingId,
    },
  })
  return pending.length > 0
}

export interface PendingDraft {
  mutationId: number
  listingId: number | null
  communeLabel: string | null
  kind: CreateListingInput['kind']
  paused: boolean
}

/** Draft saves not yet confirmed by the server (made offline), oldest first. */
export function usePendingDrafts(): PendingDraft[] {
  const pending = useMutationState({
    filters: {
      status: 'pending',
      predicate: (mutation) =>
        sameKey(mutation, partnerMutationKeys.createDraft) || sameKey(mutation, partnerMutationKeys.updateDraft),
    },
    select: (mutation): PendingDraft | null => {
      const variables = mutation.state.variables as Partial<CreateDraftVariables & UpdateDraftVariables> | undefined
      if (!variables?.input) return null
      return {
        mutationId: mutation.mutationId,
        listingId: typeof variables.listingId === 'number' ? variables.listingId : null,
        communeLabel: variables.communeLabel ?? null,
        kind: variables.input.kind,
        paused: mutation.state.isPaused,
      }
    },
  })
  return pending.filter((draft): draft is PendingDraft => draft !== null)
}

// ——— What needs the network ———

/** POST with `publish: true`, or PUT then publish for a draft: published with the form's last values. */
export function usePublish() {
  const client = useQueryClient()
  return useMutation<
    PartnerListingSaved,
    Error,
    { listingId: number | null; input: Omit<CreateListingInput, 'publish'>; idempotencyKey: string }
  >({
    mutationFn: async ({ listingId, input, idempotencyKey }) => {
      if (listingId === null) return createListing({ ...input, publish: true }, idempotencyKey)
      await updateListing(listingId, input, idempotencyKey)
      return api<PartnerListingSaved>(`/partner-listings/${listingId}/publish`, { method: 'POST' })
    },
    networkMode: 'always',
    meta: usefulActionMeta,
    onSuccess: (answer) => listingSaved(client, answer),
  })
}

/** PUT of a published listing. */
export function useUpdatePublished() {
  const client = useQueryClient()
  return useMutation<PartnerListingSaved, Error, UpdateDraftVariables>({
    mutationFn: ({ listingId, input, idempotencyKey }) => updateListing(listingId, input, idempotencyKey),
    networkMode: 'always',
    onSuccess: (answer) => listingSaved(client, answer),
  })
}

export type ListingAction = 'publish' | 'withdraw' | 'fill' | 'renew'

/** The author's one-tap actions: POST /api/partner-listings/{id}/{action}. */
export function useListingAction() {
  const client = useQueryClient()
  return useMutation<PartnerListingSaved, Error, { listingId: number; action: ListingAction }>({
    mutationFn: ({ listingId, action }) =>
      api<PartnerListingSaved>(`/partner-listings/${listingId}/${action}`, { method: 'POST' }),
    networkMode: 'always',
    onSuccess: (answer) => {
      listingSaved(client, answer)
      toast.success(answer.message)
    },
    onError: reportRefusal(i18n._(msg`L’annonce n’a pas été modifiée`)),
  })
}

export function useDeleteDraft() {
  const client = useQueryClient()
  return useMutation<{ message: string }, Error, { listingId: number }>({
    mutationFn: ({ listingId }) => api<{ message: string }>(`/partner-listings/${listingId}`, { method: 'DELETE' }),
    networkMode: 'always',
    onSuccess: (answer, { listingId }) => {
      client.removeQueries({ queryKey: partnerListingKeys.detail(listingId) })
      toast.success(answer.message)
    },
    onError: reportRefusal(i18n._(msg`Le brouillon n’a pas été supprimé`)),
    onSettled: () => client.invalidateQueries({ queryKey: partnerListingKeys.mine() }),
  })
}
