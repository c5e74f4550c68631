import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { api, isApiError } from '#client/lib/api-client.ts'
import type { MutationDefaultsRegistration } from '#client/lib/query-client.ts'
import type {
  Availability,
  AvailabilitySaved,
  AvailableNursesResponse,
  Invitation,
  InvitationApplied,
  InvitationSaved,
  SaveAvailabilityInput,
} from '#shared/availability.ts'
import type { ReplacementList } from '#shared/replacements.ts'

/**
 * The availability's calls (docs/product.md#availability). Saving works offline (docs/offline.md):
 * the whole availability is one PUT, paused and persisted while there is no network and sent once
 * when it returns, with an Idempotency-Key made once per save. Part of start-up (registered before
 * the cache is restored): types only, no schema (docs/decisions/005).
 */

export const availabilityKeys = {
  own: ['availability', 'own'] as const,
  invitations: ['availability', 'invitations'] as const,
  search: (params: AvailableNursesParams) => ['availability', 'search', params] as const,
  offerInvitations: (offerId: number) => ['availability', 'offer-invitations', offerId] as const,
  openOffers: ['availability', 'open-offers'] as const,
}

const saveMutationKey = ['availability', 'save'] as const

export interface AvailabilityChange {
  input: SaveAvailabilityInput
  idempotencyKey: string
}

export const ownAvailabilityQuery = queryOptions({
  queryKey: availabilityKeys.own,
  queryFn: ({ signal }) => api<Availability>('/availability', { signal }),
})

export function useOwnAvailability() {
  return useQuery(ownAvailabilityQuery)
}

function saveAvailability({ input, idempotencyKey }: AvailabilityChange): Promise<AvailabilitySaved> {
  return api<AvailabilitySaved>('/availability', {
    method: 'PUT',
    body: { ...input },
    headers: { 'Idempotency-Key': idempotencyKey },
  })
}

/** A network failure while the browser thinks it is online is tried again; the key makes it harmless. */
function retryOnNetworkFailure(failureCount: number, error: Error): boolean {
  return failureCount < 3 && isApiError(error) && (error.code === 'network' || error.code === 'timeout')
}

function saveOptions(client: QueryClient) {
  return {
    mutationFn: saveAvailability,
    retry: retryOnNetworkFailure,
    // One save after the other, in the order made: the last one written wins.
    scope: { id: 'availability-save' },
    onSuccess: (answer: AvailabilitySaved) => client.setQueryData(availabilityKeys.own, answer.availability),
  }
}

export const availabilityMutationDefaults: MutationDefaultsRegistration = (client) => {
  client.setMutationDefaults(saveMutationKey, saveOptions(client))
}

export function useSaveAvailability() {
  const client = useQueryClient()
  return useMutation<AvailabilitySaved, Error, AvailabilityChange>({ mutationKey: saveMutationKey, ...saveOptions(client) })
}

/** Whether a save waits for the network. */
export function useAvailabilityWaiting(): boolean {
  return useMutationState({ filters: { mutationKey: saveMutationKey, predicate: (m) => m.state.isPaused } }).length > 0
}

// ——— The nurse's invitations ———

export const myInvitationsQuery = queryOptions({
  queryKey: availabilityKeys.invitations,
  queryFn: ({ signal }) => api<{ invitations: Invitation[]; count: number }>('/invitations/me', { signal }),
  // Holders invite at any time: asked again at each visit, the saved copy showing meanwhile.
  refetchOnMount: 'always',
})

export function useMyInvitations() {
  return useQuery(myInvitationsQuery)
}

export function useAnswerInvitation() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, answer, idempotencyKey }: { id: number; answer: 'apply' | 'decline'; idempotencyKey: string }) =>
      api<InvitationApplied | InvitationSaved>(`/invitations/${id}/${answer}`, {
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: availabilityKeys.invitations }),
  })
}

/** GET /api/replacements/{id}/invitations: whom the author invited to her offer, and their answers. */
export function useOfferInvitations(offerId: number) {
  return useQuery({
    queryKey: availabilityKeys.offerInvitations(offerId),
    queryFn: ({ signal }) =>
      api<{ invitations: Invitation[]; count: number }>(`/replacements/${offerId}/invitations`, { signal }),
  })
}

// ——— The holder's search and invitations ———

export interface AvailableNursesParams {
  commune: string
  from: string
  to: string
  care_types: string[]
  /** The offer's rétrocession: nurses asking for more are left out; null: any. */
  retrocession_percent?: number | null
  /** The offer needs a vehicle: nurses without one are left out. */
  vehicle_required?: boolean
  page: number
}

export const AVAILABLE_NURSES_PER_PAGE = 10

export function useAvailableNurses(params: AvailableNursesParams | null) {
  return useQuery({
    queryKey: availabilityKeys.search(params ?? { commune: '', from: '', to: '', care_types: [], page: 1 }),
    queryFn: ({ signal }) =>
      api<AvailableNursesResponse>('/available-nurses', {
        query: {
          commune: params?.commune ?? '',
          from: params?.from ?? '',
          to: params?.to ?? '',
          care_types: params?.care_types.join(',') ?? '',
          retrocession_percent: params?.retrocession_percent ?? '',
          vehicle_required: params?.vehicle_required ? 'true' : '',
          page: params?.page ?? 1,
          perPage: AVAILABLE_NURSES_PER_PAGE,
        },
        signal,
      }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    // Each search counts against the holder's allowance: not asked again behind her back.
    staleTime: 60_000,
    retry: false,
  })
}

/** The holder's published offers, to invite to. */
export function useOpenOffers() {
  return useQuery({
    queryKey: availabilityKeys.openOffers,
    queryFn: ({ signal }) => api<ReplacementList>('/replacements/me', { query: { status: 'published', perPage: 50 }, signal }),
  })
}

export function useInviteNurse() {
  return useMutation({
    mutationFn: ({ offerId, nurseId, idempotencyKey }: { offerId: number; nurseId: number; idempotencyKey: string }) =>
      api<InvitationSaved>(`/replacements/${offerId}/invitations`, {
        method: 'POST',
        body: { nurse_id: nurseId },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
  })
}
