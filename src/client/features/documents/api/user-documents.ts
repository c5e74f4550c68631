import { useQuery } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import { type AdminUserDocuments, adminUserDocumentsSchema } from '#shared/documents.ts'
import { documentsKeys } from './documents.ts'

/** Under the admins' documents keys: a review (approve, reject) refreshes the member's list too. */
export const userDocumentsKey = (userId: number) => [...documentsKeys.admin, 'user', userId] as const

/**
 * GET /api/admin/users/{id}/documents: one member's documents, newest first, checked against the
 * shared schema (the admin pages load Zod already).
 */
export const useUserDocuments = (userId: number) =>
  useQuery({
    queryKey: userDocumentsKey(userId),
    queryFn: async ({ signal }): Promise<AdminUserDocuments> =>
      adminUserDocumentsSchema.parse(await api<unknown>(`/admin/users/${userId}/documents`, { signal })),
    staleTime: 15_000,
  })
