import { sql, type Transaction } from 'kysely'
import type { Db } from '../../db/connect.ts'
import type { Database } from '../../db/database.ts'
import { fieldColumns, recordHistory } from './partner-listings.repository.ts'

/**
 * The partner listings' part of an account's end (account deletion) and of its RGPD export; the
 * account modules call these.
 */

/**
 * Inside the account-deletion transaction: drafts are deleted, published listings withdrawn (a
 * listing of nobody must not stay searchable). Responses stay with their conversations, as the
 * chat keeps the other member's messages; the responses the member wrote are deleted with their
 * text, since the conversation keeps what was said and erases the member's own messages.
 */
export async function closePartnerListingsForAccount(trx: Transaction<Database>, userId: number, now: Date): Promise<void> {
  await trx.deleteFrom('partner_listings').where('author_user_id', '=', userId).where('status', '=', 'draft').execute()
  const withdrawn = await trx
    .updateTable('partner_listings')
    .set({ status: 'withdrawn', withdrawn_at: now, updated_at: now })
    .where('author_user_id', '=', userId)
    .where('status', '=', 'published')
    .returning('id')
    .execute()
  for (const listing of withdrawn)
    await recordHistory(trx, { listingId: listing.id, actorId: userId, action: 'withdrawn', at: now })
  await trx
    .updateTable('partner_responses')
    .set({ message: '', updated_at: now })
    .where('responder_user_id', '=', userId)
    .execute()
}

/** The user's listings and the responses they sent, for GET /api/user/export (their own rows, as stored). */
export async function partnerListingsExport(db: Db, userId: number) {
  const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null)
  const [listings, responses] = await Promise.all([
    db
      .selectFrom('partner_listings as l')
      .select([
        'l.id',
        'l.kind',
        'l.status',
        'l.commune_insee',
        'l.commune_name',
        'l.published_at',
        'l.expires_at',
        'l.filled_at',
        'l.withdrawn_at',
        'l.withdrawn_reason',
        'l.created_at',
        'l.updated_at',
        sql<string | null>`l.start_date::text`.as('start_date'),
        ...fieldColumns.filter((column) => column !== 'l.commune_insee'),
      ])
      .where('l.author_user_id', '=', userId)
      .orderBy('l.id')
      .execute(),
    db
      .selectFrom('partner_responses')
      .select(['id', 'listing_id', 'message', 'status', 'created_at', 'updated_at'])
      .where('responder_user_id', '=', userId)
      .orderBy('id')
      .execute(),
  ])
  return {
    partner_listings: listings.map((listing) => ({
      ...listing,
      published_at: iso(listing.published_at),
      expires_at: iso(listing.expires_at),
      filled_at: iso(listing.filled_at),
      withdrawn_at: iso(listing.withdrawn_at),
      created_at: iso(listing.created_at),
      updated_at: iso(listing.updated_at),
    })),
    partner_responses: responses.map((response) => ({
      ...response,
      created_at: iso(response.created_at),
      updated_at: iso(response.updated_at),
    })),
  }
}
