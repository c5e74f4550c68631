import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type {
  AnswerWindowInput,
  ApplicationAccepted,
  ApplicationList,
  ApplicationSaved,
  ApplicationStatus,
  ReplacementSaved,
} from '#shared/replacements.ts'
import { nextPage, PAGE_SIZE } from '../list-pages.ts'
import { offerChanged } from '../offer-changed.ts'
import { applicationKeys, replacementKeys } from '../query-keys.ts'

/**
 * The practice holder's applicants: those of one offer (GET /api/replacements/{id}/applications),
 * every application received (GET /api/applications/received), and the decisions on them (accept,
 * decline, the answer window of an urgent offer). They need the network.
 */

export function fetchApplicants(replacementId: number, page: number, signal?: AbortSignal): Promise<ApplicationList> {
  return api<ApplicationList>(`/replacements/${replacementId}/applications`, { query: { page, perPage: PAGE_SIZE }, signal })
}

export interface ReceivedFilters {
  replacement_id?: number
  status?: ApplicationStatus
}

export function fetchReceivedApplications(
  filters: ReceivedFilters,
  page: number,
  signal?: AbortSignal,
): Promise<ApplicationList> {
  return api<ApplicationList>('/applications/received', { query: { ...filters, page, perPage: PAGE_SIZE }, signal })
}

export function applicantsQuery(replacementId: number) {
  return infiniteQueryOptions({
    queryKey: replacementKeys.applicants(replacementId),
    queryFn: ({ pageParam, signal }) => fetchApplicants(replacementId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage<ApplicationList>((page) => page.applications),
    // New applicants arrive at any time (see offers/offer-api.ts myOffersQuery).
    refetchOnMount: 'always',
  })
}

export function useApplicants(replacementId: number) {
  return useInfiniteQuery(applicantsQuery(replacementId))
}

export function receivedApplicationsQuery(filters: ReceivedFilters) {
  return infiniteQueryOptions({
    queryKey: applicationKeys.receivedWhere(filters),
    queryFn: ({ pageParam, signal }) => fetchReceivedApplications(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage<ApplicationList>((page) => page.applications),
    // New applications arrive at any time (see offers/offer-api.ts myOffersQuery).
    refetchOnMount: 'always',
  })
}

/** Newest first (the server's order); the previous filter's list stays while the next loads. */
export function useReceivedApplications(filters: ReceivedFilters) {
  return useInfiniteQuery({ ...receivedApplicationsQuery(filters), placeholderData: keepPreviousData })
}

function decisionMade(client: QueryClient, replacementId: number) {
  void client.invalidateQueries({ queryKey: replacementKeys.applicants(replacementId) })
  offerChanged(client, replacementId)
}

export function useAcceptApplication(replacementId: number) {
  const client = useQueryClient()
  return useMutation<ApplicationAccepted, Error, { applicationId: number; dates?: string[] }>({
    mutationFn: ({ applicationId, dates }) =>
      api<ApplicationAccepted>(`/applications/${applicationId}/accept`, { method: 'POST', body: dates ? { dates } : {} }),
    networkMode: 'always',
    onSuccess: (answer) => client.setQueryData(replacementKeys.detail(replacementId), answer.replacement),
    onSettled: () => decisionMade(client, replacementId),
  })
}

export function useDeclineApplication(replacementId: number) {
  const client = useQueryClient()
  return useMutation<ApplicationSaved, Error, { applicationId: number }>({
    mutationFn: ({ applicationId }) => api<ApplicationSaved>(`/applications/${applicationId}/decline`, { method: 'POST' }),
    networkMode: 'always',
    onSettled: () => decisionMade(client, replacementId),
  })
}

export function useSetAnswerWindow(replacementId: number) {
  const client = useQueryClient()
  return useMutation<ReplacementSaved, Error, AnswerWindowInput>({
    mutationFn: (input) =>
      api<ReplacementSaved>(`/replacements/${replacementId}/answer-window`, { method: 'POST', body: { ...input } }),
    networkMode: 'always',
    onSuccess: (answer) => client.setQueryData(replacementKeys.detail(replacementId), answer.replacement),
    onSettled: () => offerChanged(client, replacementId),
  })
}
