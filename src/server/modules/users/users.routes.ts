import { Hono } from 'hono'
import { addRoleSchema, CHARTER_VERSION, charterSchema, switchRoleSchema } from '#shared/auth.ts'
import type { AddRoleAnswer, NurseRole } from '#shared/roles.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson } from '../../http/validate.ts'
import { translate } from '../../i18n/messages.ts'
import { currentUser, requireUser } from '../../middleware/session.ts'
import { findNurseByUserId } from '../nurses/nurses.repository.ts'
import { findUserSubscription } from '../subscriptions/user-subscription.ts'
import { currentUserJson } from './user-json.ts'
import { addRole, updateUser } from './users.repository.ts'

export const userRoutes = new Hono<AppEnv>()
  /** GET /api/user: the caller (401 when anonymous), never a hash, secret or recovery code. */
  .get('/user', requireUser, async (c) => {
    const user = currentUser(c)
    const { db, clock } = c.get('deps')
    const [nurse, subscription] = await Promise.all([
      findNurseByUserId(db, user.id),
      findUserSubscription(db, user.id, clock.now()),
    ])
    return c.json(currentUserJson(user, nurse, subscription))
  })

  /** GET /api/user/roles: the roles the user holds and the active one (docs/product.md#who-uses-it). */
  .get('/user/roles', requireUser, (c) => {
    const user = currentUser(c)
    return c.json({ roles: user.roles, active_role: user.active_role })
  })

  /** PUT /api/user/switch-role `{ role }`: only a role the user holds (docs/product.md#routes: then /dashboard). */
  .put('/user/switch-role', requireUser, async (c) => {
    const locale = c.get('locale')
    const user = currentUser(c)
    const { role } = await validateJson(c, switchRoleSchema)
    if (!user.roles.includes(role)) {
      throw fieldErrors(locale, 'role.not_held', { role: 'role.not_held' })
    }
    const { db, clock } = c.get('deps')
    await updateUser(db, user.id, { active_role: role }, clock.now())
    return c.json({ message: translate(locale, 'role.switched'), roles: user.roles, active_role: role })
  })

  /**
   * POST /api/user/roles `{ role }`: the member takes on another nurse role beside theirs (a
   * replacement nurse who opens a practice becomes a holder too, and may then post offers). A role
   * already held changes nothing; the active role stays, or becomes this one when there was none.
   * Only nurse roles: the account type (admin…) is never given here.
   */
  .post('/user/roles', requireUser, async (c) => {
    const locale = c.get('locale')
    const user = currentUser(c)
    const { role } = await validateJson(c, addRoleSchema)
    const { db, clock } = c.get('deps')
    const row = await addRole(db, user.id, role, clock.now())
    const body: AddRoleAnswer = {
      message: translate(locale, 'role.added'),
      roles: row.roles as NurseRole[],
      active_role: row.active_role as NurseRole | null,
    }
    return c.json(body)
  })

  /** PUT /api/user/charter `{ version }`: the member accepts the code of conduct (date and version kept). */
  .put('/user/charter', requireUser, async (c) => {
    const locale = c.get('locale')
    const user = currentUser(c)
    const { version } = await validateJson(c, charterSchema)
    if (version !== CHARTER_VERSION) {
      throw fieldErrors(locale, 'charter.version_invalid', { version: 'charter.version_invalid' })
    }
    const { db, clock } = c.get('deps')
    const now = clock.now()
    await updateUser(db, user.id, { charter_accepted_at: now, charter_version: version }, now)
    return c.json({
      message: translate(locale, 'charter.accepted'),
      charter_accepted_at: now.toISOString(),
      charter_version: version,
    })
  })
