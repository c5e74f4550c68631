import { sql } from 'kysely'
import type { Logger } from 'pino'
import { wantsNotification } from '#shared/notification-preferences.ts'
import { resolveSettings } from '#shared/settings.ts'
import type { Db } from '../../db/connect.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { Clock } from '../../http/types.ts'
import { createPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job.ts'
import type { Mailer } from '../mail/mailer.ts'

/** The offers a digest lists; the subject counts them all. */
export const DIGEST_MAX_OFFERS = 20
const DEFAULT_INTERVAL_MS = 15 * 60_000

export interface SavedSearchDigestDeps {
  db: Db
  mail: Mailer
  logger: Logger
  clock: Clock
  intervalMs?: number
}

/**
 * The daily digest of saved searches' matches for members without instant alerts
 * (docs/decisions/017): from 7:00 in Paris, the matches told in the app before that hour
 * (`digest_pending`) are mailed, one mail per member listing the offers still published, and
 * marked done; those of the morning wait for the next day. Claimed by one update, so two runs at
 * once mail each match once. A member whose preferences turn off the mail of saved-search alerts
 * gets none (their matches are marked done all the same).
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
      const mailed = await inTransaction(deps.db, async (trx) => {
        // Today's 7:00 in Paris, winter or summer; nothing before it.
        const cutoff = sql<Date>`((${now}::timestamptz at time zone 'Europe/Paris')::date + time '07:00') at time zone 'Europe/Paris'`
        const claimed = await trx
          .updateTable('saved_search_matches')
          .set({ digest_pending: false })
          .where('digest_pending', '=', true)
          .where('created_at', '<', cutoff)
          .where(sql<boolean>`${now}::timestamptz >= ${cutoff}`)
          .returning(['saved_search_id', 'replacement_id'])
          .execute()
        if (claimed.length === 0) return 0
        const rows = await trx
          .selectFrom('saved_search_matches as m')
          .innerJoin('saved_searches as s', 's.id', 'm.saved_search_id')
          .innerJoin('users as u', 'u.id', 's.user_id')
          .innerJoin('replacements as r', 'r.id', 'm.replacement_id')
          .where(
            sql<boolean>`(m.saved_search_id, m.replacement_id) in (${sql.join(
              claimed.map((row) => sql`(${row.saved_search_id}, ${row.replacement_id})`),
            )})`,
          )
          .select([
            'u.id as user_id',
            'u.email',
            'u.first_name',
            'u.settings',
            'u.notification_preferences',
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
        const byUser = new Map<number, typeof rows>()
        for (const row of rows) {
          const list = byUser.get(row.user_id) ?? []
          // One line per offer, whichever of the member's searches it matched.
          if (!list.some((other) => other.replacement_id === row.replacement_id)) list.push(row)
          byUser.set(row.user_id, list)
        }
        let count = 0
        for (const list of byUser.values()) {
          const first = list[0]
          if (!first || !wantsNotification(first.notification_preferences, 'saved_search_match', 'email')) continue
          await deps.mail.send(
            {
              to: first.email,
              template: 'saved-search-digest',
              data: {
                name: first.first_name,
                total: list.length,
                offers: list.slice(0, DIGEST_MAX_OFFERS).map((row) => ({
                  replacement_id: row.replacement_id,
                  commune_name: row.commune_name ?? '',
                  start_date: row.start_date,
                  end_date: row.end_date,
                })),
              },
              locale: resolveSettings(first.settings).locale,
            },
            trx,
          )
          count++
        }
        return count
      })
      if (mailed > 0) deps.logger.info({ mailed }, 'saved search digests queued')
      return { mailed }
    },
  })
}
