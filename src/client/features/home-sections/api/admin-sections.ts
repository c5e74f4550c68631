import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import {
  type AdminHomeSection,
  type AdminHomeSectionList,
  adminHomeSectionListSchema,
  adminHomeSectionSchema,
  type HomeSectionInput,
} from '#shared/home-sections.ts'
import { homeSectionKeys } from './published-sections.ts'

export function useAdminHomeSections() {
  return useQuery({
    queryKey: homeSectionKeys.admin,
    queryFn: async (): Promise<AdminHomeSectionList> =>
      adminHomeSectionListSchema.parse(await api<unknown>('/admin/home-sections')),
  })
}

export function useAdminHomeSection(id: number) {
  return useQuery({
    queryKey: homeSectionKeys.adminOne(id),
    queryFn: async (): Promise<AdminHomeSection> =>
      adminHomeSectionSchema.parse(await api<unknown>(`/admin/home-sections/${id}`)),
  })
}

// Admin changes need the network now: they are not queued offline.
const now = { networkMode: 'always' as const, retry: 0 }

function useInvalidate() {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: homeSectionKeys.all })
}

export function useCreateHomeSection() {
  const invalidate = useInvalidate()
  return useMutation({
    ...now,
    mutationFn: async (input: HomeSectionInput) =>
      adminHomeSectionSchema.parse(await api<unknown>('/admin/home-sections', { method: 'POST', body: input })),
    onSuccess: invalidate,
  })
}

export function useUpdateHomeSection(id: number) {
  const invalidate = useInvalidate()
  return useMutation({
    ...now,
    mutationFn: async (input: HomeSectionInput) =>
      adminHomeSectionSchema.parse(await api<unknown>(`/admin/home-sections/${id}`, { method: 'PUT', body: input })),
    onSuccess: invalidate,
  })
}

export function useSetHomeSectionPublished() {
  const invalidate = useInvalidate()
  return useMutation({
    ...now,
    mutationFn: async ({ id, published }: { id: number; published: boolean }) =>
      adminHomeSectionSchema.parse(
        await api<unknown>(`/admin/home-sections/${id}/published`, { method: 'PUT', body: { published } }),
      ),
    onSuccess: invalidate,
  })
}

export function useReorderHomeSections() {
  const client = useQueryClient()
  return useMutation({
    ...now,
    mutationFn: async (ids: number[]) =>
      adminHomeSectionListSchema.parse(await api<unknown>('/admin/home-sections/order', { method: 'PUT', body: { ids } })),
    // The new order shows at once; a refusal puts the server's order back.
    onMutate: async (ids) => {
      await client.cancelQueries({ queryKey: homeSectionKeys.admin })
      const previous = client.getQueryData<AdminHomeSectionList>(homeSectionKeys.admin)
      if (previous) {
        const byId = new Map(previous.sections.map((section) => [section.id, section]))
        const sections = ids.map((id) => byId.get(id)).filter((section) => section !== undefined)
        client.setQueryData(homeSectionKeys.admin, { ...previous, sections })
      }
      return { previous }
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) client.setQueryData(homeSectionKeys.admin, context.previous)
    },
    onSettled: () => client.invalidateQueries({ queryKey: homeSectionKeys.all }),
  })
}

export function useDeleteHomeSection() {
  const invalidate = useInvalidate()
  return useMutation({
    ...now,
    mutationFn: (id: number) => api<null>(`/admin/home-sections/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  })
}
