import { sql, type Transaction } from 'kysely'
import { parisToday } from '#shared/dates.ts'
import type { Db } from '../../db/connect.ts'
import type { Database } from '../../db/database.ts'
import { notify } from '../notifications/notify.ts'
import { offerSummary, personName, tellApplicantsOfCancellation } from './replacements.events.ts'
import { findUserName } from './replacements.repository.ts'

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

  await trx.deleteFrom('replacements').where('author_user_id', '=', userId).where('status', '=', 'draft').execute()

  const open = await trx
    .selectFrom('replacements')
    .select(['id', 'commune_name'])
    .select([sql<string | null>`start_date::text`.as('start_date'), sql<string | null>`end_date::text`.as('end_date')])
    .where('author_user_id', '=', userId)
    .where('status', 'in', ['published', 'filled'])
    .where(sql<boolean>`end_date >= ${today}::date`)
    .orderBy('id')
    .forUpdate()
    .execute()
  for (const offer of open) {
    await trx
      .updateTable('replacements')
      .set({ status: 'cancelled', cancelled_at: now, updated_at: now })
      .where('id', '=', offer.id)
      .execute()
    await tellApplicantsOfCancellation(trx, offer, name, now)
  }

  const applications = await trx
    .selectFrom('applications as a')
    .innerJoin('replacements as r', 'r.id', 'a.replacement_id')
    .select(['a.id', 'a.status', 'r.id as replacement_id', 'r.author_user_id', 'r.status as offer_status', 'r.commune_name'])
    .select([
      sql<string | null>`r.start_date::text`.as('start_date'),
      sql<string | null>`r.end_date::text`.as('end_date'),
      sql<string | null>`(select min(d) from unnest(a.dates) as d)::text`.as('first_day'),
    ])
    .where('a.applicant_user_id', '=', userId)
    .where('a.status', 'in', ['pending', 'accepted'])
    .orderBy('r.id')
    .forUpdate()
    .execute()
  for (const application of applications) {
    if (application.status === 'accepted') {
      if (application.first_day === null || application.first_day <= today) continue
      if (application.offer_status === 'filled')
        await trx
          .updateTable('replacements')
          .set({ status: 'published', filled_at: null, updated_at: now })
          .where('id', '=', application.replacement_id)
          .execute()
    }
    await trx.updateTable('applications').set({ status: 'withdrawn', updated_at: now }).where('id', '=', application.id).execute()
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
  const [offers, applications] = await Promise.all([
    db
      .selectFrom('replacements')
      .select([
        'id',
        'status',
        'urgency',
        'commune_insee',
        'commune_name',
        'shifts',
        'care_types',
        'patients_per_day',
        'retrocession_percent',
        'housing_offered',
        'vehicle_required',
        'software',
        'description',
        'cancel_reason',
        'published_at',
        'filled_at',
        'cancelled_at',
        'created_at',
      ])
      .select([
        sql<string | null>`start_date::text`.as('start_date'),
        sql<string | null>`end_date::text`.as('end_date'),
        sql<string[] | null>`days::text[]`.as('days'),
      ])
      .where('author_user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('applications')
      .select(['id', 'replacement_id', 'status', 'message', 'created_at', 'decided_at'])
      .select(sql<string[] | null>`dates::text[]`.as('dates'))
      .where('applicant_user_id', '=', userId)
      .orderBy('id')
      .execute(),
  ])
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
