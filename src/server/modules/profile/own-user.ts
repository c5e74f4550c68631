import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { HttpError } from '../../http/http-error.ts'
import { pathId } from '../../http/path-id.ts'
import type { AppEnv } from '../../http/types.ts'
import { currentUser } from '../../middleware/session.ts'
import { findNurseByUserId } from '../nurses/nurses.repository.ts'
import { findUserSubscription } from '../subscriptions/user-subscription.ts'
import { currentUserJson } from '../users/user-json.ts'
import { type AuthUser, findAuthUserById } from '../users/users.repository.ts'

/**
 * For /api/users/{id}/…: 401 anonymous, 404 for an id that is not one, 403 for anyone else's id
 * (a user may only touch their own id, docs/security.md#authorization; admins act on others through the admin API).
 */
export const ownUserOnly = createMiddleware<AppEnv>(async (c, next) => {
  const user = currentUser(c)
  const id = pathId(c.req.param('id'))
  if (id !== user.id) {
    c.get('logger').warn({ event: 'authz.denied', user_id: user.id, target_user_id: id, path: c.req.path }, 'authz')
    throw new HttpError(403, 'http.forbidden')
  }
  await next()
})

/** The caller, behind ownUserOnly. */
export function me(c: Context<AppEnv>): AuthUser {
  return currentUser(c)
}

/** The caller as GET /api/user shows them, read again after a change of their own. */
export async function freshUserJson(c: Context<AppEnv>, userId: number) {
  const { db, clock } = c.get('deps')
  const user = await findAuthUserById(db, userId)
  if (!user) throw new Error(`user ${userId} vanished during its own update`)
  return currentUserJson(user, await findNurseByUserId(db, userId), await findUserSubscription(db, userId, clock.now()))
}
