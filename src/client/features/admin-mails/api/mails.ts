import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import {
  type AdminMail,
  type AdminMailDetail,
  type AdminMailList,
  adminMailDetailSchema,
  adminMailListSchema,
  adminMailSchema,
  type MailListQuery,
  mailTemplatesSchema,
} from '#shared/admin-mails.ts'

export const mailKeys = {
  all: ['admin-mails'] as const,
  list: (query: MailListQuery) => ['admin-mails', 'list', query] as const,
  one: (id: string) => ['admin-mails', 'one', id] as const,
  templates: ['admin-mails', 'templates'] as const,
}

export function useAdminMails(query: MailListQuery) {
  return useQuery({
    queryKey: mailKeys.list(query),
    queryFn: async (): Promise<AdminMailList> =>
      adminMailListSchema.parse(await api<unknown>('/admin/mails', { query: query as Record<string, string | undefined> })),
    // Turning a page keeps the rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  })
}

export function useAdminMail(id: string | null) {
  return useQuery({
    queryKey: mailKeys.one(id ?? ''),
    queryFn: async (): Promise<AdminMailDetail> => adminMailDetailSchema.parse(await api<unknown>(`/admin/mails/${id}`)),
    enabled: id !== null,
  })
}

export function useMailTemplates() {
  return useQuery({
    queryKey: mailKeys.templates,
    queryFn: async () => mailTemplatesSchema.parse(await api<unknown>('/admin/mails/templates')).templates,
    staleTime: Number.POSITIVE_INFINITY,
  })
}

export function useResendMail() {
  const client = useQueryClient()
  return useMutation({
    networkMode: 'always',
    retry: 0,
    mutationFn: async (id: string): Promise<AdminMail> =>
      adminMailSchema.parse(await api<unknown>(`/admin/mails/${id}/resend`, { method: 'POST' })),
    onSuccess: () => client.invalidateQueries({ queryKey: mailKeys.all }),
  })
}
