import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { type Mutation, type QueryClient, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query'
import { api, isApiError } from '#client/lib/api-client.ts'
import { usefulActionMeta } from '#client/lib/pwa/install-offer.ts'
import type { MutationDefaultsRegistration } from '#client/lib/query-client.ts'
import { toast } from '#client/ui/toaster.ts'
import type { Application, ApplicationSaved, ApplyInput, Replacement } from '#shared/replacements.ts'
import { retryOnNetworkFailure } from '../network-retry.ts'
import { applicationKeys, replacementKeys, replacementMutationKeys } from '../query-keys.ts'

/**
 * Applying and withdrawing work offline (docs/offline.md): made without a network, the mutation pauses,
 * is persisted with the query cache, survives closing the app and is sent once when the network
 * returns. Its function is registered at start-up under its key (mutation-defaults.ts), and its
 * Idempotency-Key is made once per action and kept in the variables, so that a replay after a
 * lost answer creates nothing twice (docs/security.md R5). Part of start-up: types only from the
 * contract, no schema (docs/decisions/005).
 */

export interface ApplyVariables {
  replacementId: number
  input: ApplyInput
  idempotencyKey: string
}

export interface WithdrawVariables {
  applicationId: number
  replacementId: number
  idempotencyKey: string
}

// One queue for both: a withdrawal made offline after an application waits for it.
const scope = { id: 'replacement-applications' }

export function applyToReplacement({ replacementId, input, idempotencyKey }: ApplyVariables): Promise<ApplicationSaved> {
  return api<ApplicationSaved>(`/replacements/${replacementId}/applications`, {
    method: 'POST',
    body: { ...input },
    headers: { 'Idempotency-Key': idempotencyKey },
  })
}

export function withdrawApplication({ applicationId, idempotencyKey }: WithdrawVariables): Promise<ApplicationSaved> {
  return api<ApplicationSaved>(`/applications/${applicationId}/withdraw`, {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
  })
}

/** The offer's cached copies take the viewer's new application at once; the lists are asked again. */
function applicationChanged(client: QueryClient, replacementId: number, application: Application | undefined) {
  if (application) {
    const mine = { id: application.id, status: application.status }
    client.setQueryData<Replacement>(replacementKeys.detail(replacementId), (offer) =>
      offer ? { ...offer, my_application: mine } : offer,
    )
  }
  void client.invalidateQueries({ queryKey: replacementKeys.detail(replacementId) })
  void client.invalidateQueries({ queryKey: applicationKeys.mine() })
  void client.invalidateQueries({ queryKey: replacementKeys.searches() })
  void client.invalidateQueries({ queryKey: [...replacementKeys.all, 'urgent'] })
}

/**
 * A refusal (offer closed, already applied, own offer…) reaches the user however the mutation
 * ran, even replayed after a reload with no form on screen: the server's message is in the
 * user's language. Field errors (422) belong to the form that made them.
 */
function reportRefusal(error: Error) {
  if (isApiError(error) && error.status === 422) return
  const message =
    isApiError(error) && error.status > 0 ? error.body.message : i18n._(msg`L’envoi n’a pas abouti. Réessayez plus tard.`)
  toast.destructive(message)
}

/** What applying and withdrawing share: the offline queue, the retries, the cached copies, the toasts. */
function applicationOptions<Variables extends { replacementId: number }>(
  client: QueryClient,
  mutationFn: (variables: Variables) => Promise<ApplicationSaved>,
  done: MessageDescriptor,
) {
  return {
    mutationFn,
    retry: retryOnNetworkFailure,
    scope,
    onSuccess: (answer: ApplicationSaved, variables: Variables) => {
      applicationChanged(client, variables.replacementId, answer.application)
      toast.success(i18n._(done))
    },
    onError: (error: Error) => reportRefusal(error),
  }
}

const applyOptions = (client: QueryClient) => applicationOptions(client, applyToReplacement, msg`Votre candidature est envoyée.`)

const withdrawOptions = (client: QueryClient) =>
  applicationOptions(client, withdrawApplication, msg`Votre candidature est retirée.`)

/** For the shell's list of registrations (src/client/app/mutation-defaults.ts). */
export const replacementMutationDefaults: MutationDefaultsRegistration = (client) => {
  client.setMutationDefaults(replacementMutationKeys.apply, applyOptions(client))
  client.setMutationDefaults(replacementMutationKeys.withdraw, withdrawOptions(client))
}

export function useApply() {
  const client = useQueryClient()
  return useMutation<ApplicationSaved, Error, ApplyVariables>({
    mutationKey: replacementMutationKeys.apply,
    ...applyOptions(client),
    meta: usefulActionMeta,
  })
}

export function useWithdraw() {
  const client = useQueryClient()
  return useMutation<ApplicationSaved, Error, WithdrawVariables>({
    mutationKey: replacementMutationKeys.withdraw,
    ...withdrawOptions(client),
  })
}

export type PendingAction = 'apply' | 'withdraw'

export interface PendingApplication {
  action: PendingAction
  /** Waiting for the network (false: being sent). */
  paused: boolean
  /** TanStack's id of the queued mutation, to cancel an application not yet sent. */
  mutationId: number
}

function pendingOf(
  mutation: Mutation<unknown, Error, unknown, unknown>,
): { replacementId: number; item: PendingApplication } | null {
  const variables = mutation.state.variables as Partial<ApplyVariables> | undefined
  if (typeof variables?.replacementId !== 'number') return null
  const key = mutation.options.mutationKey
  const action: PendingAction = key?.[0] === replacementMutationKeys.withdraw[0] ? 'withdraw' : 'apply'
  return {
    replacementId: variables.replacementId,
    item: { action, paused: mutation.state.isPaused, mutationId: mutation.mutationId },
  }
}

const isApplicationMutation = (mutation: Mutation<unknown, Error, unknown, unknown>) => {
  const key = mutation.options.mutationKey
  return (
    key !== undefined &&
    ((key[0] === replacementMutationKeys.apply[0] && key[1] === replacementMutationKeys.apply[1]) ||
      (key[0] === replacementMutationKeys.withdraw[0] && key[1] === replacementMutationKeys.withdraw[1]))
  )
}

/** Applications and withdrawals not yet confirmed by the server, by offer id (the latest wins). */
export function usePendingApplications(): ReadonlyMap<number, PendingApplication> {
  const pending = useMutationState({
    filters: { status: 'pending', predicate: isApplicationMutation },
    select: (mutation) => pendingOf(mutation),
  })
  const byOffer = new Map<number, PendingApplication>()
  for (const entry of pending) if (entry) byOffer.set(entry.replacementId, entry.item)
  return byOffer
}

/**
 * Takes back an application still waiting for the network: it was never sent, so nothing is
 * withdrawn on the server. Returns false when it has left meanwhile.
 */
export function useCancelQueuedApplication() {
  const client = useQueryClient()
  return (mutationId: number): boolean => {
    const cache = client.getMutationCache()
    const mutation = cache.getAll().find((m) => m.mutationId === mutationId)
    if (!mutation?.state.isPaused) return false
    cache.remove(mutation)
    return true
  }
}
