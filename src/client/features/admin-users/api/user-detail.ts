import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '#client/lib/api-client.ts'
import { type AdminUserDetail, adminUserDetailSchema, type UserMail, userMailSchema } from '#shared/admin-users.ts'
import { type AuditList, auditListSchema } from '#shared/audit.ts'
import { adminUsersKeys } from './keys.ts'

export async function fetchAdminUser(id: number): Promise<AdminUserDetail> {
  return adminUserDetailSchema.parse(await api<unknown>(`/users/${id}`))
}

export const adminUserQuery = (id: number) =>
  queryOptions({ queryKey: adminUsersKeys.detail(id), queryFn: () => fetchAdminUser(id), staleTime: 15_000 })

export function useAdminUser(id: number) {
  return useQuery(adminUserQuery(id))
}

const mailsSchema = z.object({ mails: z.array(userMailSchema) })

/** GET /api/users/{id}/mails: what the outbox holds for the user, newest first. */
export function useUserMails(id: number) {
  return useQuery({
    queryKey: adminUsersKeys.mails(id),
    queryFn: async (): Promise<UserMail[]> => mailsSchema.parse(await api<unknown>(`/users/${id}/mails`)).mails,
  })
}

/** GET /api/admin/audit for the user: what admins did to the account, newest first. */
export function useUserAudit(id: number, page = 1) {
  return useQuery({
    queryKey: [...adminUsersKeys.audit(id), page],
    queryFn: async (): Promise<AuditList> =>
      auditListSchema.parse(
        await api<unknown>('/admin/audit', { query: { subject_type: 'user', subject_id: String(id), page, perPage: 15 } }),
      ),
  })
}
