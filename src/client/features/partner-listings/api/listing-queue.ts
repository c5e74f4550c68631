import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { api, isApiError } from '#client/lib/api-client.ts'
import { failureKind } from '#client/lib/forms/failure.ts'
import { usefulActionMeta } from '#client/lib/pwa/install-offer.ts'
import type { MutationDefaultsRegistration } from '#client/lib/query-client.ts'
import { toast } from '#client/ui/toaster.ts'
import type {
  createPartnerListingSchema,
  PartnerListing,
  PartnerListingSaved,
  PartnerResponse,
  updatePartnerListingSchema,
} from '#shared/partner-listings.ts'
import { partnerListingKeys, partnerMutationKeys, partnerResponseKeys } from './query-keys.ts'

/**
 * What members do with partner listings. Saving a draft and responding work offline, as an offer's
 * draft and an application do (docs/offline.md): the mutation pauses, is persisted with the cache,
 * and is sent once when the network returns, with an Idempotency-Key made once per action so that
 * a replay creates nothing twice (docs/security.md R5). Their functions are registered at start-up
 * (src/client/app/mutation-defaults.ts): types only here, no schema (docs/decisions/005).
 * Publishing, withdrawing, filling and renewing need the network (listing-actions.ts, loaded
 * with the screens: this module is part of the app's start).
 */

export type CreateListingInput = z.input<typeof createPartnerListingSchema>
export type UpdateListingInput = z.input<typeof updatePartnerListingSchema>

export interface CreateDraftVariables {
  input: Omit<CreateListingInput, 'publish'>
  idempotencyKey: string
  /** "Saint-Malo (35400)": how the waiting draft is named while it is not sent. */
  communeLabel: string | null
}

export interface UpdateDraftVariables {
  listingId: number
  input: UpdateListingInput
  idempotencyKey: string
}

export interface RespondVariables {
  listingId: number
  message: string
  idempotencyKey: string
}

interface ResponseSent {
  message: string
  partner_response: PartnerResponse
}

/** A network failure while the browser believes it is online is tried again; the key makes it harmless. */
function retryOnNetworkFailure(failureCount: number, error: Error): boolean {
  return failureCount < 3 && failureKind(error) === 'unreachable'
}

export function createListing(input: CreateListingInput, idempotencyKey: string): Promise<PartnerListingSaved> {
  return api<PartnerListingSaved>('/partner-listings', {
    method: 'POST',
    body: { ...input },
    headers: { 'Idempotency-Key': idempotencyKey },
  })
}

export function updateListing(
  listingId: number,
  input: UpdateListingInput,
  idempotencyKey: string,
): Promise<PartnerListingSaved> {
  return api<PartnerListingSaved>(`/partner-listings/${listingId}`, {
    method: 'PUT',
    body: { ...input },
    headers: { 'Idempotency-Key': idempotencyKey },
  })
}

function respond({ listingId, message, idempotencyKey }: RespondVariables): Promise<ResponseSent> {
  return api<ResponseSent>(`/partner-listings/${listingId}/responses`, {
    method: 'POST',
    body: { message },
    headers: { 'Idempotency-Key': idempotencyKey },
  })
}

export function listingSaved(client: QueryClient, answer: PartnerListingSaved) {
  client.setQueryData(partnerListingKeys.detail(answer.partner_listing.id), answer.partner_listing)
  void client.invalidateQueries({ queryKey: partnerListingKeys.mine() })
  void client.invalidateQueries({ queryKey: partnerListingKeys.searches() })
}

/** A refusal reaches the user however the mutation ran, even replayed with no form on screen. */
export function reportRefusal(title: string) {
  return (error: Error) => {
    const message =
      isApiError(error) && error.status > 0 ? error.body.message : i18n._(msg`L’envoi n’a pas abouti. Réessayez plus tard.`)
    toast.destructive(title, { description: message })
  }
}

// One queue: a change made offline to a draft follows the drafts saved before it.
const draftScope = { id: 'partner-listing-drafts' }

const createDraftOptions = (client: QueryClient) => ({
  mutationFn: ({ input, idempotencyKey }: CreateDraftVariables) => createListing(input, idempotencyKey),
  retry: retryOnNetworkFailure,
  scope: draftScope,
  onSuccess: (answer: PartnerListingSaved) => listingSaved(client, answer),
})

const updateDraftOptions = (client: QueryClient) => ({
  mutationFn: ({ listingId, input, idempotencyKey }: UpdateDraftVariables) => updateListing(listingId, input, idempotencyKey),
  retry: retryOnNetworkFailure,
  scope: draftScope,
  onSuccess: (answer: PartnerListingSaved) => listingSaved(client, answer),
})

const respondOptions = (client: QueryClient) => ({
  mutationFn: respond,
  retry: retryOnNetworkFailure,
  scope: { id: 'partner-responses' },
  onSuccess: (answer: ResponseSent, variables: RespondVariables) => {
    const sent = answer.partner_response
    client.setQueryData<PartnerListing>(partnerListingKeys.detail(variables.listingId), (listing) =>
      listing
        ? { ...listing, my_response: { id: sent.id, status: sent.status, conversation_id: sent.conversation_id } }
        : listing,
    )
    void client.invalidateQueries({ queryKey: partnerListingKeys.detail(variables.listingId) })
    void client.invalidateQueries({ queryKey: partnerResponseKeys.sent() })
    toast.success(answer.message)
  },
})

/**
 * For the shell's list of registrations (src/client/app/mutation-defaults.ts). A save restored after
 * a reload has no form to show its errors: the registered defaults say them in a toast.
 */
export const partnerListingMutationDefaults: MutationDefaultsRegistration = (client) => {
  const draftRefused = reportRefusal(i18n._(msg`Brouillon d’annonce non enregistré`))
  client.setMutationDefaults(partnerMutationKeys.createDraft, { ...createDraftOptions(client), onError: draftRefused })
  client.setMutationDefaults(partnerMutationKeys.updateDraft, { ...updateDraftOptions(client), onError: draftRefused })
  client.setMutationDefaults(partnerMutationKeys.respond, {
    ...respondOptions(client),
    onError: (error: Error) => {
      // Field errors (422) belong to the form that made them, when it is on screen.
      if (isApiError(error) && error.status === 422 && Object.keys(error.errors).length > 0) return
      reportRefusal(i18n._(msg`Réponse non envoyée`))(error)
    },
  })
}

export function useCreateDraft() {
  const client = useQueryClient()
  return useMutation<PartnerListingSaved, Error, CreateDraftVariables>({
    mutationKey: partnerMutationKeys.createDraft,
    ...createDraftOptions(client),
  })
}

export function useUpdateDraft() {
  const client = useQueryClient()
  return useMutation<PartnerListingSaved, Error, UpdateDraftVariables>({
    mutationKey: partnerMutationKeys.updateDraft,
    ...updateDraftOptions(client),
  })
}

export function useRespond() {
  const client = useQueryClient()
  return useMutation<ResponseSent, Error, RespondVariables>({
    mutationKey: partnerMutationKeys.respond,
    ...respondOptions(client),
    meta: usefulActionMeta,
  })
}
