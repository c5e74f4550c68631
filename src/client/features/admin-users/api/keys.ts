/** Query keys of the users back office: everything under ['admin', 'users'] is dropped together after a change. */
export const adminUsersKeys = {
  all: ['admin', 'users'] as const,
  list: (query: Record<string, string>) => ['admin', 'users', 'list', query] as const,
  detail: (id: number) => ['admin', 'users', 'detail', id] as const,
  mails: (id: number) => ['admin', 'users', 'mails', id] as const,
  audit: (id: number) => ['admin', 'users', 'audit', id] as const,
  crm: (query: string) => ['admin', 'users', 'crm', query] as const,
}
