import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { sessionKeys } from '#client/entities/session/api/current-user.ts'
import { api } from '#client/lib/api-client.ts'
import type { Invoice, MemberSubscription, Plan, StartSubscriptionResponse } from '#shared/subscriptions-api.ts'

/**
 * The member's subscription calls (docs/product.md#subscriptions). Paying needs the network (the
 * provider's page, a transfer's reference): nothing here is queued offline. Every change carries an
 * Idempotency-Key made once per click. Types only, no schema (docs/decisions/005).
 */

export const subscriptionKeys = {
  plans: ['subscriptions', 'plans'] as const,
  own: ['subscriptions', 'own'] as const,
  invoices: ['subscriptions', 'invoices'] as const,
}

export const plansQuery = queryOptions({
  queryKey: subscriptionKeys.plans,
  queryFn: ({ signal }) => api<{ plans: Plan[] }>('/plans', { signal }).then((answer) => answer.plans),
})

export function usePlans() {
  return useQuery(plansQuery)
}

export const ownSubscriptionQuery = queryOptions({
  queryKey: subscriptionKeys.own,
  queryFn: ({ signal }) =>
    api<{ subscription: MemberSubscription | null }>('/subscription', { signal }).then((answer) => answer.subscription),
  refetchOnMount: 'always',
})

export function useOwnSubscription() {
  return useQuery(ownSubscriptionQuery)
}

export function useInvoices() {
  return useQuery({
    queryKey: subscriptionKeys.invoices,
    queryFn: ({ signal }) => api<{ invoices: Invoice[] }>('/invoices', { signal }).then((answer) => answer.invoices),
  })
}

/** Where an invoice's PDF is downloaded (a plain link: the session cookie goes with it). */
export function invoicePdfUrl(invoice: Pick<Invoice, 'id'>): string {
  return `/api/invoices/${invoice.id}/pdf`
}

interface PlanChoice {
  planId: number
  idempotencyKey: string
}

/** After any change: the subscription, the user's `subscription` (the guards read it) and the invoices again. */
function useRefreshAfterChange() {
  const client = useQueryClient()
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: subscriptionKeys.own }),
      client.invalidateQueries({ queryKey: subscriptionKeys.invoices }),
      client.invalidateQueries({ queryKey: sessionKeys.currentUser() }),
    ])
}

/** POST /api/subscriptions: the provider's page to open, or the transfer to make. */
export function useStartSubscription() {
  const refresh = useRefreshAfterChange()
  return useMutation({
    mutationFn: ({ planId, idempotencyKey }: PlanChoice) =>
      api<StartSubscriptionResponse>('/subscriptions', {
        method: 'POST',
        body: { plan_id: planId },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: (answer) => (answer.kind === 'manual' ? refresh() : undefined),
  })
}

type Saved = { message: string; subscription: MemberSubscription }

function useSubscriptionChange<Input>(path: string, body: (input: Input) => Record<string, unknown> | undefined) {
  const client = useQueryClient()
  const refresh = useRefreshAfterChange()
  return useMutation({
    mutationFn: (input: Input & { idempotencyKey: string }) =>
      api<Saved>(path, { method: 'POST', body: body(input), headers: { 'Idempotency-Key': input.idempotencyKey } }),
    onSuccess: (answer) => {
      client.setQueryData(subscriptionKeys.own, answer.subscription)
      return refresh()
    },
  })
}

/** POST /api/subscription/cancel: no renewal; the service runs to the period's end. */
export function useCancelSubscription() {
  return useSubscriptionChange<object>('/subscription/cancel', () => undefined)
}

/** POST /api/subscription/resume: undoes the cancellation before the period ends. */
export function useResumeSubscription() {
  return useSubscriptionChange<object>('/subscription/resume', () => undefined)
}

/** POST /api/subscription/plan: the plan of the next period. */
export function useChangePlan() {
  return useSubscriptionChange<{ planId: number }>('/subscription/plan', (input) => ({ plan_id: input.planId }))
}

/** POST /api/subscription/portal: the provider's page where the card is changed. */
export function useOpenPortal() {
  return useMutation({
    mutationFn: () => api<{ url: string }>('/subscription/portal', { method: 'POST' }),
  })
}
