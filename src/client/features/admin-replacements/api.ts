import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import {
  type AdminApplicationsList,
  type AdminReplacementDetail,
  type AdminReplacementsList,
  adminApplicationsListSchema,
  adminReplacementDetailSchema,
  adminReplacementResponseSchema,
  adminReplacementsListSchema,
  type UnpublishReplacementInput,
} from '#shared/admin-replacements.ts'

/** Query keys of the offers back office: everything under ['admin', 'replacements'] is dropped together after a change. */
export const adminReplacementsKeys = {
  all: ['admin', 'replacements'] as const,
  list: (query: Record<string, string>) => ['admin', 'replacements', 'list', query] as const,
  detail: (id: number) => ['admin', 'replacements', 'detail', id] as const,
  applications: (id: number, query: Record<string, string>) => ['admin', 'replacements', 'applications', id, query] as const,
}

export const replacementsListQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: adminReplacementsKeys.list(query),
    queryFn: async (): Promise<AdminReplacementsList> =>
      adminReplacementsListSchema.parse(await api<unknown>('/admin/replacements', { query })),
    // The previous page stays on screen while the next one loads: the table does not jump.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })

export const useAdminReplacements = (query: Record<string, string>) => useQuery(replacementsListQuery(query))

export const replacementDetailQuery = (id: number) =>
  queryOptions({
    queryKey: adminReplacementsKeys.detail(id),
    queryFn: async (): Promise<AdminReplacementDetail> =>
      adminReplacementDetailSchema.parse(await api<unknown>(`/admin/replacements/${id}`)),
  })

export const useAdminReplacement = (id: number) => useQuery(replacementDetailQuery(id))

export function useOfferApplications(id: number, query: Record<string, string>) {
  return useQuery({
    queryKey: adminReplacementsKeys.applications(id, query),
    queryFn: async (): Promise<AdminApplicationsList> =>
      adminApplicationsListSchema.parse(await api<unknown>(`/admin/replacements/${id}/applications`, { query })),
    placeholderData: keepPreviousData,
  })
}

/**
 * POST /api/admin/replacements/{id}/unpublish. An admin action needs the network now (never
 * queued for later): its outcome is shown at once.
 */
export function useUnpublishReplacement(id: number) {
  const client = useQueryClient()
  return useMutation({
    networkMode: 'always',
    retry: 0,
    mutationFn: async (input: UnpublishReplacementInput) =>
      adminReplacementResponseSchema.parse(
        await api<unknown>(`/admin/replacements/${id}/unpublish`, { method: 'POST', body: input }),
      ).replacement,
    onSuccess: (replacement) => {
      client.setQueryData(adminReplacementsKeys.detail(id), replacement)
      return client.invalidateQueries({ queryKey: adminReplacementsKeys.all })
    },
  })
}
