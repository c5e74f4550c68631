import { useMutation } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type { NurseRole, SwitchRoleAnswer } from '#shared/roles.ts'

/** PUT /api/user/switch-role `{ role }`: one of the roles the user holds becomes the active one. */
export function switchRole(role: NurseRole): Promise<SwitchRoleAnswer> {
  return api<SwitchRoleAnswer>('/user/switch-role', { method: 'PUT', body: { role } })
}

export function useSwitchRole() {
  return useMutation({ mutationFn: switchRole, networkMode: 'always', retry: 0 })
}
