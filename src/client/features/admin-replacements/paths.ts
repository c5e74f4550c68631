import { paths } from '#shared/paths.ts'

/** The offers back office's addresses, with the ids filled in. */
export const adminReplacementPaths = {
  list: paths.adminReplacements,
  detail: (id: number) => paths.adminReplacement.replace(':id', String(id)),
  interest: (id: number) => paths.adminReplacementInterest.replace(':id', String(id)),
  user: (id: number) => paths.adminUser.replace(':id', String(id)),
}
