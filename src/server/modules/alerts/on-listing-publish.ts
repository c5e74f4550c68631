import type { Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import { roundKm } from '../communes/geo.ts'
import { deliverNotification } from '../notifications/notify.ts'
import { usersHoldingEntitlement } from '../subscriptions/subscriptions.service.ts'
import { matchPartnerListingSearches } from './partner-listing-search-match.ts'

/**
 * The alerts a partner listing's publication owes: each saved search of listings whose filters
 * match it tells its owner (partner_listing_match, in the app, by mail and push as their
 * preferences say; without instant alerts, in the app, the mail waiting for the digest).
 * Publication only: an edit or a renewal alerts nobody.
 *
 * Unlike an offer's (docs/decisions/014), these are written in the publishing transaction itself:
 * they are rows (notification, outbox mail, push) and nothing is sent from the request, so the
 * listing is public exactly when its alerts are owed, with no job to run after. A publication
 * retried finds the listing published (409), and two runs at once record each search once
 * (partner_listing_search_matches' key): each owner is told once per listing.
 */
export async function alertOnListingPublish(trx: Transaction<Database>, listingId: number, now: Date): Promise<number> {
  const listing = await trx
    .selectFrom('partner_listings')
    .select(['id', 'kind', 'commune_name'])
    .where('id', '=', listingId)
    .where('status', '=', 'published')
    .executeTakeFirst()
  if (!listing) return 0
  let told = 0
  const matches = await matchPartnerListingSearches(trx, listing.id, now)
  // Instant alerts are a plan's (docs/decisions/017): the others are told in the app now, and by
  // mail in the next morning's digest (saved-search-digest.ts).
  const instant = await usersHoldingEntitlement(
    trx,
    matches.map((match) => match.user_id),
    'instant_alerts',
    now,
  )
  for (const match of matches) {
    if (!instant.has(match.user_id)) {
      await trx
        .updateTable('partner_listing_search_matches')
        .set({ digest_pending: true })
        .where('saved_search_id', '=', match.saved_search_id)
        .where('listing_id', '=', listing.id)
        .execute()
    }
    const delivery = await deliverNotification(trx, {
      ...(instant.has(match.user_id) ? {} : { channels: ['in_app'] as const }),
      userId: match.user_id,
      event: 'partner_listing_match',
      data: {
        listing_id: listing.id,
        kind: listing.kind,
        commune_name: listing.commune_name,
        saved_search_id: match.saved_search_id,
        saved_search_name: match.name,
        distance_km: match.distance_km === null ? null : roundKm(match.distance_km),
      },
      now,
    })
    if (delivery.inApp || delivery.email || delivery.push) told++
  }
  return told
}
