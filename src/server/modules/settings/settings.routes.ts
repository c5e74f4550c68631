import { Hono } from 'hono'
import { mergeNotificationPreferences, updateNotificationPreferencesSchema } from '#shared/notification-preferences.ts'
import { mergeSettings, updateSettingsSchema } from '#shared/settings.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson } from '../../http/validate.ts'
import { translate } from '../../i18n/messages.ts'
import { idempotency } from '../../middleware/idempotency.ts'
import { rateLimit } from '../../middleware/rate-limit.ts'
import { currentUser, requireUser } from '../../middleware/session.ts'
import { lockPreferences, savePreferences } from '../users/users.repository.ts'

// Saved from a phone offline, replayed when the network is back (docs/offline.md): one effect per key.
const replayable = (scope: string) => idempotency({ scope, subject: (c) => String(c.get('user')?.id ?? '') })
const limit = (name: string) => rateLimit({ name, limit: 60, windowSeconds: 900, subject: (c) => String(c.get('user')?.id) })

/**
 * The caller's own settings: these routes take no id, so no one else's can be reached. A call
 * changes the fields it sends and keeps the others, and answers the whole result.
 */
export const settingsRoutes = new Hono<AppEnv>()
  /** POST /api/users/settings: language, colour mode, dashboard preferences. */
  .post('/users/settings', requireUser, replayable('settings'), limit('settings'), async (c) => {
    const user = currentUser(c)
    const input = await validateJson(c, updateSettingsSchema)
    const { db, clock } = c.get('deps')
    // Read in the same statement that writes: two devices saving at once lose neither's field.
    const settings = await inTransaction(db, async (trx) => {
      const merged = mergeSettings(await lockPreferences(trx, user.id, 'settings'), input)
      await savePreferences(trx, user.id, 'settings', merged, clock.now())
      return merged
    })
    return c.json({ message: translate(c.get('locale'), 'settings.saved'), settings })
  })

  /** POST /api/users/settings/notification: `{ event: { email?, in_app?, push? } }`. */
  .post(
    '/users/settings/notification',
    requireUser,
    replayable('notification-settings'),
    limit('notification-settings'),
    async (c) => {
      const user = currentUser(c)
      const input = await validateJson(c, updateNotificationPreferencesSchema)
      const { db, clock } = c.get('deps')
      const preferences = await inTransaction(db, async (trx) => {
        const merged = mergeNotificationPreferences(await lockPreferences(trx, user.id, 'notification_preferences'), input)
        await savePreferences(trx, user.id, 'notification_preferences', merged, clock.now())
        return merged
      })
      return c.json({ message: translate(c.get('locale'), 'notifications.saved'), notification_preferences: preferences })
    },
  )
