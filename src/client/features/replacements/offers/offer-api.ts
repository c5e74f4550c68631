import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  infiniteQueryOptions,
  type QueryClient,
  type QueryKey,
  useInfiniteQuery,
  useMutation,
  useMutationState,
  useQueryClient,
} from '@tanstack/react-query'
import { api, isApiError } from '#client/lib/api-client.ts'
import { usefulActionMeta } from '#client/lib/pwa/install-offer.ts'
import type { MutationDefaultsRegistration } from '#client/lib/query-client.ts'
import { toast } from '#client/ui/toaster.ts'
import type { ReplacementPublished } from '#shared/immediate-confirmation.ts'
import type { CreateReplacementInput, ReplacementList, ReplacementSaved, UpdateReplacementInput } from '#shared/replacements.ts'
import { nextPage, PAGE_SIZE } from '../list-pages.ts'
import { retryOnNetworkFailure } from '../network-retry.ts'
import { offerChanged } from '../offer-changed.ts'
import { replacementKeys, replacementMutationKeys } from '../query-keys.ts'

/**
 * The practice holder's offers (GET /api/replacements/me) and what they do with them (the
 * applicants and decisions are in applications/applicants-api.ts). Saving a draft works offline
 * (docs/offline.md): the mutation pauses, is persisted with the cache, and is sent once when the
 * network returns, with an Idempotency-Key made once per save. Part of start-up (the drafts'
 * functions are registered before the cache is restored): types only, no schema (docs/decisions/005).
 */

export function fetchMyOffers(page: number, signal?: AbortSignal): Promise<ReplacementList> {
  return api<ReplacementList>('/replacements/me', { query: { page, perPage: PAGE_SIZE }, signal })
}

export const myOffersQuery = infiniteQueryOptions({
  queryKey: replacementKeys.mine(),
  queryFn: ({ pageParam, signal }) => fetchMyOffers(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: nextPage<ReplacementList>((page) => page.replacements),
  // Applications arrive from others at any time: asked again at each visit, the saved copy
  // showing meanwhile (a cache restored after a reload may be seconds old and already wrong).
  refetchOnMount: 'always',
})

export function useMyOffers() {
  return useInfiniteQuery(myOffersQuery)
}

// ——— Drafts: written online or offline ———

export interface CreateDraftVariables {
  input: Omit<CreateReplacementInput, 'publish'>
  /** Made once per save, so that its replay creates nothing twice (docs/security.md R5). */
  idempotencyKey: string
  /** "Saint-Malo (35400)": how the waiting draft is named in the list while it is not sent. */
  communeLabel: string | null
}

export interface UpdateDraftVariables {
  replacementId: number
  input: UpdateReplacementInput
  idempotencyKey: string
}

export function createOffer(input: CreateReplacementInput, idempotencyKey: string): Promise<ReplacementPublished> {
  return api<ReplacementPublished>('/replacements', {
    method: 'POST',
    body: { ...input },
    headers: { 'Idempotency-Key': idempotencyKey },
  })
}

export function updateOffer(
  replacementId: number,
  input: UpdateReplacementInput,
  idempotencyKey: string,
): Promise<ReplacementSaved> {
  return api<ReplacementSaved>(`/replacements/${replacementId}`, {
    method: 'PUT',
    body: { ...input },
    headers: { 'Idempotency-Key': idempotencyKey },
  })
}

// One queue: a change made offline to a draft follows the drafts saved before it.
const draftScope = { id: 'replacement-drafts' }

function offerSaved(client: QueryClient, answer: ReplacementSaved) {
  client.setQueryData(replacementKeys.detail(answer.replacement.id), answer.replacement)
  void client.invalidateQueries({ queryKey: replacementKeys.mine() })
}

/**
 * A draft refused after a replay (no form on screen any more) still tells the user, in their
 * language; a refusal while the form is open is shown on its fields by the form itself.
 */
function reportDraftRefusal(error: Error) {
  const message =
    isApiError(error) && error.status > 0
      ? error.body.message
      : i18n._(msg`Le brouillon n’a pas pu être enregistré. Réessayez plus tard.`)
  toast.destructive(i18n._(msg`Brouillon non enregistré`), { description: message })
}

function createDraftOptions(client: QueryClient) {
  return {
    mutationFn: ({ input, idempotencyKey }: CreateDraftVariables) => createOffer(input, idempotencyKey),
    retry: retryOnNetworkFailure,
    scope: draftScope,
    onSuccess: (answer: ReplacementSaved) => offerSaved(client, answer),
  }
}

function updateDraftOptions(client: QueryClient) {
  return {
    mutationFn: ({ replacementId, input, idempotencyKey }: UpdateDraftVariables) =>
      updateOffer(replacementId, input, idempotencyKey),
    retry: retryOnNetworkFailure,
    scope: draftScope,
    onSuccess: (answer: ReplacementSaved) => offerSaved(client, answer),
  }
}

/**
 * For the shell's list of registrations (src/client/app/mutation-defaults.ts). A draft restored
 * after a reload has no form to show its errors: the registered defaults say them in a toast.
 */
export const offerDraftMutationDefaults: MutationDefaultsRegistration = (client) => {
  client.setMutationDefaults(replacementMutationKeys.createDraft, { ...createDraftOptions(client), onError: reportDraftRefusal })
  client.setMutationDefaults(replacementMutationKeys.updateDraft, { ...updateDraftOptions(client), onError: reportDraftRefusal })
}

export function useCreateDraft() {
  const client = useQueryClient()
  return useMutation<ReplacementSaved, Error, CreateDraftVariables>({
    mutationKey: replacementMutationKeys.createDraft,
    ...createDraftOptions(client),
  })
}

export function useUpdateDraft() {
  const client = useQueryClient()
  return useMutation<ReplacementSaved, Error, UpdateDraftVariables>({
    mutationKey: replacementMutationKeys.updateDraft,
    ...updateDraftOptions(client),
  })
}

export interface PendingDraft {
  /** TanStack's id of the queued save. */
  mutationId: number
  /** The offer it changes; null for a new draft. */
  replacementId: number | null
  communeLabel: string | null
  input: CreateDraftVariables['input'] | UpdateDraftVariables['input']
  /** Waiting for the network (false: being sent). */
  paused: boolean
  submittedAt: number
}

const sameKey = (key: QueryKey | undefined, expected: QueryKey) =>
  key !== undefined && key.length === expected.length && key.every((part, i) => part === expected[i])

/** Draft saves not yet confirmed by the server, oldest first. */
export function usePendingDrafts(): PendingDraft[] {
  const pending = useMutationState({
    filters: {
      status: 'pending',
      predicate: (mutation) =>
        sameKey(mutation.options.mutationKey, replacementMutationKeys.createDraft) ||
        sameKey(mutation.options.mutationKey, replacementMutationKeys.updateDraft),
    },
    select: (mutation): PendingDraft | null => {
      const variables = mutation.state.variables as Partial<CreateDraftVariables & UpdateDraftVariables> | undefined
      if (!variables?.input) return null
      return {
        mutationId: mutation.mutationId,
        replacementId: typeof variables.replacementId === 'number' ? variables.replacementId : null,
        communeLabel: variables.communeLabel ?? null,
        input: variables.input,
        paused: mutation.state.isPaused,
        submittedAt: mutation.state.submittedAt,
      }
    },
  })
  return pending.filter((draft): draft is PendingDraft => draft !== null).sort((a, b) => a.submittedAt - b.submittedAt)
}

// ——— What needs the network: publishing, cancelling, deciding ———

/** POST /api/replacements with `publish: true`: a new offer published at once (the form, /immediate). */
export function useCreatePublished() {
  const client = useQueryClient()
  return useMutation<ReplacementPublished, Error, { input: Omit<CreateReplacementInput, 'publish'>; idempotencyKey: string }>({
    mutationFn: ({ input, idempotencyKey }) => createOffer({ ...input, publish: true }, idempotencyKey),
    networkMode: 'always',
    meta: usefulActionMeta,
    onSuccess: (answer) => offerSaved(client, answer),
  })
}

/** PUT then publish: a draft published with the form's last changes. */
export function usePublishOffer() {
  const client = useQueryClient()
  return useMutation<ReplacementSaved, Error, { replacementId: number; input?: UpdateReplacementInput; idempotencyKey: string }>({
    mutationFn: async ({ replacementId, input, idempotencyKey }) => {
      if (input) await updateOffer(replacementId, input, idempotencyKey)
      return api<ReplacementSaved>(`/replacements/${replacementId}/publish`, { method: 'POST' })
    },
    networkMode: 'always',
    meta: usefulActionMeta,
    onSuccess: (answer) => offerSaved(client, answer),
    onSettled: (_answer, _error, variables) => offerChanged(client, variables.replacementId),
  })
}

/** PUT of a published offer (its dates or percentage go to the history applicants see). */
export function useUpdatePublished() {
  const client = useQueryClient()
  return useMutation<ReplacementSaved, Error, UpdateDraftVariables>({
    mutationFn: ({ replacementId, input, idempotencyKey }) => updateOffer(replacementId, input, idempotencyKey),
    networkMode: 'always',
    onSuccess: (answer) => offerSaved(client, answer),
  })
}

export function useCancelOffer() {
  const client = useQueryClient()
  return useMutation<ReplacementSaved, Error, { replacementId: number; reason: string }>({
    mutationFn: ({ replacementId, reason }) =>
      api<ReplacementSaved>(`/replacements/${replacementId}/cancel`, {
        method: 'POST',
        body: reason.trim() === '' ? {} : { reason: reason.trim() },
      }),
    networkMode: 'always',
    onSettled: (_answer, _error, variables) => offerChanged(client, variables.replacementId),
  })
}

export function useDeleteDraft() {
  const client = useQueryClient()
  return useMutation<unknown, Error, { replacementId: number }>({
    mutationFn: ({ replacementId }) => api<unknown>(`/replacements/${replacementId}`, { method: 'DELETE' }),
    networkMode: 'always',
    onSuccess: (_answer, { replacementId }) => {
      client.removeQueries({ queryKey: replacementKeys.detail(replacementId) })
    },
    onSettled: () => client.invalidateQueries({ queryKey: replacementKeys.mine() }),
  })
}
