import type { nurseRoles } from './user-access.ts'

/**
 * GET /api/user/roles and PUT /api/user/switch-role answer the roles the user holds and the active
 * one (SPEC §6; the request body is auth.ts's switchRoleSchema).
 */
export type NurseRole = (typeof nurseRoles)[number]

export interface UserRoles {
  roles: NurseRole[]
  active_role: NurseRole | null
}

export interface SwitchRoleAnswer extends UserRoles {
  message: string
}
