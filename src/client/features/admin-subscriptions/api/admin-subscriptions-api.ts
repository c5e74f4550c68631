import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '#client/lib/api-client.ts'
import type {
  AdminPlan,
  AdminSubscription,
  AdminSubscriptionDetail,
  manualPaymentSchema,
  PlanInput,
} from '#shared/subscriptions-api.ts'

/**
 * The subscriptions' back office (docs/product.md#subscriptions): GET/POST /api/admin/plans,
 * PATCH /api/admin/plans/{id}, GET /api/admin/subscriptions(/{id}) and POST
 * /api/admin/subscriptions/{id}/payments. Everything under ['admin', 'subscriptions'] and the
 * plans is dropped after a change. Admin changes need the network now: never queued offline. Types
 * only, no schema (docs/decisions/005).
 */
export const adminSubscriptionsKeys = {
  plans: ['admin', 'plans'] as const,
  all: ['admin', 'subscriptions'] as const,
  list: (query: Record<string, string>) => ['admin', 'subscriptions', 'list', query] as const,
  detail: (id: number) => ['admin', 'subscriptions', 'detail', id] as const,
}

const now = { networkMode: 'always' as const, retry: 0 }

export const adminPlansQuery = queryOptions({
  queryKey: adminSubscriptionsKeys.plans,
  queryFn: ({ signal }) => api<{ plans: AdminPlan[] }>('/admin/plans', { signal }).then((answer) => answer.plans),
})

export const useAdminPlans = () => useQuery(adminPlansQuery)

/** What the plans editor sends: a new plan whole, an existing one without its slug and interval. */
export type PlanPatch = Omit<PlanInput, 'slug' | 'interval'>

export function useSavePlan(id: number | null) {
  const client = useQueryClient()
  return useMutation({
    ...now,
    mutationFn: ({ input, idempotencyKey }: { input: PlanInput | PlanPatch; idempotencyKey: string }) =>
      id === null
        ? api<AdminPlan>('/admin/plans', { method: 'POST', body: input, headers: { 'Idempotency-Key': idempotencyKey } })
        : api<AdminPlan>(`/admin/plans/${id}`, { method: 'PATCH', body: input }),
    // The public plans (/pricing, the subscription pages) follow the editor.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminSubscriptionsKeys.plans }),
        client.invalidateQueries({ queryKey: ['subscriptions', 'plans'] }),
      ]),
  })
}

export interface AdminSubscriptionsList {
  subscriptions: AdminSubscription[]
  count: number
}

export const useAdminSubscriptions = (query: Record<string, string>) =>
  useQuery({
    queryKey: adminSubscriptionsKeys.list(query),
    queryFn: ({ signal }) => api<AdminSubscriptionsList>('/admin/subscriptions', { query, signal }),
    // The previous page stays on screen while the next one loads: the table does not jump.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })

export const useAdminSubscription = (id: number) =>
  useQuery({
    queryKey: adminSubscriptionsKeys.detail(id),
    queryFn: ({ signal }) => api<AdminSubscriptionDetail>(`/admin/subscriptions/${id}`, { signal }),
  })

/** The CSV of the list with these filters (a plain link: the session cookie goes with it). */
export function subscriptionsCsvUrl(filters: URLSearchParams): string {
  const query = filters.toString()
  return `/api/admin/subscriptions/export.csv${query ? `?${query}` : ''}`
}

/** POST /api/admin/subscriptions/{id}/payments' body. */
export type ManualPaymentInput = z.output<typeof manualPaymentSchema>

export interface PaymentRecorded {
  message: string
  invoice: { id: number; number: string }
}

/** POST /api/admin/subscriptions/{id}/payments: a bank transfer received; one key per confirmation. */
export function useMarkPaymentReceived(id: number) {
  const client = useQueryClient()
  return useMutation({
    ...now,
    mutationFn: ({ input, idempotencyKey }: { input: ManualPaymentInput; idempotencyKey: string }) =>
      api<PaymentRecorded>(`/admin/subscriptions/${id}/payments`, {
        method: 'POST',
        body: input,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminSubscriptionsKeys.all }),
  })
}
