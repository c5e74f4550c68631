import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import {
  type AdminCareType,
  type AdminCareTypeList,
  adminCareTypeListSchema,
  adminCareTypeSchema,
  type CreateCareTypeInput,
  type UpdateCareTypeInput,
} from '#shared/care-types.ts'

export const careTypeKeys = {
  all: ['care-types'] as const,
  admin: ['care-types', 'admin'] as const,
  adminOne: (id: number) => ['care-types', 'admin', id] as const,
}

export async function fetchAdminCareTypes(): Promise<AdminCareTypeList> {
  return adminCareTypeListSchema.parse(await api<unknown>('/admin/care-types'))
}

export const adminCareTypesQuery = queryOptions({ queryKey: careTypeKeys.admin, queryFn: fetchAdminCareTypes })

export function useAdminCareTypes() {
  return useQuery(adminCareTypesQuery)
}

export function useAdminCareType(id: number) {
  return useQuery({
    queryKey: careTypeKeys.adminOne(id),
    queryFn: async () => adminCareTypeSchema.parse(await api<unknown>(`/admin/care-types/${id}`)),
  })
}

// Admin changes need the network now: they are not queued offline (an admin works at a desk).
const now = { networkMode: 'always' as const, retry: 0 }

export function useCreateCareType() {
  const client = useQueryClient()
  return useMutation({
    ...now,
    mutationFn: async (input: CreateCareTypeInput): Promise<AdminCareType> =>
      adminCareTypeSchema.parse(await api<unknown>('/admin/care-types', { method: 'POST', body: input })),
    onSuccess: () => client.invalidateQueries({ queryKey: careTypeKeys.all }),
  })
}

export function useUpdateCareType(id: number) {
  const client = useQueryClient()
  return useMutation({
    ...now,
    mutationFn: async (input: UpdateCareTypeInput): Promise<AdminCareType> =>
      adminCareTypeSchema.parse(await api<unknown>(`/admin/care-types/${id}`, { method: 'PUT', body: input })),
    onSuccess: (updated) => {
      client.setQueryData(careTypeKeys.adminOne(id), updated)
      return client.invalidateQueries({ queryKey: careTypeKeys.all })
    },
  })
}

export function useDeleteCareType() {
  const client = useQueryClient()
  return useMutation({
    ...now,
    mutationFn: (id: number) => api<null>(`/admin/care-types/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: careTypeKeys.all }),
  })
}
