import type { Entitlement } from '#shared/subscriptions.ts'
import type { Db } from '../../db/connect.ts'
import { HttpError } from '../../http/http-error.ts'
import { type Locale, translate } from '../../i18n/messages.ts'
import { holdsEntitlement } from './subscriptions.service.ts'

const requiredMessage = {
  multiple_offers: 'subscription.required_multiple_offers',
  urgent_broadcast: 'subscription.required_urgent_broadcast',
  cession_listings: 'subscription.required_cession_listings',
  instant_alerts: 'subscription.required_instant_alerts',
} as const satisfies Record<Entitlement, string>

/** The cheapest plan on sale that unlocks `entitlement`: what the refusal offers. */
export function planUnlocking(db: Db, entitlement: Entitlement) {
  return db
    .selectFrom('plans')
    .select(['id', 'slug', 'name'])
    .where('active', '=', true)
    .where((eb) => eb(eb.val(entitlement), '=', eb.fn.any('entitlements')))
    .orderBy('price_cents')
    .orderBy('id')
    .executeTakeFirst()
}

/**
 * The server's gate of an entitlement (docs/product.md#subscriptions): passes when the member's
 * subscription gives the service now and its plan unlocks `entitlement`; else a 403
 * `subscription.required` saying what is refused, with the plan that unlocks it in the body.
 * Run it in the transaction that does the action when there is one.
 */
export async function requireEntitlement(
  db: Db,
  userId: number,
  entitlement: Entitlement,
  at: { now: Date; locale: Locale },
): Promise<void> {
  if (await holdsEntitlement(db, userId, entitlement, at.now)) return
  const plan = await planUnlocking(db, entitlement)
  throw new HttpError(403, 'subscription.required', {
    message: translate(at.locale, requiredMessage[entitlement], { plan: plan?.name ?? '' }),
    ...(plan ? { plan } : {}),
  })
}
