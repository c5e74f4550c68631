import { sql, type Transaction } from 'kysely'
import { parisToday } from '#shared/dates.ts'
import type { OfferSummary } from '#shared/notifications.ts'
import type { Shift } from '#shared/replacements.ts'
import type { Db } from '../../db/connect.ts'
import type { Database } from '../../db/database.ts'
import { inTransaction } from '../../db/transaction.ts'
import { deliverNotification } from '../notifications/notify.ts'
import { usersHoldingEntitlement } from '../subscriptions/subscriptions.service.ts'
import { matchSavedSearches } from './saved-search-match.ts'
import { findUrgentRecipients } from './urgent-recipients.ts'

/** The published offer as the alerts read it. */
export interface PublishedOffer {
  id: number
  author_user_id: number
  urgency: 'normal' | 'urgent' | 'immediate'
  commune_name: string
  start_date: string
  end_date: string
  shifts: Shift[]
  retrocession_percent: number
  answer_window_ends_at: Date | null
}

export interface AlertOutcome {
  /** Nurses told about an urgent or immediate offer (in the app, by mail, or both). */
  urgent: number
  /** Owners of saved searches told about a match. */
  savedSearch: number
}

/**
 * The alerts an offer's publication owes (delivered by the alert job, alert.worker.ts, after the
 * publishing transaction committed):
 * - urgent and immediate offers alert the replacement nurses who opted in to urgent help, are
 *   validated, active and available, and whose zone covers the offer's commune;
 * - every saved search with alerts on whose filters match the offer alerts its owner: by every
 *   channel with instant alerts (a plan's), else in the app, the mail waiting for the digest.
 * Nobody is alerted about their own offer; each nurse once per offer, each search once per
 * offer, even when this runs twice (retries, two instances): who was told is recorded in the same
 * transaction as the telling. One notification per person: a nurse told about an urgent offer is
 * not told again by their saved search.
 */
export async function alertOnPublish(db: Db, replacementId: number, now: Date): Promise<AlertOutcome> {
  return inTransaction(db, (trx) => alertOnPublishIn(trx, replacementId, now))
}

/** alertOnPublish() inside the caller's transaction (the alert job ends in the same one). */
export async function alertOnPublishIn(trx: Transaction<Database>, replacementId: number, now: Date): Promise<AlertOutcome> {
  const offer = await findPublishedOffer(trx, replacementId)
  if (!offer) return { urgent: 0, savedSearch: 0 }
  const summary: OfferSummary = {
    replacement_id: offer.id,
    commune_name: offer.commune_name,
    start_date: offer.start_date,
    end_date: offer.end_date,
  }

  const told = new Set<number>()
  if (offer.urgency !== 'normal') {
    const urgency = offer.urgency
    const recipients = await findUrgentRecipients(trx, offer.id, parisToday(now), now)
    for (const recipient of recipients) {
      const delivery = await deliverNotification(trx, {
        userId: recipient.user_id,
        event: 'urgent_offer_nearby',
        data: {
          ...summary,
          urgency,
          shifts: offer.shifts,
          retrocession_percent: offer.retrocession_percent,
          distance_km: roundKm(recipient.distance_km),
          answer_window_ends_at: offer.answer_window_ends_at?.toISOString() ?? null,
        },
        now,
      })
      if (delivery.inApp || delivery.email) told.add(recipient.user_id)
    }
  }
  const urgent = told.size

  let savedSearch = 0
  const matches = await matchSavedSearches(trx, offer.id, now)
  // Instant alerts are a plan's (docs/decisions/017): the others are told in the app now, and by
  // mail in the next morning's digest (saved-search-digest.ts).
  const instant = await usersHoldingEntitlement(
    trx,
    matches.map((match) => match.user_id),
    'instant_alerts',
    now,
  )
  for (const match of matches) {
    if (told.has(match.user_id)) continue
    told.add(match.user_id)
    if (!instant.has(match.user_id)) {
      await trx
        .updateTable('saved_search_matches')
        .set({ digest_pending: true })
        .where('saved_search_id', '=', match.saved_search_id)
        .where('replacement_id', '=', offer.id)
        .execute()
    }
    const delivery = await deliverNotification(trx, {
      ...(instant.has(match.user_id) ? {} : { channels: ['in_app'] as const }),
      userId: match.user_id,
      event: 'saved_search_match',
      data: {
        ...summary,
        saved_search_id: match.saved_search_id,
        saved_search_name: match.name,
        distance_km: match.distance_km === null ? null : roundKm(match.distance_km),
      },
      now,
    })
    if (delivery.inApp || delivery.email) savedSearch++
  }
  return { urgent, savedSearch }
}

function roundKm(km: number): number {
  return Math.round(km * 10) / 10
}

async function findPublishedOffer(trx: Transaction<Database>, id: number): Promise<PublishedOffer | undefined> {
  const row = await trx
    .selectFrom('replacements')
    .select([
      'id',
      'author_user_id',
      'urgency',
      'commune_name',
      sql<string>`start_date::text`.as('start_date'),
      sql<string>`end_date::text`.as('end_date'),
      'shifts',
      'retrocession_percent',
      'answer_window_ends_at',
      'lat',
      'lng',
    ])
    .where('id', '=', id)
    .where('status', '=', 'published')
    // An unconfirmed account's offer alerts nobody until its holder is confirmed, whoever runs this.
    .where('alerts_held', '=', false)
    .executeTakeFirst()
  // A published offer is complete (the table's check); a row without position cannot match.
  if (!row || row.lat === null || row.lng === null || row.retrocession_percent === null) return undefined
  return {
    id: row.id,
    author_user_id: row.author_user_id,
    urgency: row.urgency,
    commune_name: row.commune_name ?? '',
    start_date: row.start_date,
    end_date: row.end_date,
    shifts: row.shifts as Shift[],
    retrocession_percent: row.retrocession_percent,
    answer_window_ends_at: row.answer_window_ends_at,
  }
}
