import type { Context } from 'hono'
import type { AdminUserRow } from '#shared/admin-users.ts'
import type { Db } from '../../db/connect.ts'
import { HttpError } from '../../http/http-error.ts'
import { pathId } from '../../http/path-id.ts'
import type { AppEnv } from '../../http/types.ts'
import { currentUser, requireAdmin } from '../../middleware/session.ts'
import type { AuthUser } from '../users/users.repository.ts'
import { findAdminUserDetail, findUserRow } from './admin-users.repository.ts'

/** `/users/{id}` with digits only, so that `/users/export.csv` or `/users/settings` never match it. */
export const USER_ID = ':id{[0-9]+}'

/** The id in the path, or 404 for one no integer column can hold. */
export function targetId(c: Context<AppEnv>): number {
  return pathId(c.req.param('id'))
}

/**
 * The same checks as the requireAdmin middleware (401, 403, 403 two_factor.setup_required), for
 * routes that first decide whether the caller acts on their own account.
 */
export async function assertAdmin(c: Context<AppEnv>): Promise<AuthUser> {
  await requireAdmin(c, async () => {})
  return currentUser(c)
}

/** The account an admin acts on (soft-deleted ones included), or 404. */
export async function loadTarget(c: Context<AppEnv>): Promise<AdminUserRow> {
  const row = await findUserRow(c.get('deps').db, targetId(c))
  if (!row) throw new HttpError(404, 'http.not_found')
  return row
}

/** The account as the back office shows it after an action, or 404. */
export async function detailOrThrow(db: Db, id: number) {
  const detail = await findAdminUserDetail(db, id)
  if (!detail) throw new HttpError(404, 'http.not_found')
  return detail
}

/** Changes need a live account: a deleted one is restored first (409). */
export function assertNotDeleted(row: AdminUserRow): void {
  if (row.deleted_at !== null) throw new HttpError(409, 'admin_users.is_deleted')
}

/** Suspending or deleting oneself would lock the only admin out: refused (422). */
export function assertNotSelf(c: Context<AppEnv>, row: AdminUserRow): void {
  if (currentUser(c).id === row.id) throw new HttpError(422, 'admin_users.not_yourself')
}

/** The fields of `after` that differ from `before`, each side reduced to them (for the audit log). */
export function changes<T extends object>(before: T, after: T): { before: Partial<T>; after: Partial<T> } | undefined {
  const b: Partial<T> = {}
  const a: Partial<T> = {}
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key]
      a[key] = after[key]
    }
  }
  return Object.keys(a).length ? { before: b, after: a } : undefined
}
