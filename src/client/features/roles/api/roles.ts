import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { currentUserQuery } from '#client/features/session/api/current-user.ts'
import { api } from '#client/lib/api-client.ts'
import { paths } from '#shared/paths.ts'
import type { NurseRole, SwitchRoleAnswer, UserRoles } from '#shared/roles.ts'
import type { User } from '#shared/user.ts'

export const roleKeys = {
  all: ['roles'] as const,
  mine: () => [...roleKeys.all, 'mine'] as const,
}

/** GET /api/user/roles. */
export function fetchRoles(): Promise<UserRoles> {
  return api<UserRoles>('/user/roles')
}

export const rolesQuery = queryOptions({ queryKey: roleKeys.mine(), queryFn: fetchRoles })

export function useRoles() {
  return useQuery(rolesQuery)
}

/** PUT /api/user/switch-role `{ role }`. */
export function switchRole(role: NurseRole): Promise<SwitchRoleAnswer> {
  return api<SwitchRoleAnswer>('/user/switch-role', { method: 'PUT', body: { role } })
}

/**
 * Switches the active role, refreshes the user, then goes to /dashboard (SPEC §2), whose home
 * follows the role. Not queued offline: the screens that follow depend on the answer.
 */
export function useSwitchRole() {
  const client = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: switchRole,
    networkMode: 'always',
    onSuccess: async (answer) => {
      // The answer already says which role is active: the dashboard shows it at once, then the
      // full user arrives.
      client.setQueryData<User | null>(currentUserQuery.queryKey, (user) =>
        user ? { ...user, roles: answer.roles, active_role: answer.active_role } : user,
      )
      client.setQueryData<UserRoles>(roleKeys.mine(), { roles: answer.roles, active_role: answer.active_role })
      await client.fetchQuery({ ...currentUserQuery, staleTime: 0 }).catch(() => undefined)
      await navigate(paths.dashboard)
    },
  })
}
