import { sql, type Transaction } from 'kysely'
import type { Logger } from 'pino'
import { wantsNotification } from '#shared/notification-preferences.ts'
import { resolveSettings } from '#shared/settings.ts'
import type { Db } from '../../db/connect.ts'
import type { Database } from '../../db/database.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { Clock } from '../../http/types.ts'
import { createPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { SavedSearchDigestData } from './saved-search-digest-mail.ts'

/** The offers, and the listings, a digest lists; the subject counts them all. */
export const DIGEST_MAX_ITEMS = 20
const DEFAULT_INTERVAL_MS = 15 * 60_000

export interface SavedSearchDigestDeps {
  db: Db
  mail: Mailer
  logger: Logger
  clock: Clock
  intervalMs?: number
}

interface Reader {
  email: string
  first_name: string | null
  settings: unknown
  notification_preferences: unknown
}

/**
 * The daily digest of saved searches' matches for members without instant alerts
 * (docs/decisions/017): from 7:00 in Paris, the matches told in the app before that hour
 * (`digest_pending`, offers' and partner listings') are mailed, one mail per member listing those
 * still open, and marked done; those of the morning wait for the next day. Claimed by one update
 * per table, so two runs at once mail each match once. A member whose preferences turn off the
 * mail of that kind of alert gets none of it (the matches are marked done all the same).
 */
export function createSavedSearchDigestJob(deps: SavedSearchDigestDeps): PeriodicJob<{ mailed: number }> {
  return createPeriodicJob({
    name: 'saved-search-digest',
    everyMs: deps.intervalMs ?? DEFAULT_INTERVAL_MS,
    logger: deps.logger,
    failure: 'saved search digest failed, will retry',
    fallback: { mailed: 0 },
    async work() {
      const now = deps.clock.now()
      const mailed = await inTransaction(deps.db, (trx) => digest(trx, deps, now))
      if (mailed > 0) deps.logger.info({ mailed }, 'saved search digests queued')
      return { mailed }
    },
  })
}

async function digest(trx: Transaction<Database>, deps: SavedSearchDigestDeps, now: Date): Promise<number> {
  // Today's 7:00 in Paris, winter or summer; nothing before it.
  const cutoff = sql<Date>`((${now}::timestamptz at time zone 'Europe/Paris')::date + time '07:00') at time zone 'Europe/Paris'`
  const due = sql<boolean>`${now}::timestamptz >= ${cutoff}`
  const offers = await trx
    .updateTable('saved_search_matches')
    .set({ digest_pending: false })
    .where('digest_pending', '=', true)
    .where('created_at', '<', cutoff)
    .where(due)
    .returning(['saved_search_id', 'replacement_id'])
    .execute()
  const listings = await trx
    .updateTable('partner_listing_search_matches')
    .set({ digest_pending: false })
    .where('digest_pending', '=', true)
    .where('created_at', '<', cutoff)
    .where(due)
    .returning(['saved_search_id', 'listing_id'])
    .execute()

  const readerColumns = ['u.id as user_id', 'u.email', 'u.first_name', 'u.settings', 'u.notification_preferences'] as const
  const offerRows =
    offers.length === 0
      ? []
      : await trx
          .selectFrom('saved_search_matches as m')
          .innerJoin('saved_searches as s', 's.id', 'm.saved_search_id')
          .innerJoin('users as u', 'u.id', 's.user_id')
          .innerJoin('replacements as r', 'r.id', 'm.replacement_id')
          .where(
            sql<boolean>`(m.saved_search_id, m.replacement_id) in (${sql.join(
              offers.map((row) => sql`(${row.saved_search_id}, ${row.replacement_id})`),
            )})`,
          )
          .select([
            ...readerColumns,
            'r.id as replacement_id',
            'r.commune_name',
            sql<string>`r.start_date::text`.as('start_date'),
            sql<string>`r.end_date::text`.as('end_date'),
          ])
          .where('u.deleted_at', 'is', null)
          .where('u.status', '=', 'active')
          // Still open to applications: a filled or cancelled offer is no news.
          .where('r.status', '=', 'published')
          .where('r.end_date', '>=', sql<string>`(${now}::timestamptz at time zone 'Europe/Paris')::date`)
          .orderBy('r.published_at', 'desc')
          .execute()
  const listingRows =
    listings.length === 0
      ? []
      : await trx
          .selectFrom('partner_listing_search_matches as m')
          .innerJoin('saved_searches as s', 's.id', 'm.saved_search_id')
          .innerJoin('users as u', 'u.id', 's.user_id')
          .innerJoin('partner_listings as l', 'l.id', 'm.listing_id')
          .where(
            sql<boolean>`(m.saved_search_id, m.listing_id) in (${sql.join(
              listings.map((row) => sql`(${row.saved_search_id}, ${row.listing_id})`),
            )})`,
          )
          .select([...readerColumns, 'l.id as listing_id', 'l.kind', 'l.commune_name'])
          .where('u.deleted_at', 'is', null)
          .where('u.status', '=', 'active')
          .where('l.status', '=', 'published')
          .where('l.expires_at', '>', now)
          .orderBy('l.published_at', 'desc')
          .execute()

  const byUser = new Map<
    number,
    { reader: Reader; offers: SavedSearchDigestData['offers']; listings: SavedSearchDigestData['listings'] }
  >()
  const entry = (row: Reader & { user_id: number }) => {
    const found = byUser.get(row.user_id) ?? { reader: row, offers: [], listings: [] }
    byUser.set(row.user_id, found)
    return found
  }
  for (const row of offerRows) {
    if (!wantsNotification(row.notification_preferences, 'saved_search_match', 'email')) continue
    const { offers: list } = entry(row)
    // One line per offer, whichever of the member's searches it matched.
    if (!list.some((offer) => offer.replacement_id === row.replacement_id))
      list.push({
        replacement_id: row.replacement_id,
        commune_name: row.commune_name ?? '',
        start_date: row.start_date,
        end_date: row.end_date,
      })
  }
  for (const row of listingRows) {
    if (!wantsNotification(row.notification_preferences, 'partner_listing_match', 'email')) continue
    const { listings: list } = entry(row)
    if (!list.some((listing) => listing.listing_id === row.listing_id))
      list.push({ listing_id: row.listing_id, kind: row.kind, commune_name: row.commune_name })
  }

  for (const { reader, offers: offerList, listings: listingList } of byUser.values()) {
    await deps.mail.send(
      {
        to: reader.email,
        template: 'saved-search-digest',
        data: {
          name: reader.first_name,
          total: offerList.length + listingList.length,
          offers: offerList.slice(0, DIGEST_MAX_ITEMS),
          listings: listingList.slice(0, DIGEST_MAX_ITEMS),
        },
        locale: resolveSettings(reader.settings).locale,
      },
      trx,
    )
  }
  return byUser.size
}
