import { Hono } from 'hono'
import { createPushSubscriptionSchema, deviceNameFromUserAgent, type PushDeviceList, type PushPublicKey } from '#shared/push.ts'
import { HttpError } from '../../http/http-error.ts'
import { pathId } from '../../http/path-id.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson } from '../../http/validate.ts'
import { currentUser, requireUser } from '../../middleware/session.ts'
import { deleteSubscription, listSubscriptions, saveSubscription } from './push.repository.ts'
import { resolveVapidDetails } from './vapid-keys.ts'

// A local http push service (a test's own server) is accepted outside production only.
const schemas = {
  production: createPushSubscriptionSchema({ allowLocalHttp: false }),
  other: createPushSubscriptionSchema({ allowLocalHttp: true }),
}

/**
 * Web Push subscriptions (docs/architecture.md#web-push). Each member sees and removes only their
 * own devices: another member's id answers 404, as an id that does not exist.
 */
export const pushRoutes = new Hono<AppEnv>()
  /** GET /api/push/public-key: the VAPID public key, public by nature. */
  .get('/push/public-key', (c) => {
    const { env, logger } = c.get('deps')
    return c.json({ public_key: resolveVapidDetails(env, logger).publicKey } satisfies PushPublicKey)
  })

  /** GET /api/push-subscriptions: the member's devices, newest first. */
  .get('/push-subscriptions', requireUser, async (c) => {
    const user = currentUser(c)
    return c.json({ devices: await listSubscriptions(c.get('deps').db, user.id) } satisfies PushDeviceList)
  })

  /** POST /api/push-subscriptions: this device, from PushSubscription.toJSON() and an optional name. */
  .post('/push-subscriptions', requireUser, async (c) => {
    const user = currentUser(c)
    const { db, env, clock } = c.get('deps')
    const input = await validateJson(c, env.NODE_ENV === 'production' ? schemas.production : schemas.other)
    const device = await saveSubscription(db, {
      userId: user.id,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      deviceName: input.device_name ?? deviceNameFromUserAgent(c.req.header('user-agent')),
      now: clock.now(),
    })
    return c.json(device, 201)
  })

  /** DELETE /api/push-subscriptions/{id}: one of the member's devices. */
  .delete('/push-subscriptions/:id', requireUser, async (c) => {
    const user = currentUser(c)
    const id = pathId(c.req.param('id'))
    if (!(await deleteSubscription(c.get('deps').db, user.id, id))) throw new HttpError(404, 'http.not_found')
    return c.body(null, 204)
  })
