import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { useCurrentUserPort } from '#client/entities/session/current-user-port.tsx'
import { api } from '#client/lib/api-client.ts'
import { paths } from '#shared/paths.ts'
import type { AddRoleAnswer, NurseRole, SwitchRoleAnswer, UserRoles } from '#shared/roles.ts'

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
 * Switches the active role, refreshes the user, then goes to /dashboard (docs/product.md#routes), whose home
 * follows the role. Not queued offline: the screens that follow depend on the answer.
 */
export function useSwitchRole() {
  const client = useQueryClient()
  const currentUser = useCurrentUserPort()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: switchRole,
    networkMode: 'always',
    onSuccess: async (answer) => {
      // The answer already says which role is active: the dashboard shows it at once, then the
      // full user arrives.
      currentUser.update((user) => ({ ...user, roles: answer.roles, active_role: answer.active_role }))
      client.setQueryData<UserRoles>(roleKeys.mine(), { roles: answer.roles, active_role: answer.active_role })
      await currentUser.refresh()
      await navigate(paths.dashboard)
    },
  })
}

/** POST /api/user/roles `{ role }`. */
export function addRole(role: NurseRole): Promise<AddRoleAnswer> {
  return api<AddRoleAnswer>('/user/roles', { method: 'POST', body: { role } })
}

/**
 * Takes on another role (a replacement nurse becoming a holder too): the user is updated in place,
 * so that the screens that follow the roles held (navigation, the offer form) open at once. The
 * page stays where it is. Not queued offline: what follows depends on the answer.
 */
export function useAddRole({ onAdded }: { onAdded?: (answer: AddRoleAnswer) => void } = {}) {
  const client = useQueryClient()
  const currentUser = useCurrentUserPort()
  return useMutation({
    mutationFn: addRole,
    networkMode: 'always',
    onSuccess: async (answer) => {
      // Told first: the screen that follows the roles may replace the button that asked.
      onAdded?.(answer)
      currentUser.update((user) => ({ ...user, roles: answer.roles, active_role: answer.active_role }))
      client.setQueryData<UserRoles>(roleKeys.mine(), { roles: answer.roles, active_role: answer.active_role })
      await currentUser.refresh()
    },
  })
}
