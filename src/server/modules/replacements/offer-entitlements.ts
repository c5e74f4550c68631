import type { Transaction } from 'kysely'
import type { Urgency } from '#shared/replacements.ts'
import type { Database } from '../../db/database.ts'
import { requireEntitlement } from '../subscriptions/entitlements.ts'
import type { AuthUser } from '../users/users.repository.ts'
import type { RequestClock } from './marketplace-http.ts'

/**
 * What a publication needs beyond the free tier (docs/decisions/017-plans-and-entitlements.md):
 * a second offer published while another still is needs `multiple_offers`; an urgent offer (pushed
 * to the nurses around) needs `urgent_broadcast`. Immediate offers (the immediate registration's
 * emergency, before any account could subscribe) stay free. The author's row is locked first, so
 * two publications at once are counted one after the other.
 */
export async function assertMayPublish(
  trx: Transaction<Database>,
  author: AuthUser,
  offer: { id: number | null; urgency: Urgency },
  at: RequestClock,
): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', author.id).forUpdate().executeTakeFirst()
  if (offer.urgency === 'urgent') await requireEntitlement(trx, author.id, 'urgent_broadcast', at)
  let others = trx
    .selectFrom('replacements')
    .select('id')
    .where('author_user_id', '=', author.id)
    .where('status', '=', 'published')
    .where('end_date', '>=', at.today)
  if (offer.id !== null) others = others.where('id', '<>', offer.id)
  if (await others.limit(1).executeTakeFirst()) await requireEntitlement(trx, author.id, 'multiple_offers', at)
}
