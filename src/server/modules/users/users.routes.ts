import { Hono } from 'hono'
import { CHARTER_VERSION, charterSchema, switchRoleSchema } from '#shared/auth.ts'
import { HttpError } from '../../http/http-error.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson } from '../../http/validate.ts'
import { translate } from '../../i18n/messages.ts'
import { currentUser, requireUser } from '../../middleware/session.ts'
import { findNurseByUserId } from '../nurses/nurses.repository.ts'
import { currentUserJson } from './user-json.ts'

export const userRoutes = new Hono<AppEnv>()
  /** GET /api/user: the caller (401 when anonymous), never a hash, secret or recovery code. */
  .get('/user', requireUser, async (c) => {
    const user = currentUser(c)
    const nurse = await findNurseByUserId(c.get('deps').db, user.id)
    return c.json(currentUserJson(user, nurse))
  })

  /** GET /api/user/roles: the roles the user holds and the active one (SPEC §6). */
  .get('/user/roles', requireUser, (c) => {
    const user = currentUser(c)
    return c.json({ roles: user.roles, active_role: user.active_role })
  })

  /** PUT /api/user/switch-role `{ role }`: only a role the user holds (SPEC §2: then /dashboard). */
  .put('/user/switch-role', requireUser, async (c) => {
    const locale = c.get('locale')
    const user = currentUser(c)
    const { role } = await validateJson(c, switchRoleSchema)
    if (!user.roles.includes(role)) {
      const message = translate(locale, 'role.not_held')
      throw new HttpError(422, 'role.not_held', { message, errors: { role: [message] } })
    }
    const { db, clock } = c.get('deps')
    await db.updateTable('users').set({ active_role: role, updated_at: clock.now() }).where('id', '=', user.id).execute()
    return c.json({ message: translate(locale, 'role.switched'), roles: user.roles, active_role: role })
  })

  /** PUT /api/user/charter `{ version }`: the member accepts the code of conduct (date and version kept). */
  .put('/user/charter', requireUser, async (c) => {
    const locale = c.get('locale')
    const user = currentUser(c)
    const { version } = await validateJson(c, charterSchema)
    if (version !== CHARTER_VERSION) {
      const message = translate(locale, 'charter.version_invalid')
      throw new HttpError(422, 'charter.version_invalid', { message, errors: { version: [message] } })
    }
    const { db, clock } = c.get('deps')
    const now = clock.now()
    await db
      .updateTable('users')
      .set({ charter_accepted_at: now, charter_version: version, updated_at: now })
      .where('id', '=', user.id)
      .execute()
    return c.json({
      message: translate(locale, 'charter.accepted'),
      charter_accepted_at: now.toISOString(),
      charter_version: version,
    })
  })
