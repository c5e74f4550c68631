import type { Transaction } from 'kysely'
import { parisToday } from '#shared/dates.ts'
import type { Db } from '../../db/connect.ts'
import type { Database } from '../../db/database.ts'
import {
  listApplicationsForExport,
  lockOpenApplicationsOf,
  setApplicationStatus,
} from '../applications/applications.repository.ts'
import { notify } from '../notifications/notify.ts'
import { offerSummary, personName, tellApplicantsOfCancellation } from './replacements.events.ts'
import {
  deleteDraftsOf,
  findUserName,
  listOffersForExport,
  lockOpenOffersOf,
  updateReplacement,
} from './replacements.repository.ts'

/**
 * The marketplace's part of an account's end (account deletion) and of its RGPD export. The
 * account modules call these; they live here because they know the offers' rules.
 */

/**
 * Call inside the account-deletion transaction, before the user's name is anonymised (the
 * notifications carry it). Drafts are deleted; open offers are cancelled and their pending and
 * accepted applicants told; the user's pending applications, and accepted ones whose first day
 * has not come, are withdrawn and the authors told (a filled offer opens again). Replacements
 * already under way or past stay as they are: they happened.
 */
export async function closeMarketplaceForAccount(trx: Transaction<Database>, userId: number, now: Date): Promise<void> {
  const today = parisToday(now)
  const user = await findUserName(trx, userId)
  const name = user ? personName(user) : ''

  await deleteDraftsOf(trx, userId)

  for (const offer of await lockOpenOffersOf(trx, userId, today)) {
    await updateReplacement(trx, offer.id, { status: 'cancelled', cancelled_at: now }, now)
    await tellApplicantsOfCancellation(trx, { ...offer, author_user_id: userId }, name, now)
  }

  const applications = await lockOpenApplicationsOf(trx, userId)
  for (const application of applications) {
    if (application.status === 'accepted') {
      if (application.first_day === null || application.first_day <= today) continue
      if (application.offer_status === 'filled')
        await updateReplacement(trx, application.replacement_id, { status: 'published', filled_at: null }, now)
    }
    await setApplicationStatus(trx, application.id, 'withdrawn', now)
    if (application.offer_status === 'published' || application.offer_status === 'filled') {
      await notify(trx, {
        userId: application.author_user_id,
        event: 'application_withdrawn',
        data: {
          ...offerSummary({ ...application, id: application.replacement_id }),
          application_id: application.id,
          applicant_name: name,
        },
        now,
      })
    }
  }
}

/** The user's offers and applications for GET /api/user/export (their own rows only, as stored). */
export async function marketplaceExport(db: Db, userId: number) {
  const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null)
  const [offers, applications] = await Promise.all([listOffersForExport(db, userId), listApplicationsForExport(db, userId)])
  return {
    replacements: offers.map((offer) => ({
      ...offer,
      published_at: iso(offer.published_at),
      filled_at: iso(offer.filled_at),
      cancelled_at: iso(offer.cancelled_at),
      created_at: iso(offer.created_at),
    })),
    applications: applications.map((application) => ({
      ...application,
      created_at: iso(application.created_at),
      decided_at: iso(application.decided_at),
    })),
  }
}
