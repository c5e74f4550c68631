import type { Logger } from 'pino'
import { RENEWAL_NOTICE_DAYS } from '#shared/partner-listings.ts'
import { resolveSettings } from '#shared/settings.ts'
import type { Db } from '../../db/connect.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { Clock } from '../../http/types.ts'
import { createPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job.ts'
import type { Mailer } from '../mail/mailer.ts'
import { claimDueRenewals, expireListings, recordHistory } from './partner-listings.repository.ts'

/**
 * Every 10 minutes: published listings past their 90 days become expired (reads already see them
 * so), and the authors of those ending within 7 days get the renewal mail, once per publication
 * or renewal (renewing clears the mark). Expired and renewed listings keep their responses.
 */
const DEFAULT_INTERVAL_MS = 10 * 60_000
const DAY_MS = 86_400_000

export interface PartnerListingExpiryDeps {
  db: Db
  mail: Mailer
  logger: Logger
  clock: Clock
  intervalMs?: number
}

/** Its runOnce returns how many listings it expired and how many renewal mails it wrote. */
export type PartnerListingExpiryJob = PeriodicJob<{ expired: number; mailed: number }>

/**
 * On the jobs runner (main.ts), one instance at a time; two at once would still expire each
 * listing once and mail each author once (the claim and the mail share a transaction).
 */
export function createPartnerListingExpiryJob(deps: PartnerListingExpiryDeps): PartnerListingExpiryJob {
  return createPeriodicJob({
    name: 'partner-listing-expiry',
    everyMs: deps.intervalMs ?? DEFAULT_INTERVAL_MS,
    logger: deps.logger,
    failure: 'partner listing expiry failed, will retry',
    fallback: { expired: 0, mailed: 0 },
    async work() {
      const now = deps.clock.now()
      const expired = await inTransaction(deps.db, async (trx) => {
        const ids = await expireListings(trx, now)
        for (const id of ids) await recordHistory(trx, { listingId: id, actorId: null, action: 'expired', at: now })
        return ids.length
      })
      const mailed = await inTransaction(deps.db, async (trx) => {
        const due = await claimDueRenewals(trx, now, new Date(now.getTime() + RENEWAL_NOTICE_DAYS * DAY_MS))
        for (const listing of due) {
          await recordHistory(trx, { listingId: listing.id, actorId: null, action: 'renewal_mailed', at: now })
          // A closed account has nobody left to read it.
          if (listing.deleted_at !== null || !listing.expires_at) continue
          await deps.mail.send(
            {
              to: listing.email,
              template: 'partner-listing-renewal',
              data: {
                name: listing.first_name,
                listing_id: listing.id,
                kind: listing.kind,
                commune_name: listing.commune_name,
                expires_at: new Date(listing.expires_at).toISOString(),
              },
              locale: resolveSettings(listing.settings).locale,
            },
            trx,
          )
        }
        return due.length
      })
      if (expired > 0 || mailed > 0) deps.logger.info({ expired, mailed }, 'partner listings expired or reminded')
      return { expired, mailed }
    },
  })
}
