import type { NurseRole } from './user-access.ts'

export type { NurseRole }

/**
 * GET /api/user/roles and PUT /api/user/switch-role answer the roles the user holds and the active
 * one (docs/product.md#who-uses-it; the request body is auth.ts's switchRoleSchema).
 */
export interface UserRoles {
  roles: NurseRole[]
  active_role: NurseRole | null
}

export interface SwitchRoleAnswer extends UserRoles {
  message: string
}

/** POST /api/user/roles answers the roles held once the new one is added (auth.ts's addRoleSchema). */
export interface AddRoleAnswer extends UserRoles {
  message: string
}
