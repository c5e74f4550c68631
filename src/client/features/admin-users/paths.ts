import { paths } from '#shared/paths.ts'

/** The back office's addresses, with the user's id filled in where one is needed. */
export const adminPaths = {
  users: paths.adminUsers,
  userCreate: paths.adminUserCreate,
  usersCrm: paths.adminUsersCrm,
  user: (id: number) => paths.adminUser.replace(':id', String(id)),
}
