import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import { type UsersList, usersListSchema } from '#shared/admin-users.ts'
import { adminUsersKeys } from './keys.ts'

/** GET /api/users with the list's filters, sort and page; the answer checked against the shared schema. */
export async function fetchUsers(query: Record<string, string>): Promise<UsersList> {
  return usersListSchema.parse(await api<unknown>('/users', { query }))
}

export const usersListQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: adminUsersKeys.list(query),
    queryFn: () => fetchUsers(query),
    // The previous page stays on screen while the next one loads: the table does not jump.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })

export function useUsersList(query: Record<string, string>) {
  return useQuery(usersListQuery(query))
}
